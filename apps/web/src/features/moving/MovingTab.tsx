import { useCallback, useState } from 'react';
import { TabHeader } from '../admin/TabHeader';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { RedirectsPanel } from './RedirectsPanel';

/** Admin › Moving: import from another platform and the redirects of old addresses (issue 32). */
export function MovingTab() {
  // An import adds redirects: the list is read again when one finishes.
  const [version, setVersion] = useState(0);
  const imported = useCallback(() => setVersion((v) => v + 1), []);
  return (
    <>
      <TabHeader title="Moving" subtitle="Import a blog from WordPress, Blogger or Ghost; keep its old links working" />
      <ImportPanel onImported={imported} />
      <RedirectsPanel key={version} />
      <ExportPanel />
    </>
  );
}
