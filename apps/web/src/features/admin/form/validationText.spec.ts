/** The admin's validation messages (issue 33): every shared rule's English message has its catalogue key; Indonesian is shown, the server's text is untouched. */
import { MESSAGES, PASSWORD_MESSAGES, validateAuthor, validateTool } from '@tumbuh/shared';
import { createIntl } from 'react-intl';
import { adminCatalogues, type AdminTextKey } from '../../../i18n/admin';
import { CLIENT_MESSAGES, PASSWORD_HINTS, translateErrors, validationText, VALIDATION_KEYS } from './validationText';

const translator = (language: 'en' | 'id') => {
  const intl = createIntl({ locale: language, messages: adminCatalogues[language] });
  return (key: AdminTextKey, values?: Record<string, string | number | Date>) => intl.formatMessage({ id: key }, values);
};

it('every mapped message has its key in both admin catalogues', () => {
  for (const key of [...VALIDATION_KEYS, 'validation.tooLong']) {
    expect(adminCatalogues.en).toHaveProperty([key]);
    expect(adminCatalogues.id).toHaveProperty([key]);
  }
  const texts = [...Object.values(MESSAGES), ...Object.values(PASSWORD_MESSAGES)].filter((m) => typeof m === 'string');
  expect(VALIDATION_KEYS.length).toBeGreaterThanOrEqual(new Set(texts).size);
});

it("maps the password rule's messages as they are", () => {
  for (const [name, text] of Object.entries(PASSWORD_MESSAGES)) expect(CLIENT_MESSAGES[text]).toBe(`password.${name}`);
});

it('shows the English messages word for word in English', () => {
  const t = translator('en');
  for (const message of Object.values(MESSAGES)) if (typeof message === 'string') expect(validationText(t, message)).toBe(message);
  expect(validationText(t, MESSAGES.tooLong(200))).toBe(MESSAGES.tooLong(200));
});

it("shows an admin form's errors in Indonesian, and a message it does not know as it came", () => {
  const t = translator('id');
  expect(translateErrors(t, validateAuthor({ name: '', bio: '' }))).toEqual({ name: 'Nama wajib diisi', bio: 'Bio wajib diisi' });
  expect(translateErrors(t, validateTool({ name: 'x'.repeat(201), description: 'd', url: 'nope' }))).toEqual({ name: 'Maksimal 200 karakter', url: 'Masukkan URL yang valid' });
  expect(validationText(t, 'A category with this slug already exists')).toBe('Kategori dengan slug ini sudah ada');
  expect(validationText(t, 'Something the admin has never seen')).toBe('Something the admin has never seen');
});

it("maps every hint of the password strength estimator, Indonesian in the Indonesian admin", () => {
  // The estimator's English texts, as the shared password rule sets them up (@zxcvbn-ts/language-en).
  const { translations } = jest.requireActual<{ translations: { warnings: Record<string, string>; suggestions: Record<string, string> } }>('@zxcvbn-ts/language-en');
  const id = translator('id');
  const en = translator('en');
  for (const [group, hints] of [['warning', translations.warnings], ['suggestion', translations.suggestions]] as const) {
    for (const [name, text] of Object.entries(hints)) {
      expect(PASSWORD_HINTS[text]).toBe(`password.${group}.${name}`);
      expect(validationText(en, text)).toBe(text);
      expect(validationText(id, text)).toBe(adminCatalogues.id[`password.${group}.${name}` as AdminTextKey]);
      expect(validationText(id, text)).not.toBe(text);
    }
  }
  expect(Object.keys(PASSWORD_HINTS)).toHaveLength(Object.keys(translations.warnings).length + Object.keys(translations.suggestions).length);
});
