import { indonesianVariants, toTsQuery } from './article.queries';

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
