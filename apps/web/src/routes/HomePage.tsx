import { useQuery } from '@apollo/client/react';
import { ChildAgeSection } from '../features/age/ChildAgeSection';
import { FeaturedArticle } from '../features/articles/FeaturedArticle';
import { RecentArticles } from '../features/articles/RecentArticles';
import { Hero } from '../features/layout/Hero';
import { WithSidebar } from '../features/layout/Sidebar';
import { usePageMeta } from '../features/layout/usePageMeta';
import { useScrollToHash } from '../features/layout/useScrollToHash';
import { CategoryPills } from '../features/taxonomy/CategoryPills';
import { ToolsSection } from '../features/tools/ToolsSection';
import { StoriesRow } from '../features/stories/StoriesRow';
import { ToolsDocument } from '../generated/graphql';
import { deferred } from '../app/deferred';
import { useT } from '../i18n';

// Below the fold, plain links until then: hydrated after the page (app/deferred.tsx), so the first
// view becomes interactive sooner on a slow phone.
const EditorsPicksSection = deferred(() => import('../features/articles/EditorsPicks').then((m) => m.EditorsPicksSection));

/** The landing page, composed as docs/decisions.md#screens says. */
export function HomePage() {
  const t = useT();
  usePageMeta({ title: t('home.title') });
  const tools = useQuery(ToolsDocument);
  useScrollToHash(!tools.loading);
  return (
    <div className="tb-home">
      <Hero />
      <FeaturedArticle />
      <CategoryPills active="all" />
      <WithSidebar>
        <RecentArticles />
      </WithSidebar>
      {/* After hydration only, below the fold (issue 19): the child's age is in this browser alone. */}
      <ChildAgeSection />
      {/* Issue 30: the newest stories of the page's language, and the way to share one. */}
      <StoriesRow />
      <ToolsSection />
      <EditorsPicksSection />
    </div>
  );
}
