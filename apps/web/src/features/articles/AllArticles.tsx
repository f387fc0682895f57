import { useQuery } from '@apollo/client/react';
import { LIMITS } from '@tumbuh/shared';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { PlainAlert } from '../../components/PlainAlert';
import { ArticlesPageDocument } from '../../generated/graphql';
import { ArticleGrid } from './ArticleGrid';
import { Pagination, useScrollToTopOn } from './Pagination';
import { parsePageParam } from './pagination';
import { useLocalizedPath, useT } from '../../i18n';

/** /articles: 8 per page from the paged query; the page lives in the address (?page=). */
export function AllArticles() {
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const { data, loading, error } = useQuery(ArticlesPageDocument, { variables: { page, pageSize: LIMITS.articlesPerPage } });
  const result = data?.articlesPage;
  const t = useT();
  const to = useLocalizedPath();
  useScrollToTopOn(page);

  return (
    <div className="tb-listing">
      <div>
        <h1 className="tb-h1">{t('nav.allArticles')}</h1>
        <p className="tb-body1 tb-secondary tb-mt-1" aria-live="polite">
          {result && result.total > 0 ? t('articles.summary', { page: Math.min(page, Math.max(1, result.totalPages)), pages: result.totalPages, total: result.total }) : '\u00a0'}
        </p>
      </div>
      {loading && !data ? (
        <ArticleGrid skeletons={LIMITS.articlesPerPage} columns={4} />
      ) : error ? (
        <PlainAlert severity="error">{t('recent.error')}</PlainAlert>
      ) : !result || result.items.length === 0 ? (
        <EmptyState text={t('articles.empty')} />
      ) : (
        <ArticleGrid articles={result.items} columns={4} headingLevel={2} eagerImages={4} />
      )}
      {result && <Pagination page={page} totalPages={result.totalPages} hrefFor={(p) => (p === 1 ? to('/articles') : `${to('/articles')}?page=${p}`)} />}
    </div>
  );
}
