/**
 * Prepares an article's HTML body (already sanitised by the server) for reading:
 * - every link opens in a new tab with rel="noopener noreferrer" and gets a small badge naming its
 *   domain, plus a hidden `newTab` text ("(opens in a new tab)" in the reader's language) for screen readers;
 * - images load lazily and always carry an alt attribute;
 * - an <h1> in the body becomes <h2>, so the page keeps one h1 (the title).
 */
export function decorateArticleHtml(html: string, newTab: string, origin: string = siteOrigin()): string {
  // A string transform (no DOM), so the server renders the same body the browser hydrates. The
  // HTML comes from the server's sanitiser: double-quoted attributes, no nested links.
  return html
    .replace(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi, (whole, attrs: string, inner: string) => {
      const raw = /\shref="([^"]*)"/i.exec(attrs)?.[1];
      if (raw === undefined) return whole;
      const href = unescapeAttr(raw);
      if (href === '' || href.startsWith('#')) return whole;
      try {
        new URL(href, origin);
      } catch {
        return whole;
      }
      const domain = linkDomain(href, origin);
      const badge = domain ? `<span class="link-domain">${escapeText(domain)}</span>` : '';
      return `<a${withAttr(withAttr(attrs, 'target', '_blank'), 'rel', 'noopener noreferrer')}>${inner}${badge}<span class="sr-only"> ${escapeText(newTab)}</span></a>`;
    })
    .replace(/<img\b([^>]*?)\s*\/?>/gi, (_whole, attrs: string) => {
      const withAlt = /\salt="/i.test(attrs) ? attrs : `${attrs} alt=""`;
      return `<img${withAttr(withAttr(withAlt, 'loading', 'lazy'), 'decoding', 'async')}>`;
    })
    .replace(/<(\/?)h1\b/gi, '<$1h2');
}

/** The page's origin in the browser; on the server, the site address the renderer was given. */
let serverOrigin = 'http://localhost';
export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}
function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

function withAttr(attrs: string, name: string, value: string): string {
  const re = new RegExp(`\\s${name}="[^"]*"`, 'i');
  return re.test(attrs) ? attrs.replace(re, ` ${name}="${value}"`) : `${attrs} ${name}="${value}"`;
}
const unescapeAttr = (v: string) => v.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const escapeText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The hostname a link's domain badge shows ('www.' dropped), or null for non-web links. */
export function linkDomain(href: string, origin: string): string | null {
  try {
    const url = new URL(href, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}
