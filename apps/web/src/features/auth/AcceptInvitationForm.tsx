import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useToast } from '../../app/toast';
import { FormTextField } from '../../components/FormTextField';
import { AcceptInvitationDocument, MeDocument } from '../../generated/graphql';
import { errorCode, serverFieldErrors, serverMessage } from '../../graphql/errors';
import { NewPasswordFields } from './NewPasswordFields';
import { validateNewPassword, type NewPasswordValues } from './passwordForm';
import { toSessionUser, type SessionUser } from './useSession';

export interface AcceptInvitationValues extends NewPasswordValues {
  username: string;
  name: string;
}

const USERNAME = /^[A-Za-z0-9._-]{3,100}$/;

export function validateAcceptInvitation(values: Partial<AcceptInvitationValues>, email = '') {
  const errors: Partial<Record<keyof AcceptInvitationValues, string>> = validateNewPassword(values, [values.username ?? '', values.name ?? '', email].filter(Boolean));
  const username = values.username?.trim() ?? '';
  if (!username) errors.username = 'Username is required';
  else if (!USERNAME.test(username)) errors.username = 'Username must be 3 to 100 letters, digits, dots, dashes or underscores';
  if (!values.name?.trim()) errors.name = 'Your name is required';
  else if (values.name.trim().length > 200) errors.name = 'Name must be at most 200 characters';
  return errors;
}

/** The invitee chooses a username, gives their name and a password; the account is then signed in. */
export function AcceptInvitationForm({ token, email, onAccepted, onLinkInvalid }: { token: string; email: string; onAccepted: (user: SessionUser) => void; onLinkInvalid: () => void }) {
  const client = useApolloClient();
  const toast = useToast();
  const [accept] = useMutation(AcceptInvitationDocument);
  return (
    <Form<AcceptInvitationValues>
      onSubmit={async (values): Promise<SubmissionErrors | void> => {
        try {
          const { data } = await accept({ variables: { token, username: values.username.trim(), name: values.name.trim(), password: values.password } });
          if (!data) return;
          client.writeQuery({ query: MeDocument, data: { me: data.acceptInvitation } });
          toast({ title: 'Welcome to Tumbuh', description: `You are signed in as ${data.acceptInvitation.username}.` });
          onAccepted(toSessionUser(data.acceptInvitation));
        } catch (e) {
          const fields = serverFieldErrors(e);
          if (fields) return fields;
          if (errorCode(e) === 'NOT_FOUND' || errorCode(e) === 'GONE') return void onLinkInvalid();
          return { username: serverMessage(e, 'Failed to create the account') };
        }
      }}
      validate={(v) => validateAcceptInvitation(v, email)}
      initialValues={{ username: '', name: '', password: '', confirm: '' }}
      render={({ handleSubmit, submitting, values }) => (
        <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} aria-label="Accept invitation">
          <FormTextField name="name" label="Your name" autoComplete="name" autoFocus fullWidth disabled={submitting} />
          <FormTextField name="username" label="Username" autoComplete="username" fullWidth disabled={submitting} helperText="You sign in with it" />
          <NewPasswordFields label="Password" userInputs={[values.username, values.name, email].filter(Boolean)} disabled={submitting} />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Creating your account...' : 'Create account'}
          </Button>
        </Stack>
      )}
    />
  );
}
