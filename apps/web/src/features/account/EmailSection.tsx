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
import { useAdminRichText, useAdminText } from '../../i18n/admin';
import { translateErrors } from '../admin/form/validationText';

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
  const t = useAdminText();
  const rich = useAdminRichText();
  const [changeEmail] = useMutation(ChangeEmailDocument);
  return (
    <AccountSection title={t('subscribers.email')} description={email ? rich('account.emailIs', { email }) : t('account.noEmail')}>
      <Form<EmailValues>
        onSubmit={async (values, form): Promise<SubmissionErrors | void> => {
          try {
            await changeEmail({ variables: { email: values.email.trim(), currentPassword: values.currentPassword } });
            toast({ title: t('account.emailChanged'), description: values.email.trim() });
            setTimeout(() => form.restart({ email: '', currentPassword: '' }));
          } catch (e) {
            const fields = serverFieldErrors(e);
            if (fields) return translateErrors(t, fields);
            return translateErrors(t, { email: serverMessage(e, t('account.emailFailed')) });
          }
        }}
        validate={(v) => translateErrors(t, validateEmailChange(v, email))}
        initialValues={{ email: '', currentPassword: '' }}
        render={({ handleSubmit, submitting }) => (
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label={t('account.changeEmail')} sx={{ maxWidth: 480 }}>
            <FormTextField name="email" label={t('account.newEmail')} type="email" autoComplete="email" fullWidth disabled={submitting} />
            <FormTextField name="currentPassword" label={t('account.currentPassword')} type="password" autoComplete="current-password" fullWidth disabled={submitting} />
            <div>
              <Button type="submit" variant="contained" disabled={submitting}>
                {submitting ? t('common.saving') : t('account.changeEmail')}
              </Button>
            </div>
          </Stack>
        )}
      />
    </AccountSection>
  );
}
