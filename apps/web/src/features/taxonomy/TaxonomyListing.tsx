import { useServerStatus } from '../../app/server-context';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import type { ListingPageFieldsFragment } from '../../generated/graphql';
import { ArticleGrid } from '../articles/ArticleGrid';
import { Pagination, useScrollToTopOn } from '../articles/Pagination';
import { WithSidebar } from '../layout/Sidebar';
import { useLanguage, useLanguageName, useLocalizedPath, useT } from '../../i18n';
import { ListingLanguageFilter } from './ListingLanguageFilter';
import { listingHref, type ListingParams } from './listingParams';

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
      <Stack sx={{ gap: 4 }}>
        <div aria-hidden>
          <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} width="40%" />
          <Skeleton variant="text" width="60%" />
        </div>
        {filterBar}
        <WithSidebar>
          <ArticleGrid skeletons={4} />
        </WithSidebar>
      </Stack>
    );
  }
  if (heading === null) {
    return (
      <Stack sx={{ gap: 4 }}>
        <Typography variant="h1">{notFoundTitle}</Typography>
        {filterBar}
        <EmptyState title={t('listing.noArticles')} text={emptyText}>
          <Button component={RouterLink} to={to('/')} variant="contained" sx={{ mt: 3 }}>
            {t('notFound.returnHome')}
          </Button>
        </EmptyState>
      </Stack>
    );
  }
  const articles = listing?.items ?? [];
  const total = listing?.total ?? 0;
  const totalPages = listing?.totalPages ?? 1;
  const anyLanguage = (listing?.languageCounts ?? []).some((c) => c.count > 0);
  return (
    <Stack sx={{ gap: 4 }}>
      <div>
        <Typography variant="h1" sx={{ fontSize: { xs: '2.1rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {intro}
        </Typography>
      </div>
      {filterBar}
      <WithSidebar>
        <Stack sx={{ gap: 3 }}>
          {anyLanguage && listing && (
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
              <Typography color="text.secondary" aria-live="polite" data-testid="listing-count">
                {totalPages > 1
                  ? t('articles.summary', { page: Math.min(params.page, totalPages), pages: totalPages, total })
                  : t('listing.count', { total })}
              </Typography>
              <ListingLanguageFilter basePath={basePath} params={params} counts={listing.languageCounts} />
            </Stack>
          )}
          {articles.length > 0 ? (
            <ArticleGrid articles={articles} headingLevel={2} eagerImages={2} />
          ) : anyLanguage && params.language !== 'all' ? (
            <EmptyState title={t('recent.empty', { language: languageName(params.language) })} />
          ) : (
            <EmptyState title={t('listing.noArticles')} text={emptyText} />
          )}
          <Pagination page={params.page} totalPages={totalPages} hrefFor={(page) => listingHref(basePath, { ...params, page }, interfaceLanguage)} />
        </Stack>
      </WithSidebar>
    </Stack>
  );
}
