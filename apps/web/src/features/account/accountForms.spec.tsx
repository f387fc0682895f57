import { MESSAGES, PASSWORD_MESSAGES } from '@tumbuh/shared';
import { validateAcceptInvitation } from '../auth/AcceptInvitationForm';
import { validateChangePassword } from './ChangePasswordSection';
import { validateEmailChange } from './EmailSection';

const strong = 'kettle Orchid migrates 47 lanterns';

it('changing the password needs the current one and a different, repeated new one', () => {
  expect(validateChangePassword({ currentPassword: '', password: strong, confirm: strong })).toEqual({ currentPassword: 'Your current password is required' });
  expect(validateChangePassword({ currentPassword: strong, password: strong, confirm: strong })).toEqual({ password: 'The new password must differ from the current one' });
  expect(validateChangePassword({ currentPassword: 'old one', password: 'short', confirm: 'short' })).toEqual({ password: PASSWORD_MESSAGES.tooShort });
  expect(validateChangePassword({ currentPassword: 'old one', password: strong, confirm: `${strong}!` })).toEqual({ confirm: 'The passwords do not match' });
  expect(validateChangePassword({ currentPassword: 'old one', password: strong, confirm: strong })).toEqual({});
});

it('changing the email needs a new valid address and the current password', () => {
  expect(validateEmailChange({ email: 'me@example.com', currentPassword: 'x' }, 'Me@Example.com')).toEqual({ email: 'This is already your email address' });
  expect(validateEmailChange({ email: 'nope', currentPassword: '' }, null)).toEqual({ email: MESSAGES.emailInvalid, currentPassword: 'Your current password is required' });
  expect(validateEmailChange({ email: 'new@example.com', currentPassword: 'x' }, 'me@example.com')).toEqual({});
});

it('accepting an invitation needs a name, a username by the server rule and a password', () => {
  expect(validateAcceptInvitation({ name: '', username: '', password: '', confirm: '' })).toEqual({
    name: 'Your name is required',
    username: 'Username is required',
    password: PASSWORD_MESSAGES.required,
    confirm: 'Please type the password again',
  });
  expect(validateAcceptInvitation({ name: 'Wulan', username: 'wu lan', password: strong, confirm: strong }).username).toMatch(/3 to 100 letters/);
  expect(validateAcceptInvitation({ name: 'Wulan', username: 'wulan', password: strong, confirm: strong })).toEqual({});
});
