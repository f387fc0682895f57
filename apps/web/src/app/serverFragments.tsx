/**
 * Parts of the page frame that page after page repeats as they are (the footer, the newsletter box,
 * the sidebar's lists) are rendered once per server render thread and then written as their HTML
 * (issue 28: an uncached article page spent a third of its React render on these), and the browser
 * keeps the HTML the server wrote for them instead of hydrating them (React on the phone walks
 * none of their elements).
 *
 * A fragment's HTML is kept under its inputs (what its content is made of: the language, the data
 * it shows), its position in the tree (useId: the ids React gives the elements inside depend on
 * it) and the day (a date it shows). So there is nothing to forget when content changes: other
 * data is another key. Its HTML is taken from a render's output after the render, only when its
 * opening tag is found exactly once there (fragmentStore.ts, on the server only).
 *
 * In the browser, a fragment being hydrated finds its element by its mark (its position and a hash
 * of its inputs, written as `data-fragment`) and keeps that element's HTML: the very HTML its
 * children render for the same inputs. Its links go on navigating in the app (one click handler
 * on the element, as AppLink's). Once its inputs change, or on a page the browser renders itself,
 * its children render as any component's. A fragment that holds a form (`hydrate`) is hydrated.
 */
import { createElement, useContext, useId, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { followInApp, useLinkNavigation } from '../components/AppLink';
import { ServerContext, type FragmentTag } from './server-context';

type Props = HTMLAttributes<HTMLElement> & {
  tag: FragmentTag;
  /** Everything the children's HTML depends on besides the code: the language, the data shown (JSON-serialisable). */
  inputs: unknown[];
  /** The browser hydrates the children (they hold a form, or anything else a click on a link does not cover). */
  hydrate?: boolean;
  children: ReactNode;
};

/** A short hash of a string (FNV-1a, 32 bits), in base 36. */
function hashOf(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** JSON with every object's keys in order: the server's data and the browser's cache list an object's fields in different orders. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** The HTML the server wrote in the element marked `mark`, if the page holds it (in the browser). */
function writtenHtml(mark: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector(`[data-fragment="${CSS.escape(mark)}"]`)?.innerHTML;
}

export function ServerFragment({ tag, inputs, hydrate = false, children, ...props }: Props) {
  const position = useId();
  const fragments = useContext(ServerContext)?.fragments;
  const navigate = useLinkNavigation();
  const inputsJson = canonicalJson(inputs);
  const mark = `${position}${hashOf(inputsJson)}`;
  const element = { ...props, 'data-fragment': mark };
  // Read once, when the fragment is first rendered: at hydration, the server's HTML for these inputs.
  const [written] = useState(() => (fragments || hydrate ? undefined : { mark, html: writtenHtml(mark) }));
  if (fragments) {
    const key = `${tag}|${position}|${new Date().toISOString().slice(0, 10)}|${JSON.stringify(props)}|${inputsJson}`;
    const html = fragments.get(key);
    if (html !== undefined) return createElement(tag, { ...element, dangerouslySetInnerHTML: { __html: html } });
    fragments.capture({ key, tag, props: element });
  } else if (written?.html !== undefined && written.mark === mark) {
    const follow = (event: MouseEvent<HTMLElement>) => {
      const link = (event.target as Element).closest('a[href]');
      if (navigate && link && event.currentTarget.contains(link)) followInApp(event, link.getAttribute('href')!, navigate, link.getAttribute('target') ?? undefined);
    };
    return createElement(tag, { ...element, onClick: follow, dangerouslySetInnerHTML: { __html: written.html } });
  }
  return createElement(tag, element, children);
}
