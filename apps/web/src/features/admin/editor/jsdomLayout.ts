/** For component tests: jsdom lays nothing out, and ProseMirror measures the cursor to scroll to it. */
export function stubLayout(): void {
  const none = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect;
  const rects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  for (const proto of [Range.prototype, Element.prototype, Text.prototype] as unknown as Record<string, unknown>[]) {
    proto.getClientRects ??= rects;
    proto.getBoundingClientRect ??= none;
  }
  if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;
}
