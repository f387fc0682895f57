import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { PlainAlert } from '../components/PlainAlert';
import { ArticleNotFound } from '../features/articles/ArticleNotFound';
import { ArticleSkeleton } from '../features/articles/ArticleSkeleton';
import { ArticleView } from '../features/articles/ArticleView';
import { articleHead } from '../features/articles/articleHead';
import { usePageMeta } from '../features/layout/usePageMeta';
import { ArticlePreviewDocument } from '../generated/graphql';

/** Keeps search engines off the page while it is shown (the server also answers X-Robots-Tag). */
function useNoIndex() {
  useEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex';
    document.head.appendChild(tag);
    return () => tag.remove();
  }, []);
}

/**
 * /preview/{id}?token=: a draft or scheduled article through a signed link (issue 16), rendered by
 * the reader's own article view so the editor sees what readers will see. Never cached.
 */
export function PreviewPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const articleId = /^\d{1,9}$/.test(id) ? Number(id) : 0;
  const token = params.get('token') ?? '';
  const { data, loading, error } = useQuery(ArticlePreviewDocument, {
    variables: { id: articleId, token },
    skip: !articleId || !token,
    // Asked afresh on every visit; network-only (not no-cache) so the server render keeps the answer
    // between its passes and answers 404 for a wrong or expired token.
    fetchPolicy: 'network-only',
  });
  const article = data?.articlePreview;
  useNoIndex();
  usePageMeta(article ? { ...articleHead(article, 'Home'), noindex: true } : { title: loading ? null : 'Article Not Found', noindex: true });
  if (loading && !data) return <ArticleSkeleton />;
  if (error || !article) return <ArticleNotFound />;
  return (
    <>
      <PlainAlert severity="info" style={{ maxWidth: 800, marginInline: 'auto', marginTop: 16 }}>
        Preview: this article is {article.status === 'scheduled' ? 'scheduled and not yet public' : article.status === 'draft' ? 'a draft, not public' : 'published'}.
      </PlainAlert>
      <ArticleView key={article.id} article={article} />
    </>
  );
}
