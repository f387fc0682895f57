/** Words a reader reads in a minute (issue 16: the server computes the reading time from the content). */
export const WORDS_PER_MINUTE = 200;

/** The words of an HTML text (its tags are not words). */
export function wordCount(html: string): number {
  return html.replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length;
}

/** Reading time at 200 words a minute, at least one minute: the server's figure and the editor's suggestion. */
export function readingTime(html: string): number {
  return Math.max(1, Math.round(wordCount(html) / WORDS_PER_MINUTE));
}
