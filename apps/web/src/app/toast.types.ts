/** A toast (spec section 8): shown by ToastProvider (toast.tsx), drawn by ToastSnackbar. */
export interface Toast {
  title: string;
  description?: string;
  /** Errors are 'destructive' (spec section 8); the rest are successes. */
  variant?: 'default' | 'destructive';
}
