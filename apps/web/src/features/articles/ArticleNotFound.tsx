import { useServerStatus } from '../../app/server-context';
import { NotFoundScreen } from '../../components/NotFoundScreen';
import { SearchOffSvg } from '../../components/plainIcons';
import { useLocalizedPath, useT } from '../../i18n';

export function ArticleNotFound() {
  useServerStatus(404);
  const t = useT();
  const to = useLocalizedPath();
  return <NotFoundScreen icon={<SearchOffSvg />} title={t('notFound.articleTitle')} text={t('notFound.articleText')} links={[{ to: to('/'), label: t('notFound.returnHome') }]} />;
}
