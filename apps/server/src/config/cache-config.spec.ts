/** The response cache's settings (issue 28): size, CDN times and the purge address. */
import { ConfigError, loadConfig } from './env';

const base = { NODE_ENV: 'test' };

it('defaults: 32 MB, and no shared caching time without a purge address', () => {
  expect(loadConfig(base).cache).toEqual({ maxBytes: 32 * 1024 * 1024, sMaxAge: 0, staleWhileRevalidate: 0, purgeUrl: undefined, purgeToken: undefined });
});

it('with a purge address, a CDN may keep pages for a day and serve them stale for a minute', () => {
  const cache = loadConfig({ ...base, CDN_PURGE_URL: 'https://purge.example.org/tags', CDN_PURGE_TOKEN: 't0ken' }).cache;
  expect(cache).toEqual({ maxBytes: 32 * 1024 * 1024, sMaxAge: 86_400, staleWhileRevalidate: 60, purgeUrl: 'https://purge.example.org/tags', purgeToken: 't0ken' });
  expect(loadConfig({ ...base, CDN_PURGE_URL: 'https://purge.example.org', CDN_S_MAXAGE: '600', CDN_STALE_WHILE_REVALIDATE: '5', RESPONSE_CACHE_MB: '8' }).cache).toMatchObject({
    maxBytes: 8 * 1024 * 1024,
    sMaxAge: 600,
    staleWhileRevalidate: 5,
  });
});

it('refuses bad values with one clear line', () => {
  expect(() => loadConfig({ ...base, RESPONSE_CACHE_MB: '0' })).toThrow(ConfigError);
  expect(() => loadConfig({ ...base, RESPONSE_CACHE_MB: 'lots' })).toThrow(/RESPONSE_CACHE_MB/);
  expect(() => loadConfig({ ...base, CDN_PURGE_URL: 'ftp://x' })).toThrow(/CDN_PURGE_URL/);
  expect(() => loadConfig({ ...base, CDN_S_MAXAGE: '-1' })).toThrow(/CDN_S_MAXAGE/);
});
