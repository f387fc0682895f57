import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMutation } from '@apollo/client/react';
import type { FormApi, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useToast } from '../../app/toast';
import { FormTextField } from '../../components/FormTextField';
import { ChangePasswordDocument } from '../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../graphql/errors';
import { NewPasswordFields } from '../auth/NewPasswordFields';
import { validateNewPassword } from '../auth/passwordForm';
import { AccountSection } from './AccountSection';
import { useAdminText } from '../../i18n/admin';
import { translateErrors } from '../admin/form/validationText';

export interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  confirm: string;
}

export function validateChangePassword(values: Partial<ChangePasswordValues>, userInputs: readonly string[] = []) {
  const errors: Partial<Record<keyof ChangePasswordValues, string>> = validateNewPassword(values, userInputs);
  if (!values.currentPassword) errors.currentPassword = 'Your current password is required';
  else if (values.password && values.password === values.currentPassword) errors.password = 'The new password must differ from the current one';
  return errors;
}

/** Current password, then the new one twice; every other session of this person ends. */
export function ChangePasswordSection({ userInputs }: { userInputs: readonly string[] }) {
  const toast = useToast();
  const t = useAdminText();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const submit = async (values: ChangePasswordValues, form: FormApi<ChangePasswordValues>): Promise<SubmissionErrors | void> => {
    try {
      await changePassword({ variables: { currentPassword: values.currentPassword, newPassword: values.password } });
      toast({ title: t('account.passwordChanged'), description: t('account.passwordChangedDescription') });
      setTimeout(() => form.restart());
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields) return translateErrors(t, { currentPassword: fields.currentPassword, password: fields.newPassword ?? fields.password });
      return translateErrors(t, { currentPassword: serverMessage(e, t('account.passwordFailed')) });
    }
  };
  return (
    <AccountSection title={t('account.password')} description={t('account.passwordIntro')}>
      <Form<ChangePasswordValues>
        onSubmit={submit}
        validate={(v) => translateErrors(t, validateChangePassword(v, userInputs))}
        initialValues={{ currentPassword: '', password: '', confirm: '' }}
        render={({ handleSubmit, submitting }) => (
          <Stack component="form" noValidate onSubmit={handleSubmit} spacing={2} aria-label={t('account.changePassword')} sx={{ maxWidth: 480 }}>
            <FormTextField name="currentPassword" label={t('account.currentPassword')} type="password" autoComplete="current-password" fullWidth disabled={submitting} />
            <NewPasswordFields userInputs={userInputs} disabled={submitting} />
            <div>
              <Button type="submit" variant="contained" disabled={submitting}>
                {submitting ? t('common.saving') : t('account.changePassword')}
              </Button>
            </div>
          </Stack>
        )}
      />
    </AccountSection>
  );
}
