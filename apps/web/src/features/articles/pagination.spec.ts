import { pageItems, parsePageParam } from './pagination';

const E = 'ellipsis-start';
const F = 'ellipsis-end';

describe('pagination rule', () => {
  it('shows every page up to 5 pages', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows nothing without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('beyond 5 pages shows the first, the last and the current ±1 with ellipses for the gaps', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, E, 10]);
    expect(pageItems(2, 10)).toEqual([1, 2, 3, E, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, E, 10]);
    expect(pageItems(5, 10)).toEqual([1, E, 4, 5, 6, F, 10]);
    expect(pageItems(8, 10)).toEqual([1, E, 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, E, 9, 10]);
    expect(pageItems(4, 6)).toEqual([1, E, 3, 4, 5, 6]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, E, 6]);
  });

  it('puts an ellipsis even for a gap of one page', () => {
    expect(pageItems(4, 7)).toEqual([1, E, 3, 4, 5, F, 7]);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(99, 8)).toEqual([1, E, 7, 8]);
    expect(pageItems(-3, 8)).toEqual([1, 2, E, 8]);
  });

  it('reads ?page= as a positive whole number, else 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-2')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
  });
});
