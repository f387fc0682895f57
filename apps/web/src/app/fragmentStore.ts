/**
 * The frame parts' HTML a server render thread keeps (serverFragments.tsx): the fragments a render
 * wrote in full are read from its HTML after it, for the renders after it. Server only (it renders
 * opening tags with react-dom/server).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FragmentCapture, FragmentTag, ServerFragments } from './server-context';

/** A fragment's opening tag as React writes it. */
const openingTag = ({ tag, props }: FragmentCapture) => renderToStaticMarkup(createElement(tag, props)).slice(0, -`</${tag}>`.length);

/** Fragments kept per render thread, at most: the oldest goes first. */
const MAX_FRAGMENTS = 200;

/** The fragments' HTML of one render thread (the server bundle's module), and one render's captures. */
export class FragmentStore {
  private readonly html = new Map<string, string>();

  /** A render's view; `captures` collects the fragments it writes in full. */
  forRender(captures: { push(capture: FragmentCapture): void }): ServerFragments {
    return {
      get: (key) => this.html.get(key),
      capture: (fragment) => captures.push(fragment),
    };
  }

  /**
   * Keeps the children's HTML of each captured fragment, read from the render's `html`: after its
   * opening tag (as React writes it), to the matching closing tag. A fragment whose opening tag is
   * not in the HTML exactly once, or that holds emotion's classes (styles the render would no
   * longer collect), is not kept.
   */
  keep(html: string, captures: FragmentCapture[]): void {
    for (const capture of captures) {
      if (this.html.has(capture.key)) continue;
      const open = openingTag(capture);
      const at = html.indexOf(open);
      if (at < 0 || html.indexOf(open, at + 1) >= 0) continue;
      const inner = childrenHtml(html, at + open.length, capture.tag);
      if (inner === undefined || /\bcss-[\w-]+/.test(inner)) continue;
      if (this.html.size >= MAX_FRAGMENTS) this.html.delete(this.html.keys().next().value!);
      this.html.set(capture.key, inner);
    }
  }
}

/** The HTML from `from` to the closing tag of the `tag` element open there (nested ones counted), or undefined. */
export function childrenHtml(html: string, from: number, tag: FragmentTag): string | undefined {
  const tags = new RegExp(`<(/?)${tag}[\\s>/]`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(from, m.index);
  }
  return undefined;
}
