/**
 * The <head> of a server-rendered reader page (issue 14), from what the page recorded while it
 * rendered (apps/web/src/app/server-context.tsx): title, description, canonical link, Open Graph,
 * Twitter card, hreflang alternates, robots and JSON-LD. Every address is absolute from PUBLIC_URL.
 */
import { localizedPath, SITE_DESCRIPTION, SITE_NAME, splitLanguagePath, type PageHead } from '@tumbuh/shared';

export type { PageHead };

const OG_LOCALE: Record<string, string> = { en: 'en_US', id: 'id_ID' };

const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/**
 * JSON inside a <script> of type application/json or ld+json: `<` escaped, so no `</script>` or
 * `<!--` ends or changes the element. Nothing else needs escaping there: such a script is data, read
 * by JSON.parse (U+2028 and U+2029 are valid in JSON), never run.
 */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function documentTitle(title?: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : SITE_NAME;
}

export function pageHead(head: PageHead, path: string, publicUrl: string): string {
  const abs = (p: string) => new URL(p, `${publicUrl}/`).toString();
  // Indonesian content, or any page of the Indonesian interface (/id listings too).
  const lang = head.lang === 'id' || splitLanguagePath(path).language === 'id' ? 'id' : 'en';
  const title = documentTitle(head.title);
  // Every default text in the page's language (issue 33): /id describes itself in Indonesian.
  const description = head.description || SITE_DESCRIPTION[lang];
  const url = abs(head.canonicalPath ?? path);
  const tags: string[] = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
  ];
  const meta = (property: string, content: string | number | null | undefined) => {
    if (content !== null && content !== undefined && content !== '') tags.push(`<meta property="${property}" content="${escapeHtml(String(content))}" />`);
  };
  if (head.noindex) tags.push('<meta name="robots" content="noindex,follow" />');
  meta('og:site_name', SITE_NAME);
  meta('og:type', head.type ?? 'website');
  meta('og:title', head.title ?? SITE_NAME);
  meta('og:description', description);
  meta('og:url', url);
  meta('og:locale', OG_LOCALE[lang]);
  for (const other of Object.keys(OG_LOCALE)) if (other !== lang) meta('og:locale:alternate', OG_LOCALE[other]);
  if (head.image) {
    meta('og:image', abs(head.image.url));
    meta('og:image:width', head.image.width);
    meta('og:image:height', head.image.height);
    meta('og:image:alt', head.image.alt);
  }
  if (head.type === 'article') {
    meta('article:published_time', head.publishedTime);
    meta('article:modified_time', head.modifiedTime);
    meta('article:section', head.section);
    for (const tag of head.tags ?? []) meta('article:tag', tag);
  }
  tags.push(`<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`);
  for (const alt of head.alternates ?? []) tags.push(`<link rel="alternate" hreflang="${escapeHtml(alt.lang)}" href="${escapeHtml(abs(alt.path))}" />`);
  if (head.alternates?.length) {
    const fallback = head.alternates.find((a) => a.lang === 'en') ?? head.alternates[0];
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(abs(fallback.path))}" />`);
  }
  const feedLang = splitLanguagePath(path).language;
  tags.push(`<link rel="alternate" type="application/rss+xml" title="${SITE_NAME}" href="${escapeHtml(abs(localizedPath('/rss.xml', feedLang)))}" />`);

  const jsonLd: object[] = [];
  const home = splitLanguagePath(path).path === '/';
  if (home) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      description: SITE_DESCRIPTION[lang],
      url: abs(localizedPath('/', feedLang)),
      inLanguage: lang,
      potentialAction: { '@type': 'SearchAction', target: `${abs(localizedPath('/search', feedLang))}?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
    });
  }
  if (head.type === 'article') {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: head.title,
      description,
      ...(head.image ? { image: [abs(head.image.url)] } : {}),
      datePublished: head.publishedTime,
      dateModified: head.modifiedTime ?? head.publishedTime,
      ...(head.author ? { author: { '@type': 'Person', name: head.author } } : {}),
      publisher: { '@type': 'Organization', name: SITE_NAME, url: abs('/') },
      inLanguage: lang,
      mainEntityOfPage: url,
      ...(head.section ? { articleSection: head.section } : {}),
      ...(head.tags?.length ? { keywords: head.tags.join(', ') } : {}),
    });
  }
  if (head.breadcrumbs?.length) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: head.breadcrumbs.map((b, i) => ({ '@type': 'ListItem', position: i + 1, name: b.name, item: abs(b.path) })),
    });
  }
  for (const item of jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(item)}</script>`);
  return tags.join('\n    ');
}
