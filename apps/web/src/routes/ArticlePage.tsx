import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { ArticleNotFound } from '../features/articles/ArticleNotFound';
import { ArticleSkeleton } from '../features/articles/ArticleSkeleton';
import { ArticleView } from '../features/articles/ArticleView';
import { articleHead } from '../features/articles/articleHead';
import { usePageMeta } from '../features/layout/usePageMeta';
import { ArticleBySlugDocument } from '../generated/graphql';

export function ArticlePage() {
  const { slug = '' } = useParams();
  const { data, loading, error } = useQuery(ArticleBySlugDocument, { variables: { slug } });
  const article = data?.article;
  usePageMeta(article ? articleHead(article) : { title: loading ? null : 'Article Not Found' });
  if (loading && !data) return <ArticleSkeleton />;
  if (error || !article) return <ArticleNotFound />;
  return <ArticleView key={article.id} article={article} />;
}
