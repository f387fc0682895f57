/** The repository itself (issue 33): what git keeps out of a commit. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../../../..');

/** Whether .gitignore keeps `file` out (--no-index: the rules alone, tracked or not). */
function ignored(file: string): boolean {
  const result = spawnSync('git', ['check-ignore', '--no-index', '-q', file], { cwd: root });
  if (result.status !== 0 && result.status !== 1) throw new Error(`git check-ignore failed: ${String(result.stderr)}`);
  return result.status === 0;
}

describe('.gitignore', () => {
  it.each(['.env', '.env.local', '.env.production', '.env.development.local', 'apps/server/.env', 'deploy/.env.staging'])('keeps the secret file %s out', (file) => {
    expect(ignored(file)).toBe(true);
  });

  it.each(['.env.example', 'apps/server/.env.example'])('keeps the example %s in', (file) => {
    expect(ignored(file)).toBe(false);
  });
});
