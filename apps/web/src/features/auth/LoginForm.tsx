import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { validateLogin } from '@tumbuh/shared';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormTextField } from '../../components/FormTextField';
import { codeError } from './fieldRules';
import { useLogin, type SessionUser } from './useSession';

interface LoginValues {
  username: string;
  password: string;
}

/**
 * Username and password (docs/decisions.md#screens); 'Logging in...' while the call is pending. With
 * two-step sign-in on, the password alone signs nobody in: the code of the app (or a recovery code)
 * is asked next.
 */
export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const { signIn, verify, loading } = useLogin();
  const [challenge, setChallenge] = useState<string | null>(null);
  if (challenge) return <TwoStepForm onVerify={(code) => verify(challenge, code)} onSuccess={onSuccess} onBack={() => setChallenge(null)} />;
  return (
    <Form<LoginValues>
      onSubmit={async (values) => {
        try {
          const outcome = await signIn(values.username.trim(), values.password);
          if (outcome.user) onSuccess(outcome.user);
          else setChallenge(outcome.challenge);
        } catch {
          // The toast already said 'Login failed'.
        }
      }}
      validate={validateLogin}
      initialValues={{ username: '', password: '' }}
      render={({ handleSubmit, submitting }) => (
        <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} aria-label="Login">
          <FormTextField name="username" label="Username" autoComplete="username" autoFocus fullWidth disabled={submitting} />
          <FormTextField name="password" label="Password" type="password" autoComplete="current-password" fullWidth disabled={submitting} />
          <Button type="submit" variant="contained" size="large" disabled={submitting || loading}>
            {submitting || loading ? 'Logging in...' : 'Login'}
          </Button>
        </Stack>
      )}
    />
  );
}

/** The second step: a 6-digit code from the authenticator app, or one of the recovery codes. */
function TwoStepForm({ onVerify, onSuccess, onBack }: { onVerify: (code: string) => Promise<SessionUser>; onSuccess: (user: SessionUser) => void; onBack: () => void }) {
  return (
    <Form<{ code: string }>
      onSubmit={async ({ code }) => {
        try {
          onSuccess(await onVerify(code.trim()));
        } catch {
          // The toast said why; the code stays for another try.
        }
      }}
      validate={({ code }) => {
        const error = codeError(code);
        return error ? { code: error } : {};
      }}
      initialValues={{ code: '' }}
      render={({ handleSubmit, submitting }) => (
        <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2.5} aria-label="Two-step sign-in">
          <Typography color="text.secondary">Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Typography>
          <FormTextField name="code" label="Authentication code" autoComplete="one-time-code" autoFocus fullWidth disabled={submitting} slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }} />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Checking...' : 'Verify'}
          </Button>
          <Button onClick={onBack} disabled={submitting}>
            Back
          </Button>
        </Stack>
      )}
    />
  );
}
