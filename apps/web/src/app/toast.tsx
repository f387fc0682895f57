import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { muiLazy, withMuiTheme } from './muiLazy';

import type { Toast } from './toast.types';

export type { Toast };

type ShowToast = (toast: Toast) => void;
const ToastContext = createContext<ShowToast>(() => undefined);

// No toast shows on a first render: the Snackbar and Alert (and MUI's theme, app/muiLazy.tsx) load
// with the first one, or as soon as the reader starts on a form, whose answer a reader page's toasts
// tell (subscribed, a search that failed): the toast then shows at once, even on a slow network.
const loadToast = () => withMuiTheme(import('./ToastSnackbar'));
const ToastSnackbar = muiLazy(() => loadToast().then((m) => m.ToastSnackbar));
const preloadOnFormFocus = (event: FocusEvent) => {
  if (!(event.target instanceof Element) || !event.target.closest('form')) return;
  document.removeEventListener('focusin', preloadOnFormFocus, true);
  void loadToast().catch(() => undefined);
};

/** One toast at a time, shown for 5 s (docs/decisions.md#limits); a new toast replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((toast) => {
    setCurrent({ ...toast, key: Date.now() + Math.random() });
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);
  useEffect(() => {
    document.addEventListener('focusin', preloadOnFormFocus, true);
    return () => document.removeEventListener('focusin', preloadOnFormFocus, true);
  }, []);
  return (
    <ToastContext.Provider value={value}>
      {children}
      {current && (
        <Suspense fallback={null}>
          <ToastSnackbar current={current} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);

/**
 * Toasts shown from inside `children` get `text` as their close button's name and, with `translate`,
 * their title and description through it (the admin in Indonesian, issue 33: the server's English
 * messages a toast shows, mapped by the admin's one mapping, features/admin/form/validationText).
 */
export function ToastCloseText({ text, translate, children }: { text: string; translate?: (text: string) => string; children: ReactNode }) {
  const parent = useContext(ToastContext);
  const show = useCallback<ShowToast>(
    (toast) =>
      parent({
        closeText: text,
        ...toast,
        ...(translate && { title: translate(toast.title), description: toast.description === undefined ? undefined : translate(toast.description) }),
      }),
    [parent, text, translate],
  );
  return <ToastContext.Provider value={show}>{children}</ToastContext.Provider>;
}
