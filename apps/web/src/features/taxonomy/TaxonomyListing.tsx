import { useServerStatus } from '../../app/server-context';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import type { ArticleCardFieldsFragment } from '../../generated/graphql';
import { ArticleGrid } from '../articles/ArticleGrid';
import { WithSidebar } from '../layout/Sidebar';
import { useLocalizedPath, useT } from '../../i18n';

interface Props {
  loading: boolean;
  /** null: no such category or tag. */
  heading: string | null;
  intro: string;
  articles: readonly ArticleCardFieldsFragment[];
  emptyText: string;
  /** The category filter bar (category pages). */
  filterBar?: ReactNode;
  notFoundTitle: string;
}

/** The shared shape of /category/{slug} and /tag/{slug}: heading, intro, list, sidebar, empty text. */
export function TaxonomyListing({ loading, heading, intro, articles, emptyText, filterBar, notFoundTitle }: Props) {
  useServerStatus(!loading && heading === null ? 404 : null);
  const t = useT();
  const to = useLocalizedPath();
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
        {articles.length === 0 ? (
          <EmptyState title="No articles found" text={emptyText} />
        ) : (
          <ArticleGrid articles={articles} headingLevel={2} eagerImages={2} />
        )}
      </WithSidebar>
    </Stack>
  );
}
