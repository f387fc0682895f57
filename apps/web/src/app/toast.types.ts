/** A toast (docs/decisions.md#errors): shown by ToastProvider (toast.tsx), drawn by ToastSnackbar. */
export interface Toast {
  title: string;
  description?: string;
  /** Errors are 'destructive' (docs/decisions.md#errors); the rest are successes. */
  variant?: 'default' | 'destructive';
  /** The close button's accessible name; 'Close' when absent (the admin passes its language's: ToastCloseText). */
  closeText?: string;
}
