/** The reader's message formatter (issue 28) says what react-intl said, for every reader text in both languages. */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import { LOCALES } from '.';
import en from './en.json';
import id from './id.json';
import { formatMessage } from './format';

/** The names of a message's arguments, and whether each is counted (number or plural). */
function argumentsOf(elements: MessageFormatElement[], into = new Map<string, boolean>()): Map<string, boolean> {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.set(element.value, into.get(element.value) ?? false);
    if (element.type === TYPE.number || element.type === TYPE.plural) into.set(element.value, true);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

const catalogues: Record<'en' | 'id', Record<string, string>> = { en, id };

it.each(['en', 'id'] as const)('every reader text in %s', (language) => {
  const intl = createIntl({ locale: LOCALES[language], messages: catalogues[language] });
  for (const [key, message] of Object.entries(catalogues[language])) {
    const names = argumentsOf(parse(message));
    const counts = [...names.values()].some(Boolean) ? [0, 1, 2, 7, 1234] : [0];
    for (const count of counts) {
      const values = Object.fromEntries([...names].map(([name, counted]) => [name, counted ? count : `«${name}»`]));
      expect({ key, text: formatMessage(message, values, LOCALES[language]) }).toEqual({ key, text: intl.formatMessage({ id: key }, values) });
    }
  }
});

it('formats a compiled message as its text, plurals, exact matches, offsets and selects included', () => {
  const compiled = parse('{n, plural, offset:1 =0 {none} one {# more, {who}} other {{n, number} in all, # more}} {kind, select, a {A} other {?}}');
  expect(formatMessage(compiled, { n: 0, who: 'Ana', kind: 'a' }, 'en-US')).toBe('none A');
  expect(formatMessage(compiled, { n: 2, who: 'Ana', kind: 'b' }, 'en-US')).toBe('1 more, Ana ?');
  expect(formatMessage(compiled, { n: 1235, kind: 'a' }, 'en-US')).toBe('1,235 in all, 1,234 more A');
  expect(formatMessage(compiled, { n: 1235, kind: 'a' }, 'id-ID')).toBe('1.235 in all, 1.234 more A');
});

it('a plain argument is its text: a number in it is not formatted', () => {
  expect(formatMessage('{a} · {b, number}', { a: 12345, b: 12345 }, 'en-US')).toBe('12345 · 12,345');
});

it('numbers and plurals of whole numbers (made without Intl) are what Intl makes, in both languages and beyond', () => {
  for (const locale of ['en', 'en-US', 'id', 'id-ID', 'de-DE', 'ar-EG']) {
    const numbers = new Intl.NumberFormat(locale);
    const plurals = new Intl.PluralRules(locale);
    for (const n of [-1, 0, 1, 2, 3, 7, 11, 21, 101, 999, 1000, 1001, 12345, 1.5, 0.25]) {
      expect({ locale, n, text: formatMessage('{n, number}', { n }, locale) }).toEqual({ locale, n, text: numbers.format(n) });
      expect({ locale, n, text: formatMessage('{n, plural, zero {z} one {o} two {t} few {f} many {m} other {x}}', { n }, locale) }).toEqual({
        locale,
        n,
        text: { zero: 'z', one: 'o', two: 't', few: 'f', many: 'm', other: 'x' }[plurals.select(n)],
      });
    }
  }
});
