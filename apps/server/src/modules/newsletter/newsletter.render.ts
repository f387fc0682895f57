/**
 * The emails, as HTML that holds up in common mail clients (table layout, inline styles, one
 * 600px column that shrinks on phones) plus a plain-text part. Every link is absolute (PUBLIC_URL).
 */
import { articlePath, localizedPath } from '@tumbuh/shared';
import { TEXTS, type MailLanguage } from './newsletter.texts';

/** Stands for each recipient's own unsubscribe link in a stored issue. */
export const UNSUBSCRIBE_PLACEHOLDER = '%%UNSUBSCRIBE_URL%%';
/** Stands for the recipient's own link that forgets their child's birth month (age versions only). */
export const CLEAR_AGE_PLACEHOLDER = '%%CLEAR_AGE_URL%%';

export interface DigestArticle {
  id: number;
  title: string;
  excerpt: string;
  slug: string;
  imageUrl: string | null;
  readTime: number;
  publishDate: Date;
}

export interface DigestTool {
  id: number;
  name: string;
  description: string;
  url: string;
  logoUrl: string | null;
}

export interface DigestContent {
  language: MailLanguage;
  /** New since the previous issue, newest first. */
  articles: DigestArticle[];
  picks: DigestArticle[];
  /** The language's most read articles of the last 7 days (issue 31), none of them among `articles`. */
  mostRead?: DigestArticle[];
  tools: DigestTool[];
  /** The issue's date. */
  date: Date;
  /** The version for a child's age (issue 19): the first `count` articles are for that age, under its name. */
  forAge?: { name: string; count: number };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface RenderContext {
  publicUrl: string;
  timezone: string;
  /** An issue's signed click link for an article (issue 31); the article's own address when absent (previews, tests). */
  articleLink?: (articleId: number) => string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** An absolute http(s) URL for a stored link or image (site-relative paths get PUBLIC_URL); undefined for anything else. */
export function absoluteUrl(publicUrl: string, url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url, publicUrl + '/');
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** An article at the address of its language (issue 15: /id/article/… for Indonesian). */
export const articleUrl = (publicUrl: string, slug: string, language: MailLanguage = 'en') => `${publicUrl}${articlePath(slug, language)}`;

/** The reader site's home in the mail's language (/id for Indonesian, issue 15). */
export const homeUrl = (publicUrl: string, language: MailLanguage) => `${publicUrl}${localizedPath('/', language)}`;

/** Fills in one recipient's unsubscribe link (and, in an age version, the link that forgets the birth month). */
export function personalize(mail: { html: string; text: string }, unsubscribeUrl: string, clearAgeUrl = unsubscribeUrl): { html: string; text: string } {
  const fill = (s: string, escape: (v: string) => string) =>
    s.split(UNSUBSCRIBE_PLACEHOLDER).join(escape(unsubscribeUrl)).split(CLEAR_AGE_PLACEHOLDER).join(escape(clearAgeUrl));
  return { html: fill(mail.html, escapeHtml), text: fill(mail.text, (v) => v) };
}

const FONT = "font-family:Helvetica,Arial,sans-serif;";
const COLORS = { page: '#f4f1ec', card: '#ffffff', ink: '#2d2a26', muted: '#6b645c', accent: '#2e7d5b', rule: '#e8e2d9' };

function formatDate(date: Date, language: MailLanguage, timezone: string): string {
  return new Intl.DateTimeFormat(TEXTS[language].locale, { dateStyle: 'long', timeZone: timezone }).format(date);
}

function truncate(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length <= max ? t : `${t.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

function button(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr><td style="border-radius:6px;background:${COLORS.accent};">
<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 22px;${FONT}font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/** The shared frame: header, the rows given, and the footer with the unsubscribe link. */
function layout(language: MailLanguage, ctx: RenderContext, title: string, preheader: string, rows: string, unsubscribeHref: string, clearAgeHref?: string): string {
  const t = TEXTS[language];
  return `<!DOCTYPE html>
<html lang="${language}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; padding: 0; }
  img { border: 0; line-height: 100%; outline: none; text-decoration: none; }
  a { color: ${COLORS.accent}; }
  @media only screen and (max-width: 620px) {
    .container { width: 100% !important; }
    .px { padding-left: 18px !important; padding-right: 18px !important; }
    .full { width: 100% !important; height: auto !important; }
    h1 { font-size: 22px !important; }
  }
</style>
</head>
<body style="margin:0;padding:0;background:${COLORS.page};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${COLORS.page};">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px;background:${COLORS.card};border-radius:10px;">
<tr><td class="px" style="padding:28px 32px 8px 32px;border-bottom:1px solid ${COLORS.rule};">
<a href="${escapeHtml(homeUrl(ctx.publicUrl, language))}" style="${FONT}font-size:26px;font-weight:bold;color:${COLORS.accent};text-decoration:none;">${t.brand}</a>
<div style="${FONT}font-size:13px;color:${COLORS.muted};padding:4px 0 16px 0;">${escapeHtml(t.tagline)}</div>
</td></tr>
${rows}
<tr><td class="px" style="padding:24px 32px 28px 32px;border-top:1px solid ${COLORS.rule};${FONT}font-size:12px;line-height:18px;color:${COLORS.muted};">
${escapeHtml(t.footerWhy)}<br>
<a href="${unsubscribeHref}" style="color:${COLORS.muted};text-decoration:underline;">${escapeHtml(t.unsubscribe)}</a>
&nbsp;·&nbsp;${clearAgeHref ? `\n<a href="${clearAgeHref}" style="color:${COLORS.muted};text-decoration:underline;">${escapeHtml(t.clearAge)}</a>\n&nbsp;·&nbsp;` : ''}
<a href="${escapeHtml(homeUrl(ctx.publicUrl, language))}" style="color:${COLORS.muted};text-decoration:underline;">${escapeHtml(t.visitSite)}</a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function row(inner: string, padding = '20px 32px 0 32px'): string {
  return `<tr><td class="px" style="padding:${padding};">${inner}</td></tr>\n`;
}

function heading(text: string): string {
  return row(
    `<h2 style="margin:0;${FONT}font-size:13px;letter-spacing:1px;text-transform:uppercase;color:${COLORS.muted};">${escapeHtml(text)}</h2>`,
    '28px 32px 0 32px',
  );
}

export function digestSubject(content: DigestContent): string {
  const first = content.articles[0];
  if (!first) return `${TEXTS[content.language].brand} · ${TEXTS[content.language].tagline}`;
  return truncate(TEXTS[content.language].digestSubject(truncate(first?.title ?? '', 120), content.articles.length - 1), 250);
}

/** The weekly digest; the unsubscribe link is left as UNSUBSCRIBE_PLACEHOLDER. */
export function renderDigest(content: DigestContent, ctx: RenderContext): RenderedMail {
  const lang = content.language;
  const t = TEXTS[lang];
  const subject = digestSubject(content);
  const date = formatDate(content.date, lang, ctx.timezone);
  const url = (a: DigestArticle) => (ctx.articleLink ? ctx.articleLink(a.id) : articleUrl(ctx.publicUrl, a.slug, lang));
  const forAge = content.forAge && content.forAge.count > 0 ? content.forAge : undefined;
  // An age version names the child's age as its first heading and the rest "also new".
  const firstHeading = forAge ? t.forChildAge(forAge.name) : t.newThisWeek;

  let rows = row(
    `<h1 style="margin:0 0 6px 0;${FONT}font-size:24px;line-height:30px;color:${COLORS.ink};">${escapeHtml(firstHeading)}</h1>
<p style="margin:0;${FONT}font-size:13px;color:${COLORS.muted};">${escapeHtml(date)} · ${escapeHtml(t.digestIntro(content.articles.length))}</p>`,
    '24px 32px 0 32px',
  );
  for (const [i, a] of content.articles.entries()) {
    if (forAge && i === forAge.count) rows += heading(t.alsoNew);
    const image = absoluteUrl(ctx.publicUrl, a.imageUrl);
    rows += row(
      (image
        ? `<a href="${escapeHtml(url(a))}"><img src="${escapeHtml(image)}" alt="${escapeHtml(a.title)}" width="536" class="full" style="display:block;width:100%;max-width:536px;height:auto;border-radius:8px;margin:0 0 14px 0;"></a>`
        : '') +
        `<h3 style="margin:0 0 6px 0;${FONT}font-size:20px;line-height:26px;"><a href="${escapeHtml(url(a))}" style="color:${COLORS.ink};text-decoration:none;">${escapeHtml(a.title)}</a></h3>
<p style="margin:0 0 6px 0;${FONT}font-size:15px;line-height:22px;color:${COLORS.ink};">${escapeHtml(truncate(a.excerpt, 300))}</p>
<p style="margin:0 0 4px 0;${FONT}font-size:13px;color:${COLORS.muted};">${escapeHtml(t.minutes(a.readTime))}</p>
${button(url(a), t.readArticle)}`,
      '24px 32px 0 32px',
    );
  }
  if (content.picks.length) {
    rows += heading(t.editorsPicks);
    for (const a of content.picks) {
      rows += row(
        `<a href="${escapeHtml(url(a))}" style="${FONT}font-size:16px;font-weight:bold;color:${COLORS.ink};text-decoration:none;">${escapeHtml(a.title)}</a>
<p style="margin:4px 0 0 0;${FONT}font-size:14px;line-height:20px;color:${COLORS.muted};">${escapeHtml(truncate(a.excerpt, 160))}</p>`,
        '14px 32px 0 32px',
      );
    }
  }
  const mostRead = content.mostRead ?? [];
  if (mostRead.length) {
    rows += heading(t.mostRead);
    for (const a of mostRead) {
      rows += row(
        `<a href="${escapeHtml(url(a))}" style="${FONT}font-size:16px;font-weight:bold;color:${COLORS.ink};text-decoration:none;">${escapeHtml(a.title)}</a>`,
        '12px 32px 0 32px',
      );
    }
  }
  const tools = content.tools.filter((tool) => absoluteUrl(ctx.publicUrl, tool.url));
  if (tools.length) {
    rows += heading(t.tools);
    for (const tool of tools) {
      rows += row(
        `<a href="${escapeHtml(absoluteUrl(ctx.publicUrl, tool.url)!)}" style="${FONT}font-size:15px;font-weight:bold;color:${COLORS.accent};">${escapeHtml(tool.name)}</a>
<span style="${FONT}font-size:14px;line-height:20px;color:${COLORS.muted};"> — ${escapeHtml(truncate(tool.description, 140))}</span>`,
        '12px 32px 0 32px',
      );
    }
  }
  rows += row('', '0 0 28px 0');
  const html = layout(lang, ctx, subject, t.digestIntro(content.articles.length), rows, UNSUBSCRIBE_PLACEHOLDER, forAge ? CLEAR_AGE_PLACEHOLDER : undefined);

  const lines = [`${t.brand} · ${t.tagline}`, date, '', t.digestIntro(content.articles.length), '', firstHeading.toUpperCase(), ''];
  for (const [i, a] of content.articles.entries()) {
    if (forAge && i === forAge.count) lines.push(t.alsoNew.toUpperCase(), '');
    lines.push(a.title, truncate(a.excerpt, 300), `${t.readArticle}: ${url(a)}`, '');
  }
  if (content.picks.length) {
    lines.push(t.editorsPicks.toUpperCase(), '');
    for (const a of content.picks) lines.push(`- ${a.title}`, `  ${url(a)}`);
    lines.push('');
  }
  if (mostRead.length) {
    lines.push(t.mostRead.toUpperCase(), '');
    for (const a of mostRead) lines.push(`- ${a.title}`, `  ${url(a)}`);
    lines.push('');
  }
  if (tools.length) {
    lines.push(t.tools.toUpperCase(), '');
    for (const tool of tools) lines.push(`- ${tool.name}: ${truncate(tool.description, 140)}`, `  ${absoluteUrl(ctx.publicUrl, tool.url)}`);
    lines.push('');
  }
  lines.push('--', t.footerWhy, `${t.unsubscribe}: ${UNSUBSCRIBE_PLACEHOLDER}`);
  if (forAge) lines.push(`${t.clearAge}: ${CLEAR_AGE_PLACEHOLDER}`);
  lines.push(`${t.visitSite}: ${homeUrl(ctx.publicUrl, lang)}`);
  return { subject, html, text: lines.join('\n') + '\n' };
}

export function renderWelcome(language: MailLanguage, ctx: RenderContext, unsubscribeUrl: string): RenderedMail {
  const t = TEXTS[language];
  const rows =
    row(
      `<h1 style="margin:0 0 12px 0;${FONT}font-size:24px;line-height:30px;color:${COLORS.ink};">${escapeHtml(t.welcomeHeading)}</h1>
<p style="margin:0 0 18px 0;${FONT}font-size:15px;line-height:22px;color:${COLORS.ink};">${escapeHtml(t.welcomeBody)}</p>
${button(homeUrl(ctx.publicUrl, language), t.welcomeCta)}`,
      '24px 32px 28px 32px',
    );
  return {
    subject: t.welcomeSubject,
    html: layout(language, ctx, t.welcomeSubject, t.welcomeBody, rows, escapeHtml(unsubscribeUrl)),
    text: [t.welcomeHeading, '', t.welcomeBody, '', `${t.welcomeCta}: ${homeUrl(ctx.publicUrl, language)}`, '', '--', t.footerWhy, `${t.unsubscribe}: ${unsubscribeUrl}`, ''].join('\n'),
  };
}

export function renderConfirm(language: MailLanguage, ctx: RenderContext, confirmUrl: string, unsubscribeUrl: string): RenderedMail {
  const t = TEXTS[language];
  const rows = row(
    `<h1 style="margin:0 0 12px 0;${FONT}font-size:24px;line-height:30px;color:${COLORS.ink};">${escapeHtml(t.confirmHeading)}</h1>
<p style="margin:0 0 18px 0;${FONT}font-size:15px;line-height:22px;color:${COLORS.ink};">${escapeHtml(t.confirmBody)}</p>
${button(confirmUrl, t.confirmCta)}
<p style="margin:18px 0 0 0;${FONT}font-size:13px;line-height:19px;color:${COLORS.muted};word-break:break-all;">${escapeHtml(confirmUrl)}</p>
<p style="margin:12px 0 0 0;${FONT}font-size:13px;line-height:19px;color:${COLORS.muted};">${escapeHtml(t.confirmIgnore)}</p>`,
    '24px 32px 28px 32px',
  );
  return {
    subject: t.confirmSubject,
    html: layout(language, ctx, t.confirmSubject, t.confirmBody, rows, escapeHtml(unsubscribeUrl)),
    text: [t.confirmHeading, '', t.confirmBody, '', `${t.confirmCta}: ${confirmUrl}`, '', t.confirmIgnore, '', '--', `${t.unsubscribe}: ${unsubscribeUrl}`, ''].join('\n'),
  };
}
