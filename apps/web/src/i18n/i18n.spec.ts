/** The two catalogues (issue 15), and the admin's two (issue 33): the same keys, the same placeholders, and valid ICU messages. */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import en from './en.json';
import id from './id.json';
import adminEn from './admin/en.json';
import adminId from './admin/id.json';

/** The names of a message's arguments, nested ones too. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const el of elements) {
    if ('value' in el && el.type !== TYPE.literal && typeof el.value === 'string') names.add(el.value);
    if ('options' in el) for (const option of Object.values(el.options)) argumentsOf(option.value, names);
    if ('children' in el) argumentsOf(el.children, names);
  }
  return names;
}

type Catalogue = Record<string, string>;
const pairs: [string, Catalogue, Catalogue][] = [
  ['reader', en, id],
  ['admin', adminEn, adminId],
];

describe.each(pairs)('the %s catalogues', (_name, en, id) => {
  it('the English and Indonesian catalogues have the same keys', () => {
    expect(Object.keys(id).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(en))('%s has the same placeholders in both languages', (key) => {
    const english = argumentsOf(parse(en[key]));
    const indonesian = argumentsOf(parse(id[key]));
    expect([...indonesian].sort()).toEqual([...english].sort());
  });

  it('no Indonesian text is left empty', () => {
    expect(Object.entries(id).filter(([, text]) => !text.trim())).toEqual([]);
  });
});
