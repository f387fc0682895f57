import { MESSAGES } from '@tumbuh/shared';
import { validateInvite } from './InviteDialog';

it('asks for a valid email and one of the three roles', () => {
  expect(validateInvite({ email: '', role: 'WRITER' })).toEqual({ email: MESSAGES.emailRequiredDescription });
  expect(validateInvite({ email: 'not-an-address', role: 'WRITER' })).toEqual({ email: MESSAGES.emailInvalid });
  expect(validateInvite({ email: 'writer@example.com', role: 'OWNER' as never })).toEqual({ role: 'Choose a role' });
  expect(validateInvite({ email: ' writer@example.com ', role: 'EDITOR' })).toEqual({});
});
