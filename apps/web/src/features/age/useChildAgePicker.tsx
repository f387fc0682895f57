import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { muiLazy } from '../../app/muiLazy';
import { useOpenedOnce } from '../../components/useOpenedOnce';

// The picker loads when first opened.
const ChildAgeDialog = muiLazy(() => import('./ChildAgeDialog').then((m) => m.ChildAgeDialog));

/**
 * The child's-age picker (issue 19) wherever it is offered (the header's "By age" menu, the mobile
 * drawer, the home page's row): a function that opens it, and the dialog to render.
 */
export function useChildAgePicker(): [open: () => void, dialog: ReactNode] {
  const [isOpen, setOpen] = useState(false);
  const mounted = useOpenedOnce(isOpen);
  const open = useCallback(() => setOpen(true), []);
  const dialog = mounted ? (
    <Suspense fallback={null}>
      <ChildAgeDialog open={isOpen} onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return [open, dialog];
}
