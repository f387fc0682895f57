import { useQuery } from '@apollo/client/react';
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
    // Plain elements of the reader sheet (app/readerCss.ts: .tb-stories-page…).
    <div className="tb-stories-page">
      <div className="tb-stories-page-head">
        <div className="tb-stories-page-intro">
          <h1 className="tb-h1 tb-story-page-title">{t('stories.title')}</h1>
          <p className="tb-body1 tb-secondary">{t('stories.intro')}</p>
        </div>
        <AppLink to={newStoryPath(language)} className="tb-button tb-button-contained tb-button-large">
          {t('stories.share')}
        </AppLink>
      </div>
      {list && list.total > 0 && (
        <p className="tb-body1 tb-secondary" data-testid="stories-count">
          {t('stories.count', { count: list.total })}
        </p>
      )}
      {loading && !data ? null : list && list.items.length ? (
        <StoryGrid stories={list.items} />
      ) : (
        <EmptyState title={t('stories.empty')} />
      )}
      <Pagination page={page} totalPages={pages} hrefFor={(p) => (p > 1 ? `${storiesPath(language)}?page=${p}` : storiesPath(language))} />
    </div>
  );
}
