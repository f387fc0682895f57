import { MESSAGES, validateEmail } from './index';

describe('validateEmail and control characters', () => {
  it.each(['a\u0000b@example.com', 'ab@exa\u0001mple.com', 'ab@example.com\u007f', 'a\u001fb@example.com'])('refuses %j', (e) =>
    expect(validateEmail(e)).toBe(MESSAGES.emailInvalid),
  );
  it('still accepts an ordinary address', () => expect(validateEmail('ibu.sari@example.co.id')).toBeUndefined());
});
