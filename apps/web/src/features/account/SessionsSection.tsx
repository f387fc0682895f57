import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useMutation, useQuery } from '@apollo/client/react';
import { useToast } from '../../app/toast';
import { useConfirm } from '../../components/ConfirmDialog';
import { MySessionsDocument, SignOutOtherSessionsDocument } from '../../generated/graphql';
import { serverMessage } from '../../graphql/errors';
import { AccountSection } from './AccountSection';
import { describeBrowser } from './userAgent';
import { useAdminText } from '../../i18n/admin';
import { useAdminFormat } from '../admin/useAdminFormat';

/** Where this person is signed in; every session but this one can be ended at once. */
export function SessionsSection() {
  const toast = useToast();
  const t = useAdminText();
  const format = useAdminFormat();
  const [confirm, confirmDialog] = useConfirm();
  const { data, loading, refetch } = useQuery(MySessionsDocument, { fetchPolicy: 'network-only' });
  const [signOutOthers, { loading: ending }] = useMutation(SignOutOtherSessionsDocument);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  return (
    <AccountSection title={t('sessions.title')} description={t('sessions.intro')}>
      {loading && !data ? (
        <Skeleton variant="rounded" height={64} />
      ) : (
        <List dense disablePadding aria-label={t('sessions.list')}>
          {sessions.map((s) => (
            <ListItem key={s.id} disableGutters divider>
              <ListItemText
                primary={
                  <>
                    {describeBrowser(s.userAgent, t)} {s.current && <Chip size="small" color="primary" label={t('sessions.thisBrowser')} sx={{ ml: 1 }} />}
                  </>
                }
                secondary={`${s.signedInAt ? `${t('sessions.signedIn', { date: format.date(s.signedInAt, 'MMM D, YYYY HH:mm') })} · ` : ''}${t('sessions.ends', { date: format.date(s.expiresAt, 'MMM D, YYYY') })}`}
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
          const ok = await confirm({ title: t('sessions.signOutOthers'), confirmLabel: t('sessions.signOut'), message: t('sessions.confirm', { count: others }) });
          if (!ok) return;
          try {
            await signOutOthers();
            await refetch();
            toast({ title: t('sessions.signedOut') });
          } catch (e) {
            toast({ title: t('sessions.failed'), description: serverMessage(e, t('common.pleaseTryAgain')), variant: 'destructive' });
          }
        }}
      >
        {t('sessions.signOutOthers')}
      </Button>
      {confirmDialog}
    </AccountSection>
  );
}
