import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FeaturedArticle } from '../features/articles/FeaturedArticle';
import { RecentArticles } from '../features/articles/RecentArticles';
import { WithSidebar } from '../features/layout/Sidebar';
import { usePageMeta } from '../features/layout/usePageMeta';
import { CategoryPills } from '../features/taxonomy/CategoryPills';

/** The blog listing: the home page without the landing sections (DECISIONS.md). */
export function BlogPage() {
  usePageMeta({ title: 'Blog', description: 'The newest articles on sleep, nutrition, development, health and play for parents of babies and toddlers.' });
  return (
    <Stack sx={{ gap: { xs: 4, md: 5 } }}>
      <div>
        <Typography variant="h1">Blog</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Stories, research and tips for the first three years, in English and Indonesian.
        </Typography>
      </div>
      <FeaturedArticle />
      <CategoryPills active="all" />
      <WithSidebar>
        <RecentArticles />
      </WithSidebar>
    </Stack>
  );
}
