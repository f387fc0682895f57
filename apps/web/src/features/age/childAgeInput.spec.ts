import { birthMonthOf, fieldsOf } from './childAgeInput';

const today = new Date(2026, 10, 25);
const fields = (over: Partial<{ amount: string; unit: 'months' | 'years'; birthMonth: string }>) => ({ amount: '', unit: 'months' as const, birthMonth: '', ...over });

describe("the child's-age picker fields (issue 19)", () => {
  it('turns "8 months" or "2 years" into a birth month', () => {
    expect(birthMonthOf(fields({ amount: '8' }), today)).toBe('2026-03');
    expect(birthMonthOf(fields({ amount: '2', unit: 'years' }), today)).toBe('2024-11');
    expect(birthMonthOf(fields({ amount: '0' }), today)).toBe('2026-11');
  });

  it('takes a birth month as it is when given', () => {
    expect(birthMonthOf(fields({ amount: '30', birthMonth: '2026-04' }), today)).toBe('2026-04');
  });

  it('refuses no age, a malformed one, over 6 years, or a birth month in the future or more than 6 years back', () => {
    for (const bad of [fields({}), fields({ amount: '-1' }), fields({ amount: '1.5' }), fields({ amount: 'abc' }), fields({ amount: '73' }), fields({ amount: '7', unit: 'years' }), fields({ birthMonth: '2026-12' }), fields({ birthMonth: '2020-10' }), fields({ birthMonth: '2026-1' })]) {
      expect(birthMonthOf(bad, today)).toBeNull();
    }
    expect(birthMonthOf(fields({ amount: '6', unit: 'years' }), today)).toBe('2020-11');
  });

  it('shows a stored birth month as months under two years, whole years after', () => {
    expect(fieldsOf('2026-03', today)).toEqual({ amount: '8', unit: 'months', birthMonth: '' });
    expect(fieldsOf('2024-11', today)).toEqual({ amount: '2', unit: 'years', birthMonth: '' });
    expect(fieldsOf('2024-05', today)).toEqual({ amount: '30', unit: 'months', birthMonth: '' });
    expect(fieldsOf(null, today)).toEqual({ amount: '', unit: 'months', birthMonth: '' });
  });
});
