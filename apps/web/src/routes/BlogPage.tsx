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
    <div className="tb-blog">
      <div>
        <h1 className="tb-h1">{t('nav.blog')}</h1>
        <p className="tb-body1 tb-secondary tb-mt-1">{t('blog.intro')}</p>
      </div>
      <FeaturedArticle />
      <CategoryPills active="all" />
      <WithSidebar>
        <RecentArticles />
      </WithSidebar>
    </div>
  );
}
