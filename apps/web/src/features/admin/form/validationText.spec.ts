/** The admin's validation messages (issue 33): every shared rule's English message has its catalogue key; Indonesian is shown, the server's text is untouched. */
import { MESSAGES, PASSWORD_MESSAGES, validateAuthor, validateTool } from '@tumbuh/shared';
import { createIntl } from 'react-intl';
import { adminCatalogues, type AdminTextKey } from '../../../i18n/admin';
import { CLIENT_MESSAGES, translateErrors, validationText, VALIDATION_KEYS } from './validationText';

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
