/** .env.example names every variable the server reads, and the server accepts its values. */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './env';

const root = path.resolve(__dirname, '../../../..');
const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
const entries = Object.fromEntries(
  example
    .split('\n')
    .filter((l) => /^[A-Z0-9_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
);

it('lists every variable env.ts reads, each with a comment', () => {
  const source = fs.readFileSync(path.join(__dirname, 'env.ts'), 'utf8');
  const read = new Set([...source.matchAll(/env\.([A-Z][A-Z0-9_]+)|\(env, '([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? m[2]));
  read.delete('NODE_ENV');
  for (const name of read) expect([name, name in entries]).toEqual([name, true]);
  const lines = example.split('\n');
  for (const [i, line] of lines.entries()) if (/^[A-Z0-9_]+=/.test(line) && !/^[A-Z0-9_]+=/.test(lines[i - 1] ?? '')) expect(lines[i - 1]).toMatch(/^#/);
});

it('is a valid configuration as written', () => {
  const env = Object.fromEntries(Object.entries(entries).filter(([, v]) => v !== ''));
  expect(() => loadConfig({ ...env, NODE_ENV: 'development' })).not.toThrow();
});
