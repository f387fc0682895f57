import { useQuery } from '@apollo/client/react';
import { articlePath, isLanguageCode } from '@tumbuh/shared';
import { useParams } from 'react-router-dom';
import { PermanentRedirect } from '../app/server-context';
import { ArticleNotFound } from '../features/articles/ArticleNotFound';
import { ArticleSkeleton } from '../features/articles/ArticleSkeleton';
import { ArticleView } from '../features/articles/ArticleView';
import { articleHead } from '../features/articles/articleHead';
import { ReadCounter } from '../features/insight/ReadCounter';
import { usePageMeta } from '../features/layout/usePageMeta';
import { ArticleBySlugDocument } from '../generated/graphql';
import { useLanguage, useT } from '../i18n';

export function ArticlePage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(ArticleBySlugDocument, { variables: { slug } });
  const article = data?.article;
  const t = useT();
  const language = useLanguage();
  usePageMeta(article ? articleHead(article, t('nav.home')) : { title: loading ? null : t('notFound.articleTitle') });
  if (loading && !data) return <ArticleSkeleton />;
  if (error || !article) return <ArticleNotFound />;
  // An article lives at its own language's address: /id/article/{slug} for Indonesian ones.
  if (article.language !== language && isLanguageCode(article.language)) return <PermanentRedirect to={articlePath(article.slug, article.language)} />;
  return (
    <>
      <ArticleView key={article.id} article={article} />
      <ReadCounter articleId={article.id} />
    </>
  );
}
