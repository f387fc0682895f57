import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { SubmissionErrors, ValidationErrors } from 'final-form';
import { useId, useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useAdminText } from '../../../i18n/admin';
import { translateErrors } from './validationText';

interface Props<V> {
  title: string;
  submitLabel: string;
  initialValues: Partial<V>;
  validate: (values: V) => ValidationErrors;
  /** Resolves to field errors to keep the dialog open, or nothing once saved. */
  onSubmit: (values: V) => Promise<SubmissionErrors | void>;
  onClose: () => void;
  /** Fields; `setBusy` holds the save button while an upload runs. */
  children: (helpers: { submitting: boolean; setBusy: (busy: boolean) => void; values: V }) => ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** The small admin dialogs (author, tool, tag, category, age group): fields, Cancel and save. */
export function FormDialog<V>({ title, submitLabel, initialValues, validate, onSubmit, onClose, children, maxWidth = 'sm' }: Props<V>) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const t = useAdminText();
  return (
    <Dialog open onClose={(_e, reason) => reason !== 'backdropClick' && onClose()} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <Form<V>
        // The shared rules' English messages, shown in the admin's language (./validationText).
        onSubmit={async (values) => translateErrors(t, await onSubmit(values))}
        validate={(values) => translateErrors(t, validate(values))}
        initialValues={initialValues}
        render={({ handleSubmit, submitting, values }) => (
          <Box component="form" noValidate onSubmit={handleSubmit} aria-label={title} sx={{ display: 'contents' }}>
            <DialogContent dividers>
              <Stack spacing={2.5}>{children({ submitting: Boolean(submitting), setBusy, values })}</Stack>
            </DialogContent>
            <DialogActions sx={{ px: 3, py: 2 }}>
              <Button onClick={onClose} disabled={submitting}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={submitting || busy}>
                {submitting ? t('common.saving') : submitLabel}
              </Button>
            </DialogActions>
          </Box>
        )}
      />
    </Dialog>
  );
}
