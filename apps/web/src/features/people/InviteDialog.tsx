import MenuItem from '@mui/material/MenuItem';
import { useMutation } from '@apollo/client/react';
import type { SubmissionErrors } from 'final-form';
import { useToast } from '../../app/toast';
import { FormTextField } from '../../components/FormTextField';
import { InvitePersonDocument, PendingInvitationsDocument } from '../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../graphql/errors';
import { FormDialog } from '../admin/form/FormDialog';
import { emailError } from '../auth/fieldRules';
import { ROLE_LABEL, ROLES, type UserRole } from '../auth/permissions';

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

const ROLE_HELP: Record<UserRole, string> = {
  WRITER: 'Writes their own drafts and submits them for review',
  EDITOR: 'Edits and publishes all content; no people, subscribers or newsletter',
  ADMIN: 'Everything, people and newsletter included',
};

/** Invite by email: the server mails a single-use link valid 7 days. */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const [invite] = useMutation(InvitePersonDocument, { refetchQueries: [PendingInvitationsDocument] });
  return (
    <FormDialog<InviteValues>
      title="Invite a person"
      submitLabel="Send invitation"
      initialValues={{ email: '', role: 'WRITER' }}
      validate={validateInvite}
      maxWidth="xs"
      onSubmit={async (values): Promise<SubmissionErrors | void> => {
        try {
          await invite({ variables: { email: values.email.trim(), role: values.role } });
          toast({ title: 'Invitation sent', description: `${values.email.trim()} can join as ${ROLE_LABEL[values.role].toLowerCase()} for 7 days.` });
          onClose();
        } catch (e) {
          const fields = serverFieldErrors(e);
          if (fields) return fields;
          toast({ title: 'Failed to send the invitation', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
        }
      }}
      onClose={onClose}
    >
      {({ submitting, values }) => (
        <>
          <FormTextField name="email" label="Email address" type="email" autoComplete="off" autoFocus fullWidth required disabled={submitting} />
          <FormTextField name="role" label="Role" select fullWidth disabled={submitting} helperText={values.role ? ROLE_HELP[values.role] : undefined}>
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {ROLE_LABEL[r]}
              </MenuItem>
            ))}
          </FormTextField>
        </>
      )}
    </FormDialog>
  );
}
