import { workerExecArgv } from './cluster';
import { loadConfig } from './config/env';

describe("the workers' node arguments", () => {
  it('bound the young generation by default and the old one when WORKER_HEAP_MB is set', () => {
    expect(workerExecArgv(loadConfig({ NODE_ENV: 'production' }), [])).toEqual(['--max-semi-space-size=4']);
    expect(workerExecArgv(loadConfig({ NODE_ENV: 'production', WORKER_HEAP_MB: '256' }), ['--enable-source-maps'])).toEqual(['--enable-source-maps', '--max-semi-space-size=4', '--max-old-space-size=256']);
    expect(workerExecArgv(loadConfig({ NODE_ENV: 'production', WORKER_SEMI_SPACE_MB: '0' }), [])).toEqual([]);
  });

  it("leave node's own arguments as they are", () => {
    const own = ['--max-semi-space-size=8', '--max-old-space-size=512'];
    expect(workerExecArgv(loadConfig({ NODE_ENV: 'production', WORKER_HEAP_MB: '256' }), own)).toEqual(own);
  });
});
