import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FeaturedArticle } from '../features/articles/FeaturedArticle';
import { RecentArticles } from '../features/articles/RecentArticles';
import { WithSidebar } from '../features/layout/Sidebar';
import { usePageMeta } from '../features/layout/usePageMeta';
import { CategoryPills } from '../features/taxonomy/CategoryPills';
import { useT } from '../i18n';

/** The blog listing: the home page without the landing sections (docs/decisions.md#screens). */
export function BlogPage() {
  const t = useT();
  usePageMeta({ title: t('nav.blog'), description: t('blog.description') });
  return (
    <Stack sx={{ gap: { xs: 4, md: 5 } }}>
      <div>
        <Typography variant="h1">{t('nav.blog')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('blog.intro')}
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
