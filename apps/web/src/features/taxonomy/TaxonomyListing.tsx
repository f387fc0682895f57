import { useServerStatus } from '../../app/server-context';
import { PlainSkeleton } from '../../components/PlainSkeleton';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/EmptyState';
import type { ListingPageFieldsFragment } from '../../generated/graphql';
import { ArticleGrid } from '../articles/ArticleGrid';
import { Pagination, useScrollToTopOn } from '../articles/Pagination';
import { WithSidebar } from '../layout/Sidebar';
import { useLanguage, useLanguageName, useLocalizedPath, useT } from '../../i18n';
import { ListingLanguageFilter } from './ListingLanguageFilter';
import { listingHref, type ListingParams } from './listingParams';
import { AppLink } from '../../components/AppLink';

interface Props {
  loading: boolean;
  /** null: no such category, tag or age group. */
  heading: string | null;
  intro: string;
  listing: ListingPageFieldsFragment | null | undefined;
  params: ListingParams;
  /** This listing's address in the page's language. */
  basePath: string;
  emptyText: string;
  /** The category filter bar (category pages). */
  filterBar?: ReactNode;
  notFoundTitle: string;
}

/**
 * The shared shape of /category/{slug}, /tag/{slug} and /age/{slug}: heading, intro, the count and
 * language filter, one page of the list (newest first), pagination, sidebar, empty texts.
 */
export function TaxonomyListing({ loading, heading, intro, listing, params, basePath, emptyText, filterBar, notFoundTitle }: Props) {
  useServerStatus(!loading && heading === null ? 404 : null);
  const t = useT();
  const to = useLocalizedPath();
  const interfaceLanguage = useLanguage();
  const languageName = useLanguageName();
  useScrollToTopOn(params.page);
  if (loading) {
    return (
      <div className="tb-listing">
        <div aria-hidden>
          <PlainSkeleton fontSize="2.5rem" width="40%" />
          <PlainSkeleton width="60%" />
        </div>
        {filterBar}
        <WithSidebar>
          <ArticleGrid skeletons={4} />
        </WithSidebar>
      </div>
    );
  }
  if (heading === null) {
    return (
      <div className="tb-listing">
        <h1 className="tb-h1">{notFoundTitle}</h1>
        {filterBar}
        <EmptyState title={t('listing.noArticles')} text={emptyText}>
          <AppLink to={to('/')} className="tb-button tb-button-contained tb-mt-3">
            {t('notFound.returnHome')}
          </AppLink>
        </EmptyState>
      </div>
    );
  }
  const articles = listing?.items ?? [];
  const total = listing?.total ?? 0;
  const totalPages = listing?.totalPages ?? 1;
  const anyLanguage = (listing?.languageCounts ?? []).some((c) => c.count > 0);
  // Plain elements of the reader sheet (app/readerCss.ts: .tb-listing).
  return (
    <div className="tb-listing">
      <div>
        <h1 className="tb-h1 tb-listing-title">{heading}</h1>
        <p className="tb-body1 tb-secondary tb-mt-1">{intro}</p>
      </div>
      {filterBar}
      <WithSidebar>
        <div className="tb-stack tb-gap-3">
          {anyLanguage && listing && (
            <div className="tb-listing-bar">
              <p className="tb-body1 tb-secondary" aria-live="polite" data-testid="listing-count">
                {totalPages > 1
                  ? t('articles.summary', { page: Math.min(params.page, totalPages), pages: totalPages, total })
                  : t('listing.count', { total })}
              </p>
              <ListingLanguageFilter basePath={basePath} params={params} counts={listing.languageCounts} />
            </div>
          )}
          {articles.length > 0 ? (
            <ArticleGrid articles={articles} headingLevel={2} eagerImages={2} />
          ) : anyLanguage && params.language !== 'all' ? (
            <EmptyState title={t('recent.empty', { language: languageName(params.language) })} />
          ) : (
            <EmptyState title={t('listing.noArticles')} text={emptyText} />
          )}
          <Pagination page={params.page} totalPages={totalPages} hrefFor={(page) => listingHref(basePath, { ...params, page }, interfaceLanguage)} />
        </div>
      </WithSidebar>
    </div>
  );
}
