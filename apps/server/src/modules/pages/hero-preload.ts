/**
 * Issue 17: the page's hero image is preloaded from the <head>, so its download starts before the
 * browser has parsed the styles and the body. The page marks its above-the-fold images with
 * fetchpriority="high" (CoverImage's eager); the first of them is the hero: the article's image,
 * the featured article on the home page, the first card of a listing.
 */

/** The rendered attributes of the first high-priority <img>, as React wrote them (already escaped). */
function firstHighPriorityImage(html: string): Record<string, string> | undefined {
  for (const match of html.matchAll(/<img\b[^>]*>/g)) {
    const attrs: Record<string, string> = {};
    for (const a of match[0].matchAll(/\s([a-zA-Z-]+)="([^"]*)"/g)) attrs[a[1].toLowerCase()] = a[2];
    if (attrs.fetchpriority === 'high' && attrs.src) return attrs;
  }
  return undefined;
}

/** The <link rel="preload"> of the page's hero image, with its srcset and sizes; '' when it has none. */
export function heroPreload(html: string): string {
  const img = firstHighPriorityImage(html);
  if (!img) return '';
  // With imagesrcset the browser preloads the same candidate the <img> will pick (href is for
  // browsers that ignore imagesrcset).
  const responsive = img.srcset ? ` imagesrcset="${img.srcset}"${img.sizes ? ` imagesizes="${img.sizes}"` : ''}` : '';
  return `<link rel="preload" as="image" href="${img.src}"${responsive} fetchpriority="high" />`;
}
