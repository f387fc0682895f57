import { mergeAttributes, type Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';

/** Link addresses the server's sanitizer keeps: http(s), mailto, tel, and addresses on this site. */
export function isAllowedHref(url: string): boolean {
  const value = url.trim();
  if (value.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value);
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme[1].toLowerCase());
}

/** The `class` the original 'Copy HTML' snippet gives content images, so both ways look alike. */
export const CONTENT_IMAGE_CLASS = 'article-image rounded-lg w-full';

/*
 * The editor's schema is the server sanitizer's subset (article.sanitize.ts): what the editor shows
 * is what readers get. TipTap's defaults are trimmed where they would write markup the sanitizer
 * drops: tables without their inline width styles and colgroup, cells without the alignment style,
 * links with the rel the sanitizer sets on new-tab links.
 */
const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]];
  },
}).configure({ resizable: false, View: null });

const withoutAlign = <T extends typeof TableCell | typeof TableHeader>(node: T) =>
  node.extend({
    addAttributes() {
      const { align: _align, ...rest } = (this.parent?.() ?? {}) as Record<string, unknown>;
      return rest;
    },
  });

export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
        isAllowedUri: (url) => isAllowedHref(url),
      },
    }),
    Image.configure({ inline: false, allowBase64: false, HTMLAttributes: { class: CONTENT_IMAGE_CLASS } }),
    PlainTable,
    TableRow,
    withoutAlign(TableHeader),
    withoutAlign(TableCell),
  ];
}
