import { AllArticles } from '../features/articles/AllArticles';
import { usePageMeta } from '../features/layout/usePageMeta';

export function ArticlesPage() {
  usePageMeta({ title: 'All Articles', description: 'Every Tumbuh article for parents of babies and toddlers, newest first.' });
  return <AllArticles />;
}
