import { usePageMeta } from '../features/layout/usePageMeta';
import { SubscribeView } from '../features/subscribe/SubscribeView';
import { useT } from '../i18n';

export function SubscribePage() {
  const t = useT();
  usePageMeta({ title: t('nav.subscribe'), description: t('subscribe.description') });
  return <SubscribeView />;
}
