import { ConfigError, parseTrustProxy } from './env';

describe('TRUST_PROXY (issue 18)', () => {
  it('takes a hop count or proxy addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('loopback')).toBe('loopback');
    expect(parseTrustProxy('10.0.0.0/8, 172.16.0.1, fd00::/8')).toBe('10.0.0.0/8, 172.16.0.1, fd00::/8');
  });

  it.each(['true', 'TRUE', '11', 'everyone', '10.0.0.0/40', '300.1.1.1', '1.2.3.4/8/9'])('refuses %s with a clear start-up error', (raw) => {
    expect(() => parseTrustProxy(raw)).toThrow(ConfigError);
  });
});
