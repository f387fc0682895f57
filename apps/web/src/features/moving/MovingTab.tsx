import { TabHeader } from '../admin/TabHeader';
import { ImportPanel } from './ImportPanel';
import { RedirectsPanel } from './RedirectsPanel';

/** Admin › Moving: import from another platform and the redirects of old addresses (issue 32). */
export function MovingTab() {
  return (
    <>
      <TabHeader title="Moving" subtitle="Import a blog from WordPress, Blogger or Ghost; keep its old links working" />
      <ImportPanel />
      <RedirectsPanel />
    </>
  );
}
