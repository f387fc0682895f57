import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localizedPath, newStoryPath, storiesPath } from '@tumbuh/shared';
import { useSearchParams } from 'react-router-dom';
import { useServerStatus } from '../app/server-context';
import { EmptyState } from '../components/EmptyState';
import { Pagination } from '../features/articles/Pagination';
import { usePageMeta } from '../features/layout/usePageMeta';
import { StoryGrid } from '../features/stories/StoryCard';
import { StoriesPageDocument } from '../generated/graphql';
import { useLanguage, useT } from '../i18n';
import { AppLink } from '../components/AppLink';

/** /stories and /id/stories (issue 30): published stories of the page's language, newest first, 12 a page (?page=). */
export function StoriesPage() {
  const t = useT();
  const language = useLanguage();
  const [search] = useSearchParams();
  const raw = Number(search.get('page') ?? '1');
  const page = Number.isInteger(raw) && raw >= 1 && raw <= 100_000 ? raw : 1;
  const { data, loading } = useQuery(StoriesPageDocument, { variables: { language, page } });
  const list = data?.stories;
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  useServerStatus(list && page > pages ? 404 : null);
  usePageMeta({
    title: page > 1 ? `${t('stories.title')} (${page})` : t('stories.title'),
    description: t('stories.description'),
    canonicalPath: page > 1 ? `${storiesPath(language)}?page=${page}` : storiesPath(language),
    alternates: [
      { lang: 'en', path: storiesPath('en') },
      { lang: 'id', path: storiesPath('id') },
    ],
    breadcrumbs: [
      { name: t('nav.home'), path: localizedPath('/', language) },
      { name: t('stories.title'), path: storiesPath(language) },
    ],
  });
  return (
    <Stack sx={{ gap: 4 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-end' }, gap: 2 }}>
        <Box sx={{ maxWidth: 720 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 1 }}>
            {t('stories.title')}
          </Typography>
          <Typography color="text.secondary">{t('stories.intro')}</Typography>
        </Box>
        <Button component={AppLink} to={newStoryPath(language)} variant="contained" size="large" sx={{ flexShrink: 0 }}>
          {t('stories.share')}
        </Button>
      </Stack>
      {list && list.total > 0 && (
        <Typography color="text.secondary" data-testid="stories-count">
          {t('stories.count', { count: list.total })}
        </Typography>
      )}
      {loading && !data ? null : list && list.items.length ? (
        <StoryGrid stories={list.items} />
      ) : (
        <EmptyState title={t('stories.empty')} />
      )}
      <Pagination page={page} totalPages={pages} hrefFor={(p) => (p > 1 ? `${storiesPath(language)}?page=${p}` : storiesPath(language))} />
    </Stack>
  );
}
