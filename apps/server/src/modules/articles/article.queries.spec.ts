import { indonesianVariants, inSearchOrder, toTsQuery } from './article.queries';

describe('toTsQuery', () => {
  it('keeps letters and digits only and prefixes the last term', () => {
    expect(toTsQuery('sleep')).toBe('sleep:*');
    expect(toTsQuery("baby's 'first' foods!")).toBe('baby & s & first & foods:*');
    expect(toTsQuery("'; DROP TABLE articles; --")).toBe('drop & table & articles:*');
    expect(toTsQuery('a & b | !c <-> d:*')).toBe('a & b & c & d:*');
  });
  it('answers undefined for nothing searchable', () => {
    for (const q of ['', '   ', '😀🍼', '!!!', '\u0000']) expect(toTsQuery(q)).toBeUndefined();
  });
  it('bounds the number and length of terms', () => {
    expect(toTsQuery('w '.repeat(500))!.split('&')).toHaveLength(12);
    expect(toTsQuery('x'.repeat(1000))).toBe('x'.repeat(64) + ':*');
  });
  it('expands Indonesian nasal prefixes both ways', () => {
    expect(indonesianVariants('tidur')).toEqual(['tidur', 'idur']);
    expect(indonesianVariants('menidurkan')).toEqual(['menidurkan', 'tidurkan']);
    expect(indonesianVariants('memukul')).toEqual(['memukul', 'pukul']);
    expect(indonesianVariants('mengirim')).toEqual(['mengirim', 'kirim']);
    expect(indonesianVariants('menyapu')).toEqual(['menyapu', 'sapu']);
    expect(indonesianVariants('bayi')).toEqual(['bayi']);
    expect(toTsQuery('tidur bayi', 'id')).toBe('(tidur | idur) & bayi:*');
  });
});

describe('inSearchOrder', () => {
  it('orders hits by tier, then newest first, then by id', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const hits = [
      { id: 1, tier: 3, publishDate: at(9) },
      { id: 2, tier: 1, publishDate: at(1) },
      { id: 3, tier: 2, publishDate: at(5) },
      { id: 4, tier: 1, publishDate: at(2) },
      { id: 5, tier: 1, publishDate: at(2) },
    ];
    expect(inSearchOrder(hits).map((hit) => hit.id)).toEqual([5, 4, 2, 3, 1]);
    expect(hits[0].id).toBe(1);
  });
});
