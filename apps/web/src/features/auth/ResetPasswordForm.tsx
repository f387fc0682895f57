import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useToast } from '../../app/toast';
import { ResetPasswordDocument } from '../../generated/graphql';
import { errorCode, serverFieldErrors, serverMessage } from '../../graphql/errors';
import { NewPasswordFields } from './NewPasswordFields';
import { validateNewPassword, type NewPasswordValues } from './passwordForm';

/** A new password for the account of a reset link; every session of that person ends. */
export function ResetPasswordForm({ token, onDone, onLinkInvalid }: { token: string; onDone: () => void; onLinkInvalid: () => void }) {
  const toast = useToast();
  const [reset] = useMutation(ResetPasswordDocument);
  return (
    <Form<NewPasswordValues>
      onSubmit={async ({ password }): Promise<SubmissionErrors | void> => {
        try {
          await reset({ variables: { token, password } });
          toast({ title: 'Password changed', description: 'Sign in with your new password.' });
          onDone();
        } catch (e) {
          const fields = serverFieldErrors(e);
          if (fields) return { password: fields.password ?? Object.values(fields)[0] };
          if (errorCode(e) === 'BAD_USER_INPUT') return { password: serverMessage(e, 'This password cannot be used') };
          if (errorCode(e) === 'NOT_FOUND' || errorCode(e) === 'GONE') return void onLinkInvalid();
          return { password: serverMessage(e, 'Failed to change the password') };
        }
      }}
      validate={(v) => validateNewPassword(v)}
      initialValues={{ password: '', confirm: '' }}
      render={({ handleSubmit, submitting }) => (
        <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} aria-label="Choose a new password">
          <NewPasswordFields disabled={submitting} />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Saving...' : 'Save new password'}
          </Button>
        </Stack>
      )}
    />
  );
}
