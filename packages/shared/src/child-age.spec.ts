import { ageGroupFits, ageGroupFor, ageGroupRange, birthMonthFor, monthsOld } from './child-age';

const groups = ['0-6-months', '6-12-months', '1-2-years', '2-3-years'].map((slug) => ({ slug }));
const today = new Date(2026, 10, 25); // 25 November 2026

describe('child age (issue 19)', () => {
  it('reads an age group range from its slug', () => {
    expect(ageGroupRange('0-6-months')).toEqual({ from: 0, to: 6 });
    expect(ageGroupRange('1-2-years')).toEqual({ from: 12, to: 24 });
    expect(ageGroupRange('toddlers')).toBeNull();
    expect(ageGroupRange('6-2-months')).toBeNull();
  });

  it('puts a child in the first group whose range holds it; a boundary age belongs to the older group', () => {
    expect(ageGroupFor(groups, 0)?.slug).toBe('0-6-months');
    expect(ageGroupFor(groups, 5)?.slug).toBe('0-6-months');
    expect(ageGroupFor(groups, 6)?.slug).toBe('6-12-months');
    expect(ageGroupFor(groups, 7)?.slug).toBe('6-12-months');
    expect(ageGroupFor(groups, 12)?.slug).toBe('1-2-years');
    expect(ageGroupFor(groups, 35)?.slug).toBe('2-3-years');
    expect(ageGroupFor(groups, 36)).toBeUndefined();
    expect(ageGroupFits('6-12-months', 12)).toBe(false);
  });

  it('counts whole months from a birth month, and back', () => {
    expect(monthsOld('2026-11', today)).toBe(0);
    expect(monthsOld('2026-04', today)).toBe(7);
    expect(monthsOld('2024-12', today)).toBe(23);
    expect(monthsOld('2027-01', today)).toBe(-2);
    expect(monthsOld('2026-13', today)).toBeNull();
    expect(monthsOld('26-04', today)).toBeNull();
    expect(birthMonthFor(7, today)).toBe('2026-04');
    expect(birthMonthFor(0, today)).toBe('2026-11');
    expect(birthMonthFor(24, today)).toBe('2024-11');
    expect(monthsOld(birthMonthFor(8, today), today)).toBe(8);
  });
});
