import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormTextField } from '../../components/FormTextField';
import { RequestPasswordResetDocument } from '../../generated/graphql';
import { errorCode, serverMessage } from '../../graphql/errors';
import { emailError } from './fieldRules';

/** The answer is the same whether or not an account uses the address (docs/decisions.md). */
export const RESET_SENT = 'If an account uses this address, we sent it a link to choose a new password. The link works once, for 30 minutes.';

/** Forgot password: an email address, then always the same answer. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [request] = useMutation(RequestPasswordResetDocument);
  const [sent, setSent] = useState(false);
  if (sent)
    return (
      <Stack spacing={2}>
        <Alert severity="success" role="status">
          {RESET_SENT}
        </Alert>
        <Button onClick={onBack}>Back to sign-in</Button>
      </Stack>
    );
  return (
    <Form<{ email: string }>
      onSubmit={async ({ email }): Promise<SubmissionErrors | void> => {
        try {
          await request({ variables: { login: email.trim() } });
          setSent(true);
        } catch (e) {
          // Too many requests has its own words; anything else gets the same answer as success.
          if (errorCode(e) === 'TOO_MANY_REQUESTS') return { email: serverMessage(e, 'Too many requests. Please try again later.') };
          if (errorCode(e) === 'BAD_USER_INPUT') return { email: serverMessage(e, 'Please enter a valid email address') };
          setSent(true);
        }
      }}
      validate={({ email }) => {
        const error = emailError(email);
        return error ? { email: error } : {};
      }}
      initialValues={{ email: '' }}
      render={({ handleSubmit, submitting }) => (
        <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} aria-label="Forgot password">
          <FormTextField name="email" label="Email address" type="email" autoComplete="email" autoFocus fullWidth disabled={submitting} />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Sending...' : 'Send reset link'}
          </Button>
          <Button onClick={onBack} disabled={submitting}>
            Back to sign-in
          </Button>
        </Stack>
      )}
    />
  );
}
