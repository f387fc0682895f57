import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '../../components/visuallyHidden';
import { FeaturedArticleDocument } from '../../generated/graphql';
import { ArticleCard } from './ArticleCard';
import { useT } from '../../i18n';

/**
 * The first article of the featured list, as the wide card with the FEATURED badge. The page's
 * chrome and its recent list start in English, so an English featured article comes first.
 */
export function FeaturedArticle() {
  const t = useT();
  const { data, loading } = useQuery(FeaturedArticleDocument);
  const article = data?.english[0] ?? data?.featuredArticles[0];
  if (loading && !data) return <Skeleton variant="rounded" sx={{ width: '100%', height: { xs: 420, md: 380 } }} aria-hidden />;
  if (!article) return null;
  return (
    <Box component="section" aria-labelledby="featured-heading">
      <Box component="h2" id="featured-heading" sx={visuallyHidden}>
        {t('featured.title')}
      </Box>
      <ArticleCard article={article} featured headingLevel={3} eagerImage />
    </Box>
  );
}
