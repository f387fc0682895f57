import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@apollo/client/react';
import { TabHeader } from '../admin/TabHeader';
import { asRole } from '../auth/permissions';
import { useAdminText } from '../../i18n/admin';
import { ChangePasswordSection } from './ChangePasswordSection';
import { EmailSection } from './EmailSection';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';
import { MyAccountDocument } from '../../generated/graphql';
import { validationText } from '../admin/form/validationText';

/** My account (everyone): password, email, two-step sign-in and sessions. */
export function AccountTab() {
  const { data, loading, error } = useQuery(MyAccountDocument, { fetchPolicy: 'cache-and-network' });
  const me = data?.myAccount;
  const t = useAdminText();
  const role = asRole(me?.role);
  return (
    <>
      <TabHeader title={t('tabs.account')} subtitle={me ? `${me.name || me.username} · ${role ? t(`role.${role}`) : ''}` : undefined} />
      {error && !me && <Alert severity="error">{validationText(t, error.message)}</Alert>}
      {loading && !me && <Skeleton variant="rounded" height={240} />}
      {me && (
        <Stack spacing={2.5}>
          <TwoStepSection enabled={me.twoStepEnabled} recoveryCodesLeft={me.recoveryCodesLeft ?? null} />
          <ChangePasswordSection userInputs={[me.username, me.name ?? '', me.email ?? ''].filter(Boolean)} />
          <EmailSection email={me.email ?? null} />
          <SessionsSection />
        </Stack>
      )}
    </>
  );
}
