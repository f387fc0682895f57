/**
 * The uploaded images an article's body shows (issue 17): their addresses, read from the sanitised
 * HTML (double-quoted src attributes, as the sanitiser writes them), so the reader can give each
 * one its width, height and srcset.
 */
const SRC = /<img\b[^>]*?\ssrc="([^"]+)"/gi;

/** `isOurs`: the store's keyOf, so only addresses of this store count. */
export function uploadedImageUrls(html: string, isOurs: (url: string) => boolean): string[] {
  if (!html.includes('<img')) return [];
  const urls = new Set<string>();
  for (const m of html.matchAll(SRC)) {
    const url = m[1].replace(/&amp;/g, '&');
    if (isOurs(url)) urls.add(url);
  }
  return [...urls];
}
