/**
 * A child's age and the age group it falls in (issue 19). Age groups carry no numbers of their own:
 * their slugs say the range ("0-6-months", "1-2-years"), the same in both languages, so the reader's
 * picker, the chips and the newsletter's digest all read the range from the slug here.
 */

/** A birth month, "YYYY-MM" (a month, never a full date). */
export type BirthMonth = string;

const BIRTH_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const RANGE = /^(\d{1,2})-(\d{1,2})-(months?|years?)$/;

/** The months an age group's slug covers, from (inclusive) to (exclusive); null for a slug that names no range. */
export function ageGroupRange(slug: string): { from: number; to: number } | null {
  const m = RANGE.exec(slug);
  if (!m) return null;
  const unit = m[3].startsWith('year') ? 12 : 1;
  const from = Number(m[1]) * unit;
  const to = Number(m[2]) * unit;
  return to > from ? { from, to } : null;
}

/** Whole months from a birth month to a day (the month of birth counts as 0); null for a malformed month. */
export function monthsOld(birth: BirthMonth, today: Date = new Date()): number | null {
  const m = BIRTH_MONTH.exec(birth);
  if (!m) return null;
  return (today.getFullYear() - Number(m[1])) * 12 + (today.getMonth() + 1 - Number(m[2]));
}

/** The birth month of a child who is `months` old today. */
export function birthMonthFor(months: number, today: Date = new Date()): BirthMonth {
  const d = new Date(today.getFullYear(), today.getMonth() - months, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** Does this age group's range hold a child of `months`? (6 months is in 6-12 months, not 0-6.) */
export function ageGroupFits(slug: string, months: number): boolean {
  const range = ageGroupRange(slug);
  return range !== null && months >= range.from && months < range.to;
}

/** The first age group (in the given order) that holds a child of `months`, if any. */
export function ageGroupFor<G extends { slug: string }>(groups: readonly G[], months: number): G | undefined {
  return groups.find((g) => ageGroupFits(g.slug, months));
}
