import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Portal from '@mui/material/Portal';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LIMITS } from '@tumbuh/shared';
import { useMemo } from 'react';
import type { Toast } from './toast.types';

interface Props {
  current: (Toast & { key: number }) | null;
  open: boolean;
  onClose: () => void;
}

/**
 * Where a toast covers no action (issue 33). An open dialog keeps its buttons at the bottom (its
 * actions) and only a title at the top: the toast goes to the top centre, over the title or the
 * backdrop. On a phone the toast spans the width: at the top, away from the bottom where forms and
 * dialogs keep their buttons. Otherwise bottom right, beside the page.
 */
export function toastPlacement(dialogOpen: boolean, phone: boolean): SnackbarOrigin {
  return dialogOpen || phone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' };
}

/** Whether a modal dialog is open now (MUI renders it in a portal on the body). */
const dialogOpenNow = () => typeof document !== 'undefined' && document.querySelector('.MuiDialog-root [role="dialog"]') !== null;

/**
 * The toast itself; loaded with the first toast (toast.tsx), so it is not part of the first render.
 * Each toast is put at the end of the body when it appears (a portal keyed by the toast): an open
 * dialog hides the page's other content from assistive technology (aria-hidden on the body's other
 * children), and a toast inside the page would not be announced over it.
 */
export function ToastSnackbar({ current, open, onClose }: Props) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Decided when the toast appears: it stays where it is for its five seconds.
  const dialogOpen = useMemo(dialogOpenNow, [current?.key]);
  return (
    <Portal key={current?.key}>
      <Snackbar
        open={open}
        autoHideDuration={LIMITS.toastDurationMs}
        onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
        anchorOrigin={toastPlacement(dialogOpen, phone)}
      >
        <Alert
          role={current?.variant === 'destructive' ? 'alert' : 'status'}
          severity={current?.variant === 'destructive' ? 'error' : 'success'}
          variant="filled"
          onClose={onClose}
          closeText={current?.closeText}
          sx={{ minWidth: 280, width: { xs: '100%', sm: 'auto' } }}
        >
          <AlertTitle>{current?.title}</AlertTitle>
          {current?.description}
        </Alert>
      </Snackbar>
    </Portal>
  );
}
