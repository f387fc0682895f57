import { AllArticles } from '../features/articles/AllArticles';
import { usePageMeta } from '../features/layout/usePageMeta';
import { useT } from '../i18n';

export function ArticlesPage() {
  const t = useT();
  usePageMeta({ title: t('nav.allArticles'), description: t('articles.description') });
  return <AllArticles />;
}
