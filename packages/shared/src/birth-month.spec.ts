import { BIRTH_MONTH_MAX_MONTHS, MESSAGES, validateBirthMonth } from './validation';

describe('validateBirthMonth (issue 19: the newsletter by the child age)', () => {
  const today = new Date(2026, 10, 25); // 25 November 2026

  it('is optional', () => {
    for (const none of [undefined, null, '']) expect(validateBirthMonth(none, today)).toBeUndefined();
  });

  it('takes this month back to exactly 6 years back', () => {
    expect(BIRTH_MONTH_MAX_MONTHS).toBe(72);
    for (const ok of ['2026-11', '2026-04', '2020-11']) expect(validateBirthMonth(ok, today)).toBeUndefined();
  });

  it('refuses a malformed, future or too-old month with its message', () => {
    for (const bad of ['2026-13', '2026-00', '2026-4', '26-04', '2026/04', '2026-04-01', ' 2026-04', 202604, {}, []])
      expect(validateBirthMonth(bad, today)).toBe(MESSAGES.birthMonthInvalid);
    expect(validateBirthMonth('2026-12', today)).toBe(MESSAGES.birthMonthFuture);
    expect(validateBirthMonth('2030-01', today)).toBe(MESSAGES.birthMonthFuture);
    expect(validateBirthMonth('2020-10', today)).toBe(MESSAGES.birthMonthTooOld);
    expect(validateBirthMonth('0000-01', today)).toBe(MESSAGES.birthMonthTooOld);
  });
});
