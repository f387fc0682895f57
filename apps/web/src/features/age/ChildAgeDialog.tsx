import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { birthMonthFor } from '@tumbuh/shared';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { MAX_MONTHS, setChildBirthMonth, useChildAge } from './childAge';
import { birthMonthOf, fieldsOf, type AgeUnit, type ChildAgeFields } from './childAgeInput';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * "My child is … months / years old", or a birth month (issue 19). Loaded on first open only, so the
 * form's code is not in the page's first download. Saving stores the birth month in this browser.
 */
export function ChildAgeDialog({ open, onClose }: Props) {
  const t = useT();
  const child = useChildAge();
  const [fields, setFields] = useState<ChildAgeFields>(() => fieldsOf(child?.birthMonth ?? null));
  const [invalid, setInvalid] = useState(false);
  // Each opening starts from what is stored (the dialog stays mounted between openings).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setFields(fieldsOf(child?.birthMonth ?? null));
      setInvalid(false);
    }
  }
  const set = (patch: Partial<ChildAgeFields>) => {
    setFields((f) => ({ ...f, ...patch }));
    setInvalid(false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const birth = birthMonthOf(fields);
    if (!birth) {
      setInvalid(true);
      return;
    }
    setChildBirthMonth(birth);
    onClose();
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>{t('childAge.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack sx={{ gap: 2, pt: 0.5 }}>
          <Typography id="child-age-legend" color="text.secondary">
            {t('childAge.myChildIs')}
          </Typography>
          <Stack direction="row" role="group" aria-labelledby="child-age-legend" sx={{ gap: 1.5 }}>
            <TextField
              label={t('childAge.age')}
              type="number"
              value={fields.amount}
              onChange={(e) => set({ amount: e.target.value, birthMonth: '' })}
              slotProps={{ htmlInput: { min: 0, max: fields.unit === 'years' ? MAX_MONTHS / 12 : MAX_MONTHS, inputMode: 'numeric', 'data-testid': 'child-age-amount' } }}
              sx={{ flex: 1 }}
              autoFocus
            />
            <TextField
              select
              label={t('childAge.unit')}
              value={fields.unit}
              onChange={(e) => set({ unit: e.target.value as AgeUnit, birthMonth: '' })}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'child-age-unit' } }}
              sx={{ flex: 1 }}
            >
              <option value="months">{t('childAge.unitMonths')}</option>
              <option value="years">{t('childAge.unitYears')}</option>
            </TextField>
          </Stack>
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('childAge.or')}
          </Typography>
          <TextField
            label={t('childAge.birthMonth')}
            type="month"
            value={fields.birthMonth}
            onChange={(e) => set({ birthMonth: e.target.value, amount: '' })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: birthMonthFor(MAX_MONTHS), max: birthMonthFor(0), 'data-testid': 'child-age-birth' } }}
          />
          {invalid && <Alert severity="error">{t('childAge.invalid')}</Alert>}
          <Typography variant="body2" color="text.secondary">
            {t('childAge.private')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('childAge.cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('childAge.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
