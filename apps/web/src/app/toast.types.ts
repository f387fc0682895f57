/** A toast (docs/decisions.md#errors): shown by ToastProvider (toast.tsx), drawn by ToastSnackbar. */
export interface Toast {
  title: string;
  description?: string;
  /** Errors are 'destructive' (docs/decisions.md#errors); the rest are successes. */
  variant?: 'default' | 'destructive';
}
