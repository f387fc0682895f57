/**
 * Prepares an article's HTML body (already sanitised by the server) for reading:
 * - every link opens in a new tab with rel="noopener noreferrer" and gets a small badge naming its
 *   domain, plus a hidden "(opens in a new tab)" for screen readers;
 * - images load lazily and always carry an alt attribute;
 * - an <h1> in the body becomes <h2>, so the page keeps one h1 (the title).
 */
export function decorateArticleHtml(html: string, origin: string = window.location.origin): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  for (const link of Array.from(doc.body.querySelectorAll('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    if (href === '' || href.startsWith('#')) continue;
    let url: URL;
    try {
      url = new URL(href, origin);
    } catch {
      continue;
    }
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) {
      const badge = doc.createElement('span');
      badge.className = 'link-domain';
      badge.textContent = url.hostname.replace(/^www\./, '');
      link.appendChild(badge);
    }
    const hint = doc.createElement('span');
    hint.className = 'sr-only';
    hint.textContent = ' (opens in a new tab)';
    link.appendChild(hint);
  }
  for (const img of Array.from(doc.body.querySelectorAll('img'))) {
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
  }
  for (const h1 of Array.from(doc.body.querySelectorAll('h1'))) {
    const h2 = doc.createElement('h2');
    for (const attr of Array.from(h1.attributes)) h2.setAttribute(attr.name, attr.value);
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
  return doc.body.innerHTML;
}

/** The hostname a link's domain badge shows ('www.' dropped), or null for non-web links. */
export function linkDomain(href: string, origin: string): string | null {
  try {
    const url = new URL(href, origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}
