import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar from '@mui/material/Snackbar';
import { LIMITS } from '@tumbuh/shared';
import type { Toast } from './toast.types';

interface Props {
  current: (Toast & { key: number }) | null;
  open: boolean;
  onClose: () => void;
}

/** The toast itself; loaded with the first toast (toast.tsx), so it is not part of the first render. */
export function ToastSnackbar({ current, open, onClose }: Props) {
  return (
    <Snackbar
      key={current?.key}
      open={open}
      autoHideDuration={LIMITS.toastDurationMs}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        role={current?.variant === 'destructive' ? 'alert' : 'status'}
        severity={current?.variant === 'destructive' ? 'error' : 'success'}
        variant="filled"
        onClose={onClose}
        sx={{ minWidth: 280 }}
      >
        <AlertTitle>{current?.title}</AlertTitle>
        {current?.description}
      </Alert>
    </Snackbar>
  );
}
