/** An uploaded image of an article's body as the server describes it (Article.contentImages). */
export interface BodyImage {
  url: string;
  width?: number | null;
  height?: number | null;
  srcset?: string | null;
}

/** The body's column: at most 800 px wide from 900 px up, about the screen's width below. */
export const BODY_IMAGE_SIZES = '(min-width: 900px) 800px, 100vw';

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const unescapeAttr = (v: string) => v.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * Gives each uploaded image of a body its width and height (the browser keeps its space: no layout
 * shift) and its srcset and sizes (a phone downloads a phone-sized WebP) (issue 17). A string
 * transform like decorateArticleHtml, so the server renders what the browser hydrates; attributes
 * the author set are kept.
 */
export function sizeBodyImages(html: string, images: readonly BodyImage[] | null | undefined): string {
  if (!images?.length) return html;
  const byUrl = new Map(images.map((i) => [i.url, i]));
  return html.replace(/<img\b([^>]*?)\s*\/?>/gi, (whole, attrs: string) => {
    const src = /\ssrc="([^"]*)"/i.exec(attrs)?.[1];
    const image = src === undefined ? undefined : byUrl.get(unescapeAttr(src));
    if (!image) return whole;
    let out = attrs;
    const add = (name: string, value: string | number | null | undefined) => {
      if (value !== null && value !== undefined && value !== '' && !new RegExp(`\\s${name}="`, 'i').test(out)) out += ` ${name}="${escapeAttr(String(value))}"`;
    };
    add('width', image.width);
    add('height', image.height);
    if (image.srcset) {
      add('srcset', image.srcset);
      add('sizes', BODY_IMAGE_SIZES);
    }
    return `<img${out}>`;
  });
}
