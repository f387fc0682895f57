import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { validateLogin } from '@tumbuh/shared';
import { Form } from 'react-final-form';
import { FormTextField } from '../../components/FormTextField';
import { useLogin, type SessionUser } from './useSession';

interface LoginValues {
  username: string;
  password: string;
}

/** Username and password (docs/decisions.md#screens); 'Logging in...' while the call is pending. */
export function LoginForm({ onSuccess }: { onSuccess: (user: SessionUser) => void }) {
  const [login, { loading }] = useLogin();
  return (
    <Form<LoginValues>
      onSubmit={async (values) => {
        try {
          const user = await login(values.username.trim(), values.password);
          onSuccess(user);
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
