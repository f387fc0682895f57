import { useCallback, useState } from 'react';
import { TabHeader } from '../admin/TabHeader';
import { useAdminText } from '../../i18n/admin';
import { ExportPanel } from './ExportPanel';
import { ImportPanel } from './ImportPanel';
import { RedirectsPanel } from './RedirectsPanel';

/** Admin › Moving: import from another platform and the redirects of old addresses (issue 32). */
export function MovingTab() {
  // An import adds redirects: the list is read again when one finishes.
  const t = useAdminText();
  const [version, setVersion] = useState(0);
  const imported = useCallback(() => setVersion((v) => v + 1), []);
  return (
    <>
      <TabHeader title={t('tabs.moving')} subtitle={t('moving.intro')} />
      <ImportPanel onImported={imported} />
      <RedirectsPanel key={version} />
      <ExportPanel />
    </>
  );
}
