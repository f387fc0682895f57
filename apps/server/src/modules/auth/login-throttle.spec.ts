import { addressKey, tooManyAttemptsMessage, usernameKey } from './login-throttle';

describe('login throttle keys', () => {
  it.each([
    [undefined, 'unknown'],
    ['', 'unknown'],
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::1', '::1'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::9', '2001:db8:1:2::/64'],
    ['2001:DB8:0001:0002:ffff::', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0::/64'],
  ])('address %j → %j', (ip, key) => expect(addressKey(ip)).toBe(key));

  it('usernames ignore case and surrounding spaces', () => {
    expect(usernameKey('  Admin ')).toBe('admin');
    expect(usernameKey('x'.repeat(500))).toHaveLength(200);
  });

  it('says when to retry, in whole minutes', () => {
    expect(tooManyAttemptsMessage(900)).toBe('Too many login attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(721)).toBe('Too many login attempts. Try again in 13 minutes.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many login attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many login attempts. Try again in 1 minute.');
  });
});
