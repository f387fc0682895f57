import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useToast } from '../../app/toast';
import { FormTextField } from '../../components/FormTextField';
import { ChangeEmailDocument } from '../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../graphql/errors';
import { emailError } from '../auth/fieldRules';
import { AccountSection } from './AccountSection';

export interface EmailValues {
  email: string;
  currentPassword: string;
}

export function validateEmailChange(values: Partial<EmailValues>, current: string | null) {
  const errors: Partial<Record<keyof EmailValues, string>> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  else if (current && values.email?.trim().toLowerCase() === current.toLowerCase()) errors.email = 'This is already your email address';
  if (!values.currentPassword) errors.currentPassword = 'Your current password is required';
  return errors;
}

/** The address invitations, resets and review notices go to. */
export function EmailSection({ email }: { email: string | null }) {
  const toast = useToast();
  const [changeEmail] = useMutation(ChangeEmailDocument);
  return (
    <AccountSection title="Email" description={email ? <>Password resets and notices go to <strong>{email}</strong>.</> : 'No address yet: add one to be able to reset your password.'}>
      <Form<EmailValues>
        onSubmit={async (values, form): Promise<SubmissionErrors | void> => {
          try {
            await changeEmail({ variables: { email: values.email.trim(), currentPassword: values.currentPassword } });
            toast({ title: 'Email changed', description: values.email.trim() });
            setTimeout(() => form.restart({ email: '', currentPassword: '' }));
          } catch (e) {
            const fields = serverFieldErrors(e);
            if (fields) return fields;
            return { email: serverMessage(e, 'Failed to change the email') };
          }
        }}
        validate={(v) => validateEmailChange(v, email)}
        initialValues={{ email: '', currentPassword: '' }}
        render={({ handleSubmit, submitting }) => (
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label="Change email" sx={{ maxWidth: 480 }}>
            <FormTextField name="email" label="New email address" type="email" autoComplete="email" fullWidth disabled={submitting} />
            <FormTextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" fullWidth disabled={submitting} />
            <div>
              <Button type="submit" variant="contained" disabled={submitting}>
                {submitting ? 'Saving...' : 'Change email'}
              </Button>
            </div>
          </Stack>
        )}
      />
    </AccountSection>
  );
}
