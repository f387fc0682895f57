/**
 * The server's own messages in the admin's language (issue 33): every listed English message is one
 * the server really sends (read from its sources, so the list cannot drift silently), admin/en.json
 * says it word for word, admin/id.json says it in Indonesian; patterned ones keep their values;
 * anything else is shown as it came.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@tumbuh/shared';
import { createIntl } from 'react-intl';
import { adminCatalogues, type AdminTextKey } from '../../../i18n/admin';
import { SERVER_MESSAGES, SERVER_PATTERNS, serverText } from './serverText';
import { validationText } from './validationText';

const translator = (language: 'en' | 'id') => {
  const intl = createIntl({ locale: language, messages: adminCatalogues[language] });
  return (key: AdminTextKey, values?: Record<string, string | number | Date>) => intl.formatMessage({ id: key }, values);
};
const en = translator('en');
const id = translator('id');

/** The server's TypeScript sources, tests left out (apps/server/src). */
const SERVER_SRC = path.resolve(__dirname, '../../../../../server/src');
function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourcesOf(file);
    return entry.name.endsWith('.ts') && !/\.(spec|test)\.ts$/.test(entry.name) ? [fs.readFileSync(file, 'utf8')] : [];
  });
}
const server = sourcesOf(SERVER_SRC).join('\n');

const quoted = (text: string) => ["'", '"', '`'].some((q) => server.includes(`${q}${text}${q}`));

describe('the fixed messages', () => {
  it('reads the server sources', () => expect(server.length).toBeGreaterThan(100_000));

  it.each(Object.keys(SERVER_MESSAGES))('the server sends %j', (message) => {
    expect(quoted(message)).toBe(true);
  });

  it.each(Object.entries(SERVER_MESSAGES))('%j is its own text in en.json and Indonesian in id.json', (message, key) => {
    expect(adminCatalogues.en[key]).toBe(message);
    expect(serverText(en, message)).toBe(message);
    expect(serverText(id, message)).toBe(adminCatalogues.id[key]);
    expect(serverText(id, message)).not.toBe(message);
  });
});

describe('the patterned messages', () => {
  it.each(SERVER_PATTERNS.map((p) => [p.key, p]))('%s: its words are in the server, its example reads back word for word', (_key, p) => {
    expect(server).toContain(p.source);
    expect(p.pattern.test(p.example)).toBe(true);
    expect(serverText(en, p.example)).toBe(p.example);
    expect(serverText(id, p.example)).not.toBe(p.example);
  });

  it('keeps the values inside, in either language', () => {
    expect(serverText(id, 'This author has 3 articles; reassign or delete them first.')).toBe(
      'Penulis ini memiliki 3 artikel; pindahkan ke penulis lain atau hapus artikel tersebut terlebih dahulu.',
    );
    expect(serverText(en, 'This author has 3 articles; reassign or delete them first.')).toBe('This author has 3 articles; reassign or delete them first.');
    expect(serverText(en, 'This author has 1 article; reassign or delete it first.')).toBe('This author has 1 article; reassign or delete it first.');
    expect(serverText(id, 'An age group with this name already exists')).toBe('Kelompok usia dengan nama ini sudah ada');
    expect(serverText(en, 'An age group with this name already exists')).toBe('An age group with this name already exists');
    expect(serverText(en, 'A article with this slug already exists')).toBe('A article with this slug already exists');
    expect(serverText(id, 'This tag has 1 article; move it to another category or delete it first.')).toBe(
      'Tag ini memiliki 1 artikel; pindahkan artikel tersebut ke kategori lain atau hapus terlebih dahulu.',
    );
    expect(serverText(id, 'The file must be comma-separated; its header is separated by ";"')).toBe('Berkas harus dipisahkan koma; baris judulnya dipisahkan dengan ";"');
    expect(serverText(en, 'The file must be comma-separated; its header is separated by ";"')).toBe('The file must be comma-separated; its header is separated by ";"');
    expect(serverText(id, 'A file may hold at most 100,000 lines; this one has 123,456')).toBe('Berkas boleh berisi paling banyak 100.000 baris; berkas ini berisi 123.456');
    expect(serverText(id, 'The test email could not be sent: connect ECONNREFUSED 127.0.0.1:25')).toBe('Email uji tidak dapat dikirim: connect ECONNREFUSED 127.0.0.1:25');
    expect(serverText(id, 'refused: 10.0.0.8 is a private or local address')).toBe('ditolak: 10.0.0.8 adalah alamat privat atau lokal');
  });

  it("shows a CSV line's message inside, a shared rule's included, through validationText", () => {
    expect(validationText(id, `Email: ${MESSAGES.emailInvalid}`)).toBe('Alamat email: Masukkan alamat email yang valid.');
    expect(validationText(id, `Child's birth month: ${MESSAGES.birthMonthFuture}`)).toBe('Bulan lahir anak: Bulan lahir tidak boleh di masa depan');
    expect(validationText(id, 'Expected 4 values, found 2')).toBe('Seharusnya 4 nilai, ditemukan 2');
    expect(validationText(en, `Email: ${MESSAGES.emailInvalid}`)).toBe(`Email: ${MESSAGES.emailInvalid}`);
    expect(validationText(id, 'This file is not a Ghost export (JSON): export it from Settings > Labs > Export your content in Ghost (the file is not complete JSON)')).toBe(
      'Berkas ini bukan ekspor Ghost (JSON): ekspor dari Settings > Labs > Export your content di Ghost (berkas bukan JSON yang lengkap)',
    );
  });
});

describe('anything else', () => {
  it.each(['Something the server never said', 'A unicorn with this horn already exists', 'Email', ''])('%j is shown as it came', (message) => {
    expect(serverText(id, message)).toBe(message);
    expect(validationText(id, message)).toBe(message);
  });
});

it('every server.* key of the catalogues is one the mapping uses', () => {
  const used = new Set<string>([...Object.values(SERVER_MESSAGES), ...SERVER_PATTERNS.map((p) => p.key)]);
  const listed = Object.keys(adminCatalogues.en).filter((key) => key.startsWith('server.'));
  expect(listed.filter((key) => !used.has(key))).toEqual([]);
  expect([...used].filter((key) => !(key in adminCatalogues.id))).toEqual([]);
});
