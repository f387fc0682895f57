import { isClientRoute } from './static';

describe('client routes that answer 200 without a server render', () => {
  it('include the sign-in, invitation and password-reset pages (issue 29)', () => {
    expect(isClientRoute('/auth')).toBe(true);
    expect(isClientRoute('/auth/invite')).toBe(true);
    expect(isClientRoute('/auth/reset')).toBe(true);
    expect(isClientRoute('/admin/people')).toBe(true);
  });

  it('leave other addresses under /auth as 404', () => {
    expect(isClientRoute('/auth/other')).toBe(false);
    expect(isClientRoute('/auth/invite/extra')).toBe(false);
  });
});
