import fs from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup-error';

/** Makes sure DATA_DIR exists and is writable; one clear line otherwise. */
export function prepareDataDir(dataDir: string): void {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch {
    throw new StartupError(`DATA_DIR ${dataDir} cannot be written: choose a writable folder with DATA_DIR`);
  }
}

/** Whether a process with this pid exists (EPERM: it does, as another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One server per DATA_DIR while it runs its embedded PostgreSQL. A lock left by a killed server
 * (its pid is gone) is taken over.
 */
export function lockDataDir(dataDir: string): { release: () => void } {
  prepareDataDir(dataDir);
  const lockFile = path.join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return {
        release: () => {
          try {
            if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.rmSync(lockFile);
          } catch {
            /* already gone */
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw new StartupError(`DATA_DIR ${dataDir} cannot be written`);
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner)) {
        throw new StartupError(`Another Tumbuh server (pid ${owner}) is already running on DATA_DIR ${dataDir}`);
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new StartupError(`Could not lock DATA_DIR ${dataDir}`);
}
