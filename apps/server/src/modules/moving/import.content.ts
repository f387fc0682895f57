/**
 * One post's content on its way in: WordPress paragraphs and shortcodes into plain HTML, the image
 * addresses it uses, those addresses replaced once downloaded, and its language guessed.
 * Works on one post's HTML at a time (never a regular expression over the whole file).
 */
import sanitizeHtml from 'sanitize-html';

export interface ContentNotes {
  converted: Record<string, number>;
  unsupported: Record<string, number>;
}

const BLOCK = /<(p|div|h[1-6]|ul|ol|li|blockquote|pre|table|figure|hr|img|iframe)\b/i;
const bump = (r: Record<string, number>, k: string) => (r[k] = (r[k] ?? 0) + 1);

/** WordPress stores paragraphs as blank lines (wpautop adds the <p> when it shows a post). */
export function autoParagraphs(html: string): string {
  if (/<p[\s>]/i.test(html)) return html;
  return html
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (BLOCK.test(chunk.slice(0, 12)) ? chunk : `<p>${chunk.replace(/\n/g, '<br>')}</p>`))
    .join('\n');
}

function attr(attrs: string, name: string): string | undefined {
  return new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s\\]]+))`, 'i').exec(attrs)?.slice(1).find((v) => v !== undefined);
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * [caption]...[/caption] → <figure> with <figcaption>; [gallery ids="..."] → a figure of the
 * attachments' images; any other shortcode is counted as unsupported and left as text.
 */
export function convertShortcodes(html: string, attachments: Map<string, string> | undefined, notes: ContentNotes): string {
  let out = html.replace(/\[caption([^\]]*)\]([\s\S]*?)\[\/caption\]/gi, (_m, attrs: string, inner: string) => {
    bump(notes.converted, 'caption');
    const media = /^\s*((?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?)/i.exec(inner);
    const caption = (media ? inner.slice(media[0].length) : inner).trim() || attr(attrs, 'caption') || '';
    return `<figure>${media ? media[1] : ''}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
  });
  out = out.replace(/\[gallery([^\]]*)\]/gi, (m, attrs: string) => {
    const ids = (attr(attrs, 'ids') ?? '').split(',').map((s) => s.trim()).filter(Boolean);
    const urls = ids.map((id) => attachments?.get(id)).filter((u): u is string => !!u);
    if (!urls.length) {
      bump(notes.unsupported, 'gallery (without known images)');
      return m;
    }
    bump(notes.converted, 'gallery');
    return `<figure class="gallery">${urls.map((u) => `<img src="${escapeHtml(u)}" alt="">`).join('')}</figure>`;
  });
  out = out.replace(/\[\/?([a-z][\w-]*)(?:\s[^\]]*)?\]/gi, (m, name: string) => {
    if (!m.startsWith('[/')) bump(notes.unsupported, `[${name.toLowerCase()}]`);
    return m;
  });
  return out;
}

/** sanitize-html as an HTML walker only: every tag and attribute kept, `transform` sees each one. */
function walk(html: string, transform: sanitizeHtml.IOptions['transformTags']): string {
  return sanitizeHtml(html, { allowedTags: false, allowedAttributes: false, allowVulnerableTags: true, allowedSchemes: ['http', 'https', 'mailto', 'data'], transformTags: transform });
}

/** The http(s) image addresses a post's HTML shows. */
export function imageUrls(html: string): string[] {
  const found: string[] = [];
  walk(html, {
    img: (tagName, attribs) => {
      if (attribs.src && /^https?:\/\//i.test(attribs.src)) found.push(attribs.src);
      return { tagName, attribs };
    },
  });
  return found;
}

/** Points images (and links to the same files) at their new addresses; old srcset/sizes dropped. */
export function replaceImages(html: string, moved: Map<string, string>): string {
  if (!moved.size) return html;
  return walk(html, {
    img: (tagName, attribs) => {
      const to = attribs.src && moved.get(attribs.src);
      if (!to) return { tagName, attribs };
      const { srcset: _s, sizes: _z, ...rest } = attribs;
      return { tagName, attribs: { ...rest, src: to } };
    },
    a: (tagName, attribs) => {
      const to = attribs.href && moved.get(attribs.href);
      return { tagName, attribs: to ? { ...attribs, href: to } : attribs };
    },
  });
}

/** A plain-text excerpt of the content (at most `max` characters, cut at a word). */
export function excerptOf(html: string, max = 200): string {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\[[^\]]*\]/g, ' ').replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30))}…`;
}

const ID_WORDS = new Set('yang dan di ini itu dengan untuk tidak dari dalam akan pada juga anak ke karena bisa ada saya kita mereka atau sudah lebih agar jika seperti hal oleh adalah'.split(' '));
const EN_WORDS = new Set('the and of to in is that it for with as on are this be was your you can they have not or from at by but their when what more children child'.split(' '));

/** English or Indonesian, by counting common words of each (a post with no clue is English). */
export function detectLanguage(text: string): 'en' | 'id' {
  let id = 0;
  let en = 0;
  for (const word of text.toLowerCase().replace(/<[^>]*>/g, ' ').split(/[^a-z]+/).slice(0, 2000)) {
    if (ID_WORDS.has(word)) id++;
    else if (EN_WORDS.has(word)) en++;
  }
  return id > en ? 'id' : 'en';
}
