import { useQuery } from '@apollo/client/react';
import { PlainSkeleton } from '../../components/PlainSkeleton';
import { FeaturedArticleDocument } from '../../generated/graphql';
import { ArticleCard } from './ArticleCard';
import { useLanguage, useT } from '../../i18n';

/**
 * The first article of the featured list, as the wide card with the FEATURED badge: one in the
 * page's language first (English on the spec's pages, whose recent list starts in English;
 * Indonesian under /id), else the first of any language.
 */
export function FeaturedArticle() {
  const t = useT();
  const language = useLanguage();
  const { data, loading } = useQuery(FeaturedArticleDocument, { variables: { language } });
  const article = data?.preferred[0] ?? data?.featuredArticles[0];
  if (loading && !data) return <PlainSkeleton variant="rounded" className="tb-skeleton-featured" aria-hidden />;
  if (!article) return null;
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="tb-sr-only">
        {t('featured.title')}
      </h2>
      <ArticleCard article={article} featured headingLevel={3} eagerImage />
    </section>
  );
}
