/**
 * Parts of the page frame that page after page repeats as they are (the footer, the newsletter box)
 * are rendered once per server render thread and then written as their HTML (issue 28: an
 * uncached article page spent a third of its React render on these). The browser renders and
 * hydrates them as before: the HTML is the very string React wrote for the same inputs.
 *
 * A fragment's HTML is kept under its inputs (what its content is made of: the language, the data
 * it shows), its position in the tree (useId: the ids React gives the elements inside depend on
 * it) and the day (a date it shows). So there is nothing to forget when content changes: other
 * data is another key. Its HTML is taken from a render's output after the render, only when its
 * opening tag is found exactly once there (fragmentStore.ts, on the server only).
 */
import { createElement, useContext, useId, type HTMLAttributes, type ReactNode } from 'react';
import { ServerContext, type FragmentTag } from './server-context';

type Props = HTMLAttributes<HTMLElement> & {
  tag: FragmentTag;
  /** Everything the children's HTML depends on besides the code: the language, the data shown (JSON-serialisable). */
  inputs: unknown[];
  children: ReactNode;
};

export function ServerFragment({ tag, inputs, children, ...props }: Props) {
  const position = useId();
  const fragments = useContext(ServerContext)?.fragments;
  if (fragments) {
    const key = `${tag}|${position}|${new Date().toISOString().slice(0, 10)}|${JSON.stringify(props)}|${JSON.stringify(inputs)}`;
    const html = fragments.get(key);
    if (html !== undefined) return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: html } });
    fragments.capture({ key, tag, props });
  }
  return createElement(tag, props, children);
}
