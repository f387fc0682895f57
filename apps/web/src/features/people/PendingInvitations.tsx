import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '../../app/toast';
import { useConfirm } from '../../components/ConfirmDialog';
import { PendingInvitationsDocument, RevokeInvitationDocument } from '../../generated/graphql';
import { serverMessage } from '../../graphql/errors';
import { asRole } from '../auth/permissions';
import { useAdminText } from '../../i18n/admin';
import { useAdminFormat } from '../admin/useAdminFormat';

/** Invitations sent and not used yet; withdrawing one makes its link stop working. Nothing shows when there are none. */
export function PendingInvitations() {
  const toast = useToast();
  const t = useAdminText();
  const format = useAdminFormat();
  const [confirm, confirmDialog] = useConfirm();
  const { data } = useQuery(PendingInvitationsDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeInvitationDocument, { refetchQueries: [PendingInvitationsDocument] });
  const pending = data?.invitations ?? [];
  if (pending.length === 0) return confirmDialog;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, borderRadius: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t('people.pending')}
      </Typography>
      <List dense aria-label={t('people.pending')}>
        {pending.map((inv) => {
          const role = asRole(inv.role);
          return (
            <ListItem
              key={inv.id}
              disableGutters
              divider
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  onClick={async () => {
                    const ok = await confirm({ title: t('people.withdrawTitle'), confirmLabel: t('people.withdraw'), message: t('people.confirmWithdraw', { email: inv.email }) });
                    if (!ok) return;
                    try {
                      await revoke({ variables: { id: inv.id } });
                      toast({ title: t('people.withdrawn'), description: inv.email });
                    } catch (e) {
                      toast({ title: t('people.withdrawFailed'), description: serverMessage(e, t('common.pleaseTryAgain')), variant: 'destructive' });
                    }
                  }}
                >
                  {t('people.withdraw')}
                </Button>
              }
            >
              <ListItemText
                primary={`${inv.email} · ${role ? t(`role.${role}`) : inv.role}`}
                secondary={t(inv.invitedByName ? 'people.invitationSentBy' : 'people.invitationSent', {
                  sent: format.date(inv.createdAt, 'MMM D, HH:mm'),
                  by: inv.invitedByName ?? '',
                  until: format.date(inv.expiresAt, 'MMM D, YYYY'),
                })}
                sx={{ pr: 10 }}
              />
            </ListItem>
          );
        })}
      </List>
      {confirmDialog}
    </Paper>
  );
}
