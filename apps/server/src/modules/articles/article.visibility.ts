/**
 * The one rule for what a reader may see: an article is public once it is published and its
 * publish date has come. A draft never is; a published article with a future date is "scheduled"
 * and turns public by itself at that date. Every public read (lists, single reads, search, related,
 * translations, taxonomy counts, feeds, sitemap, newsletter digests) builds its condition here.
 */

/** SQL condition: the article under `alias` is public at `at` (an SQL expression, default now()). */
export const isPublic = (alias = 'a', at = 'now()') => `(${alias}.status = 'published' AND ${alias}."publishDate" <= ${at})`;

/** SQL condition: published with a publish date still to come. */
export const isScheduled = (alias = 'a', at = 'now()') => `(${alias}.status = 'published' AND ${alias}."publishDate" > ${at})`;

/**
 * The status a reader of the admin sees: draft, review (a writer's draft submitted to the editors,
 * issue 29; never public), scheduled (published, future date) or published.
 */
export type ArticleStatusView = 'draft' | 'review' | 'scheduled' | 'published';

export function statusView(status: string, publishDate: Date | string, now = Date.now()): ArticleStatusView {
  if (status === 'draft') return 'draft';
  if (status === 'review') return 'review';
  return new Date(publishDate).getTime() > now ? 'scheduled' : 'published';
}
