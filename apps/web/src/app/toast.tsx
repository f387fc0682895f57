import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { LIMITS } from '@tumbuh/shared';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export interface Toast {
  title: string;
  description?: string;
  /** Errors are 'destructive' (spec section 8); the rest are successes. */
  variant?: 'default' | 'destructive';
}

type ShowToast = (toast: Toast) => void;
const ToastContext = createContext<ShowToast>(() => undefined);

/** One toast at a time, shown for 5 s (spec section 9); a new toast replaces the current one. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Toast & { key: number }) | null>(null);
  const [open, setOpen] = useState(false);
  const show = useCallback<ShowToast>((toast) => {
    setCurrent({ ...toast, key: Date.now() + Math.random() });
    setOpen(true);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={LIMITS.toastDurationMs}
        onClose={(_e, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Alert
          role={current?.variant === 'destructive' ? 'alert' : 'status'}
          severity={current?.variant === 'destructive' ? 'error' : 'success'}
          variant="filled"
          onClose={() => setOpen(false)}
          sx={{ minWidth: 280 }}
        >
          <AlertTitle>{current?.title}</AlertTitle>
          {current?.description}
        </Alert>
      </Snackbar>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
