import { usePageMeta } from '../features/layout/usePageMeta';
import { SubscribeView } from '../features/subscribe/SubscribeView';

export function SubscribePage() {
  usePageMeta({ title: 'Subscribe', description: 'Join the Tumbuh parenting community: one practical newsletter a week, in English or Indonesian.' });
  return <SubscribeView />;
}
