import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useToast } from '../../app/toast';
import { useConfirm } from '../../components/ConfirmDialog';
import { PendingInvitationsDocument, RevokeInvitationDocument } from '../../generated/graphql';
import { serverMessage } from '../../graphql/errors';
import { asRole, ROLE_LABEL } from '../auth/permissions';

/** Invitations sent and not used yet; withdrawing one makes its link stop working. Nothing shows when there are none. */
export function PendingInvitations() {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { data } = useQuery(PendingInvitationsDocument, { fetchPolicy: 'cache-and-network' });
  const [revoke] = useMutation(RevokeInvitationDocument, { refetchQueries: [PendingInvitationsDocument] });
  const pending = data?.invitations ?? [];
  if (pending.length === 0) return confirmDialog;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2, borderRadius: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Pending invitations
      </Typography>
      <List dense aria-label="Pending invitations">
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
                    const ok = await confirm({ title: 'Withdraw invitation', confirmLabel: 'Withdraw', message: `Withdraw the invitation of ${inv.email}? The link in their email stops working.` });
                    if (!ok) return;
                    try {
                      await revoke({ variables: { id: inv.id } });
                      toast({ title: 'Invitation withdrawn', description: inv.email });
                    } catch (e) {
                      toast({ title: 'Failed to withdraw the invitation', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
                    }
                  }}
                >
                  Withdraw
                </Button>
              }
            >
              <ListItemText
                primary={`${inv.email} · ${role ? ROLE_LABEL[role] : inv.role}`}
                secondary={`Sent ${dayjs(inv.createdAt).format('MMM D, HH:mm')}${inv.invitedByName ? ` by ${inv.invitedByName}` : ''} · valid until ${dayjs(inv.expiresAt).format('MMM D, YYYY')}`}
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
