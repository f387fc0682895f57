import { useServerStatus } from '../app/server-context';
import { NotFoundScreen } from '../components/NotFoundScreen';
import { ExploreOffSvg } from '../components/plainIcons';
import { usePageMeta } from '../features/layout/usePageMeta';
import { useLocalizedPath, useT } from '../i18n';

export function NotFoundPage() {
  useServerStatus(404);
  const t = useT();
  const to = useLocalizedPath();
  usePageMeta({ title: t('notFound.pageTitle') });
  return (
    <NotFoundScreen
      icon={<ExploreOffSvg />}
      title={t('notFound.pageTitle')}
      text={t('notFound.pageText')}
      links={[
        { to: to('/'), label: t('notFound.goHome') },
        { to: to('/articles'), label: t('notFound.browse') },
      ]}
    />
  );
}
