/**
 * What the visual editor would lose from an article's HTML. The server keeps a little more than the
 * editor's schema (video iframes, figures, divs and spans with classes); opening such an article in
 * the visual editor and saving would drop them silently, so the dialog opens it in HTML source.
 */

// Tags the editor writes under another name, or adds and drops as structure only.
const SAME_AS: Record<string, string> = { b: 'strong', i: 'em', del: 's', strike: 's' };
const STRUCTURAL = new Set(['tbody', 'thead', 'tfoot', 'colgroup', 'col', 'br', 'p']);

function tagCounts(html: string): Map<string, number> {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const counts = new Map<string, number>();
  for (const el of Array.from(doc.body.querySelectorAll('*'))) {
    const raw = el.tagName.toLowerCase();
    const tag = SAME_AS[raw] ?? raw;
    if (!STRUCTURAL.has(tag)) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return counts;
}

/** Element names present in `original` that `edited` has fewer of, e.g. ['iframe', 'figure']. */
export function lostTags(original: string, edited: string): string[] {
  const before = tagCounts(original);
  const after = tagCounts(edited);
  return [...before].filter(([tag, n]) => (after.get(tag) ?? 0) < n).map(([tag]) => tag);
}

/** Words of an article's HTML as plain text with line breaks between blocks, for a readable diff. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const img of Array.from(doc.body.querySelectorAll('img'))) img.replaceWith(`[image: ${img.getAttribute('alt') || img.getAttribute('src') || ''}]`);
  for (const block of Array.from(doc.body.querySelectorAll('p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, tr, figcaption, br'))) block.append('\n');
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

let lastSerialised: [string, string] = ['', ''];
function serialised(html: string): string {
  if (lastSerialised[0] !== html) {
    const template = document.createElement('template');
    template.innerHTML = html;
    lastSerialised = [html, template.innerHTML];
  }
  return lastSerialised[1];
}

/**
 * Whether two HTML strings are the same markup. The server writes void tags as `<img />`, the
 * editor as `<img>`: a saved article must not look changed (and keep the unsaved-changes warning
 * on) for that.
 */
export function sameHtml(a: string, b: string): boolean {
  return a === b || serialised(a ?? '') === serialised(b ?? '');
}
