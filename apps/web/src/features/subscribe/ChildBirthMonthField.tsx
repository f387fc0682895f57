import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BIRTH_MONTH_MAX_MONTHS, monthsOld } from '@tumbuh/shared';
import { useMemo } from 'react';
import { useLanguage, useT } from '../../i18n';

/** The two halves of the optional birth month; '' for not chosen. */
export interface BirthMonthParts {
  month: string; // '01'…'12'
  year: string;
}

export const NO_BIRTH_MONTH: BirthMonthParts = { month: '', year: '' };

/** "YYYY-MM" when both halves are chosen, '' when neither is, else something the shared rule calls malformed. */
export function birthMonthValue({ month, year }: BirthMonthParts): string {
  if (!month && !year) return '';
  return `${year || '????'}-${month || '??'}`;
}

interface Props {
  id: string;
  value: BirthMonthParts;
  onChange: (value: BirthMonthParts) => void;
  disabled: boolean;
  /** The message of the shared rule (validateBirthMonth), already in the page's language. */
  error?: string;
  /** The short form of the narrow boxes: no hint line. */
  compact?: boolean;
  today?: Date;
}

/**
 * The child's birth month, optional (issue 19): month and year as native selects (light on reader
 * pages: no menu or popover code), offering only months from 6 years back to this month.
 */
export function ChildBirthMonthField({ id, value, onChange, disabled, error, compact = false, today = new Date() }: Props) {
  const t = useT();
  const language = useLanguage();
  const monthNames = useMemo(() => {
    const format = new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-US', { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, i) => format.format(Date.UTC(2000, i, 1)));
  }, [language]);
  const thisYear = today.getFullYear();
  const years = Array.from({ length: BIRTH_MONTH_MAX_MONTHS / 12 + 1 }, (_, i) => String(thisYear - i));
  // A month is offered when, with the chosen year, it is neither in the future nor too far back.
  const monthOutOfRange = (m: number) => {
    if (!value.year) return false;
    const age = monthsOld(`${value.year}-${String(m).padStart(2, '0')}`, today);
    return age === null || age < 0 || age > BIRTH_MONTH_MAX_MONTHS;
  };
  const legendId = `${id}-legend`;
  const helpId = `${id}-help`;
  const select = (part: keyof BirthMonthParts, label: string, options: { value: string; label: string; disabled?: boolean }[]) => (
    <FormControl size={compact ? 'small' : 'medium'} fullWidth error={Boolean(error)} disabled={disabled} sx={{ bgcolor: 'background.paper', borderRadius: 1 }}>
      <InputLabel htmlFor={`${id}-${part}`} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value[part]}
        onChange={(e) => onChange({ ...value, [part]: e.target.value })}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id: `${id}-${part}`, 'aria-describedby': error || !compact ? helpId : undefined }}
      >
        <option value="">{t('subscribe.childMonth.none')}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
  return (
    <Stack component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, minWidth: 0, gap: 1 }}>
      <Typography component="legend" id={legendId} variant="body2" sx={{ fontWeight: 600, p: 0, mb: 1 }}>
        {t('subscribe.childMonth.legend')}
      </Typography>
      <Stack direction="row" sx={{ gap: 1 }}>
        {select(
          'month',
          t('subscribe.childMonth.month'),
          monthNames.map((name, i) => ({ value: String(i + 1).padStart(2, '0'), label: name, disabled: monthOutOfRange(i + 1) })),
        )}
        {select(
          'year',
          t('subscribe.childMonth.year'),
          years.map((y) => ({ value: y, label: y })),
        )}
      </Stack>
      {(error || !compact) && (
        <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 0, mt: 0 }} role={error ? 'alert' : undefined}>
          {error ?? t('subscribe.childMonth.hint')}
        </FormHelperText>
      )}
    </Stack>
  );
}
