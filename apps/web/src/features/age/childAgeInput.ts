/** The picker's fields to a birth month (issue 19): the one place that decides what the picker accepts. */
import { birthMonthFor, monthsOld, type BirthMonth } from '@tumbuh/shared';
import { MAX_MONTHS } from './childAge';

export type AgeUnit = 'months' | 'years';

export interface ChildAgeFields {
  /** "My child is {amount} {unit} old" */
  amount: string;
  unit: AgeUnit;
  /** Or a birth month, "YYYY-MM" (an <input type="month">); it wins when given. */
  birthMonth: string;
}

/** The birth month the fields describe, or null when they describe no age from 0 to 6 years. */
export function birthMonthOf(fields: ChildAgeFields, today: Date = new Date()): BirthMonth | null {
  if (fields.birthMonth.trim()) {
    const birth = fields.birthMonth.trim();
    const months = monthsOld(birth, today);
    return months !== null && months >= 0 && months <= MAX_MONTHS ? birth : null;
  }
  const amount = fields.amount.trim();
  if (!/^\d{1,3}$/.test(amount)) return null;
  const months = Number(amount) * (fields.unit === 'years' ? 12 : 1);
  return months <= MAX_MONTHS ? birthMonthFor(months, today) : null;
}

/** The fields showing a stored birth month: the age in months under two years, else in whole years. */
export function fieldsOf(birth: BirthMonth | null, today: Date = new Date()): ChildAgeFields {
  const months = birth ? monthsOld(birth, today) : null;
  if (months === null) return { amount: '', unit: 'months', birthMonth: '' };
  return months < 24 || months % 12 !== 0 ? { amount: String(months), unit: 'months', birthMonth: '' } : { amount: String(months / 12), unit: 'years', birthMonth: '' };
}
