import { BIRTH_MONTH_MAX_MONTHS, monthsOld } from '@tumbuh/shared';
import { PlainSelect } from '../../components/PlainSelect';
import { useLanguage, useT } from '../../i18n';
import { MONTH_NAMES } from '../../i18n/months';

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
  const monthNames = MONTH_NAMES[language];
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
    <PlainSelect
      id={`${id}-${part}`}
      label={label}
      size={compact ? 'small' : 'medium'}
      fullWidth
      error={Boolean(error)}
      disabled={disabled}
      value={value[part]}
      onChange={(e) => onChange({ ...value, [part]: e.target.value })}
      selectProps={{ 'aria-describedby': error || !compact ? helpId : undefined }}
    >
      <option value="">{t('subscribe.childMonth.none')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
    </PlainSelect>
  );
  // Plain elements of the reader sheet (app/readerCss.ts: .tb-fieldset, .tb-field, .tb-helper).
  return (
    <fieldset className="tb-fieldset" aria-labelledby={legendId}>
      <legend id={legendId}>{t('subscribe.childMonth.legend')}</legend>
      <div className="tb-row">
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
      </div>
      {(error || !compact) && (
        <p id={helpId} className={error ? 'tb-helper tb-helper-error' : 'tb-helper'} role={error ? 'alert' : undefined}>
          {error ?? t('subscribe.childMonth.hint')}
        </p>
      )}
    </fieldset>
  );
}
