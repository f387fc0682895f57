/**
 * Article HTML is sanitised on write (docs/decisions.md#validation): no scripts, event handlers, javascript:/data:
 * URLs or styles; formatting, links, images, lists, headings, tables and blockquotes survive, and
 * iframes only from a whitelist of video hosts.
 */
import sanitizeHtml from 'sanitize-html';

export const VIDEO_IFRAME_HOSTS = ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== 'style'),
    'img',
    'h1',
    'h2',
    'figure',
    'figcaption',
    'iframe',
    'del',
    'ins',
    'sup',
    'sub',
  ],
  disallowedTagsMode: 'discard',
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'class'],
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    '*': ['class', 'id', 'lang', 'dir'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_IFRAME_HOSTS,
  allowIframeRelativeUrls: false,
  transformTags: {
    // Links that open a new tab never hand the page to the target.
    a: (tagName, attribs) => (attribs.target ? { tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } } : { tagName, attribs }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
