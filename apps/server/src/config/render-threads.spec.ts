/** Processes and render threads of `npm start` (issue 28): one process, page renders on one thread per core in production. */
import os from 'node:os';
import { ConfigError, loadConfig } from './env';

const base = { SESSION_SECRET: 'a-session-secret-of-32-characters!' };

it('in production, one process renders pages on one thread per core, each with a 64 MB heap', () => {
  const config = loadConfig({ ...base, NODE_ENV: 'production' });
  expect(config.webConcurrency).toBe(1);
  expect(config.renderThreads).toBe(os.availableParallelism());
  expect(config.renderThreadHeapMb).toBe(64);
});

it('elsewhere pages render in the server thread; every count can be set', () => {
  expect(loadConfig({ ...base, NODE_ENV: 'test' }).renderThreads).toBe(0);
  expect(loadConfig({ ...base, NODE_ENV: 'development' }).webConcurrency).toBe(1);
  const set = loadConfig({ ...base, NODE_ENV: 'production', RENDER_THREADS: '0', RENDER_THREAD_HEAP_MB: '0', WEB_CONCURRENCY: '3' });
  expect([set.renderThreads, set.renderThreadHeapMb, set.webConcurrency]).toEqual([0, 0, 3]);
  expect(() => loadConfig({ ...base, NODE_ENV: 'production', RENDER_THREADS: 'many' })).toThrow(ConfigError);
  expect(() => loadConfig({ ...base, NODE_ENV: 'production', RENDER_THREADS: '65' })).toThrow(/RENDER_THREADS/);
});
