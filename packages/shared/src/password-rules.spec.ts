import { PASSWORD_MESSAGES, passwordStrength, validateNewPassword } from './password-rules';

describe('password rule', () => {
  it('refuses short, common and name-based passwords and accepts a long random one', () => {
    expect(validateNewPassword('')).toBe(PASSWORD_MESSAGES.required);
    expect(validateNewPassword('Xq7#pL2!')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(validateNewPassword('password1234')).toBe(PASSWORD_MESSAGES.tooWeak);
    expect(validateNewPassword('aliceandersonalice', ['aliceanderson'])).toBe(PASSWORD_MESSAGES.tooWeak);
    expect(validateNewPassword('x'.repeat(201))).toBe(PASSWORD_MESSAGES.tooLong);
    expect(validateNewPassword('correct horse battery staple orbit')).toBeUndefined();
    expect(passwordStrength('correct horse battery staple orbit').score).toBeGreaterThanOrEqual(3);
  });
});
