/** The repository itself (issue 33): what git keeps out of a commit, what a fresh install asks of Node. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

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

describe('the Node version', () => {
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const declared: string = read('package.json').engines.node;
  const lock = read('package-lock.json') as {
    packages: Record<string, { version?: string; engines?: { node?: string } | string[]; os?: string[]; cpu?: string[] }>;
  };
  // npm checks the packages it installs: one for another system (sharp's Windows binary) is skipped.
  const installedHere = (pkg: { os?: string[]; cpu?: string[] }) => (!pkg.os || pkg.os.includes(process.platform)) && (!pkg.cpu || pkg.cpu.includes(process.arch));
  // The oldest Node the project admits, and the one running this test: a fresh `npm ci` on either
  // warns (EBADENGINE) about any installed package whose engines.node leaves it out.
  const versions = [semver.minVersion(declared)!.version, process.versions.node];

  it('the running Node is one the project declares', () => {
    expect(semver.satisfies(process.versions.node, declared)).toBe(true);
  });

  it('every package of the lock file accepts the Node versions the project declares', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([, pkg]) => installedHere(pkg))
      .map(([where, pkg]) => ({ where, version: pkg.version, node: !Array.isArray(pkg.engines) ? pkg.engines?.node : undefined }))
      .filter(({ node }) => node && versions.some((v) => !semver.satisfies(v, node)));
    expect(refusing).toEqual([]);
  });

  it('the Dockerfile builds and runs on a Node the project declares', () => {
    const images = [...fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8').matchAll(/^ARG NODE_IMAGE=node:(\d+)/gm)].map((m) => Number(m[1]));
    expect(images).toHaveLength(1);
    // A release line the project admits, and not Node 20 (end of life since April 2026).
    expect(semver.intersects(`^${images[0]}`, declared)).toBe(true);
    expect(images[0]).toBeGreaterThanOrEqual(22);
  });
});
