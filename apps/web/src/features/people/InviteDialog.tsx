import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { useToast } from '../../app/toast';
import { FormTextField } from '../../components/FormTextField';
import { InvitePersonDocument, PendingInvitationsDocument } from '../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../graphql/errors';
import { FormDialog } from '../admin/form/FormDialog';
import { emailError } from '../auth/fieldRules';
import { ROLES, type UserRole } from '../auth/permissions';
import { useAdminText, type AdminTextKey } from '../../i18n/admin';
import { translateErrors } from '../admin/form/validationText';

export interface InviteValues {
  email: string;
  role: UserRole;
}

export function validateInvite(values: Partial<InviteValues>): Partial<Record<keyof InviteValues, string>> {
  const errors: Partial<Record<keyof InviteValues, string>> = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (!values.role || !ROLES.includes(values.role)) errors.role = 'Choose a role';
  return errors;
}

const ROLE_HELP: Record<UserRole, AdminTextKey> = {
  WRITER: 'people.roleHelp.WRITER',
  EDITOR: 'people.roleHelp.EDITOR',
  ADMIN: 'people.roleHelp.ADMIN',
};

/** Invite by email: the server mails a single-use link valid 7 days. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const t = useAdminText();
  const [invite] = useMutation(InvitePersonDocument, { refetchQueries: [PendingInvitationsDocument] });
  return (
    <FormDialog<InviteValues>
      title={t('people.inviteTitle')}
      submitLabel={t('people.sendInvitation')}
      initialValues={{ email: '', role: 'WRITER' }}
      validate={validateInvite}
      maxWidth="xs"
      onSubmit={async (values): Promise<SubmissionErrors | void> => {
        try {
          await invite({ variables: { email: values.email.trim(), role: values.role } });
          toast({ title: t('people.invited'), description: t(`people.invitedDescription.${values.role}`, { email: values.email.trim() }) });
          onClose();
        } catch (e) {
          const fields = serverFieldErrors(e);
          if (fields) return translateErrors(t, fields);
          toast({ title: t('people.inviteFailed'), description: serverMessage(e, t('common.pleaseTryAgain')), variant: 'destructive' });
        }
      }}
      onClose={onClose}
    >
      {({ submitting, values }) => (
        <>
          <FormTextField name="email" label={t('people.emailAddress')} type="email" autoComplete="off" autoFocus fullWidth required disabled={submitting} />
          <FormTextField name="role" label={t('people.role')} select fullWidth disabled={submitting} helperText={values.role ? t(ROLE_HELP[values.role]) : undefined}>
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`role.${r}`)}
              </MenuItem>
            ))}
          </FormTextField>
        </>
      )}
    </FormDialog>
  );
}
