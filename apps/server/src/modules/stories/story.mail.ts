/**
 * The stories' emails (issue 30), plain and short, in the submitter's language: the confirmation
 * link, the published story with its takedown link, and an editor's note on a story not taken.
 * They go through the newsletter's mail transport (SMTP, or .eml files in DATA_DIR/outbox).
 */
import type { LanguageCode } from '@tumbuh/shared';
import { escapeHtml } from '../newsletter/newsletter.render';
import { STORY_TEXTS } from './story.texts';

export interface StoryMail {
  subject: string;
  html: string;
  text: string;
}

const wrap = (lang: LanguageCode, paragraphs: string[], link?: { href: string; label: string }, after: string[] = []): StoryMail['html'] => {
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const button = link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#2e7d5b;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(link.label)}</a></p>`
    : '';
  return `<!DOCTYPE html><html lang="${lang}"><body style="font:16px/1.5 system-ui,Arial,sans-serif;color:#2d2a26;max-width:560px;margin:0 auto;padding:24px">
<p style="color:#2e7d5b;font-weight:700;font-size:20px">Tumbuh</p>
${paragraphs.map(p).join('\n')}
${button}
${after.map(p).join('\n')}
<p style="margin:24px 0 0;color:#6b6660">${escapeHtml(STORY_TEXTS[lang].signature)}</p>
</body></html>`;
};

export function confirmMail(lang: LanguageCode, title: string, url: string): StoryMail {
  const t = STORY_TEXTS[lang];
  return {
    subject: t.confirmSubject,
    html: wrap(lang, [t.confirmBody(title)], { href: url, label: t.confirmButton }, [t.confirmIgnore]),
    text: `${t.confirmBody(title)}\n\n${t.confirmButton}: ${url}\n\n${t.confirmIgnore}\n\n${t.signature}\n`,
  };
}

export function publishedMail(lang: LanguageCode, title: string, date: string, storyUrl: string, takedownUrl: string): StoryMail {
  const t = STORY_TEXTS[lang];
  return {
    subject: t.publishedSubject,
    html: wrap(lang, [t.publishedBody(title, date)], { href: storyUrl, label: title }, [t.publishedTakedown]).replace(
      '\n<p style="margin:24px 0 0;color:#6b6660">',
      `\n<p style="margin:0 0 16px"><a href="${escapeHtml(takedownUrl)}" style="color:#2e7d5b">${escapeHtml(takedownUrl)}</a></p>\n<p style="margin:24px 0 0;color:#6b6660">`,
    ),
    text: `${t.publishedBody(title, date)}\n\n${storyUrl}\n\n${t.publishedTakedown}\n${takedownUrl}\n\n${t.signature}\n`,
  };
}

export function rejectedMail(lang: LanguageCode, title: string, note: string): StoryMail {
  const t = STORY_TEXTS[lang];
  return {
    subject: t.rejectedSubject,
    html: wrap(lang, [t.rejectedBody(title), note]),
    text: `${t.rejectedBody(title)}\n\n${note}\n\n${t.signature}\n`,
  };
}
