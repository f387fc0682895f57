import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useToast } from '../../app/toast';
import { useConfirm } from '../../components/ConfirmDialog';
import { MySessionsDocument, SignOutOtherSessionsDocument } from '../../generated/graphql';
import { serverMessage } from '../../graphql/errors';
import { AccountSection } from './AccountSection';
import { describeBrowser } from './userAgent';

/** Where this person is signed in; every session but this one can be ended at once. */
export function SessionsSection() {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { data, loading, refetch } = useQuery(MySessionsDocument, { fetchPolicy: 'network-only' });
  const [signOutOthers, { loading: ending }] = useMutation(SignOutOtherSessionsDocument);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  return (
    <AccountSection title="Signed-in sessions" description="Each browser where you are signed in. Sign-out ends the others at once.">
      {loading && !data ? (
        <Skeleton variant="rounded" height={64} />
      ) : (
        <List dense disablePadding aria-label="Sessions">
          {sessions.map((s) => (
            <ListItem key={s.id} disableGutters divider>
              <ListItemText
                primary={
                  <>
                    {describeBrowser(s.userAgent)} {s.current && <Chip size="small" color="primary" label="This browser" sx={{ ml: 1 }} />}
                  </>
                }
                secondary={`${s.signedInAt ? `Signed in ${dayjs(s.signedInAt).format('MMM D, YYYY HH:mm')} · ` : ''}ends ${dayjs(s.expiresAt).format('MMM D, YYYY')} unless used`}
              />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        variant="outlined"
        color="warning"
        sx={{ mt: 2 }}
        disabled={others === 0 || ending}
        onClick={async () => {
          const ok = await confirm({ title: 'Sign out everywhere else', confirmLabel: 'Sign out', message: `End ${others} other session${others === 1 ? '' : 's'}? This browser stays signed in.` });
          if (!ok) return;
          try {
            await signOutOthers();
            await refetch();
            toast({ title: 'Signed out everywhere else' });
          } catch (e) {
            toast({ title: 'Failed to sign out the other sessions', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
          }
        }}
      >
        Sign out everywhere else
      </Button>
      {confirmDialog}
    </AccountSection>
  );
}
