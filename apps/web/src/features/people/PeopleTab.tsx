import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useToast } from '../../app/toast';
import { useConfirm } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { ChangePersonRoleDocument, DeactivatePersonDocument, PeopleDocument, ReactivatePersonDocument, type PersonRowFragment } from '../../generated/graphql';
import { serverMessage } from '../../graphql/errors';
import { TabHeader } from '../admin/TabHeader';
import { useAdminRichText, useAdminText } from '../../i18n/admin';
import { useAdminFormat } from '../admin/useAdminFormat';
import { asRole, ROLES, type UserRole } from '../auth/permissions';
import { useSession } from '../auth/useSession';
import { InviteDialog } from './InviteDialog';
import { PendingInvitations } from './PendingInvitations';
import { TwoStepRequirement } from './TwoStepRequirement';

type Row = PersonRowFragment;

/** People (admins): who is on the team, their role, two-step sign-in and whether they may sign in. */
export function PeopleTab() {
  const toast = useToast();
  const t = useAdminText();
  const rich = useAdminRichText();
  const format = useAdminFormat();
  const { user } = useSession();
  const [confirm, confirmDialog] = useConfirm();
  const { data, loading, error, refetch } = useQuery(PeopleDocument, { fetchPolicy: 'cache-and-network' });
  const [changeRole] = useMutation(ChangePersonRoleDocument);
  const [deactivate] = useMutation(DeactivatePersonDocument);
  const [reactivate] = useMutation(ReactivatePersonDocument);
  const [inviting, setInviting] = useState(false);

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const updateRole = async (row: Row, role: UserRole) => {
      if (role === row.role) return;
      const ok = await confirm({
        title: t('people.changeRole'),
        confirmLabel: t('people.changeRole'),
        message: rich(`people.confirmRole.${role}`, { name: row.name || row.username }),
      });
      if (!ok) return;
      try {
        await changeRole({ variables: { id: row.id, role } });
        toast({ title: t('people.roleChanged'), description: `${row.username}: ${t(`role.${role}`)}` });
      } catch (e) {
        toast({ title: t('people.roleFailed'), description: serverMessage(e, t('common.pleaseTryAgain')), variant: 'destructive' });
      }
    };
    const toggleActive = async (row: Row) => {
      const active = !row.active;
      const ok = await confirm(
        active
          ? { title: t('people.reactivate'), confirmLabel: t('people.reactivate'), message: rich('people.confirmReactivate', { name: row.username }) }
          : { title: t('people.deactivate'), confirmLabel: t('people.deactivate'), message: rich('people.confirmDeactivate', { name: row.username }) },
      );
      if (!ok) return;
      try {
        await (active ? reactivate : deactivate)({ variables: { id: row.id } });
        toast({ title: t(active ? 'people.reactivated' : 'people.deactivated'), description: row.username });
      } catch (e) {
        toast({ title: t(active ? 'people.reactivateFailed' : 'people.deactivateFailed'), description: serverMessage(e, t('common.pleaseTryAgain')), variant: 'destructive' });
      }
    };
    return [
      { field: 'name', headerName: t('common.name'), flex: 1.2, minWidth: 150, valueGetter: (_v, row) => row.name || '—' },
      { field: 'username', headerName: t('people.username'), flex: 1, minWidth: 120 },
      { field: 'email', headerName: t('subscribers.email'), flex: 1.5, minWidth: 190, valueGetter: (_v, row) => row.email ?? '—' },
      {
        field: 'role',
        headerName: t('people.role'),
        width: 140,
        type: 'singleSelect',
        valueOptions: ROLES.map((r) => ({ value: r, label: t(`role.${r}`) })),
        renderCell: ({ row }) => (
          <TextField
            select
            size="small"
            variant="standard"
            value={row.role}
            onChange={(e) => {
              const role = asRole(e.target.value);
              if (role) void updateRole(row, role);
            }}
            slotProps={{ htmlInput: { 'aria-label': t('people.roleOf', { name: row.username }) }, input: { disableUnderline: true } }}
            sx={{ mt: 1.5 }}
          >
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {t(`role.${r}`)}
              </MenuItem>
            ))}
          </TextField>
        ),
      },
      {
        field: 'lastSignInAt',
        headerName: t('people.lastSignIn'),
        width: 150,
        type: 'dateTime',
        valueGetter: (_v, row) => (row.lastSignInAt ? new Date(row.lastSignInAt) : null),
        valueFormatter: (value: Date | null) => (value ? format.date(value, 'MMM D, YYYY HH:mm') : t('people.never')),
      },
      {
        field: 'twoStepEnabled',
        headerName: t('people.twoStep'),
        width: 125,
        type: 'boolean',
        renderCell: ({ row }) => <Chip size="small" label={t(row.twoStepEnabled ? 'common.on' : 'common.off')} color={row.twoStepEnabled ? 'success' : 'default'} variant="outlined" />,
      },
      {
        field: 'active',
        headerName: t('status.active'),
        width: 110,
        type: 'boolean',
        renderCell: ({ row }) => <Chip size="small" label={t(row.active ? 'status.active' : 'people.deactivatedState')} color={row.active ? 'success' : 'default'} variant={row.active ? 'outlined' : 'filled'} />,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('common.actions'),
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="active"
            icon={row.active ? <PersonOffOutlined /> : <HowToRegOutlined />}
            label={t(row.active ? 'people.deactivateRow' : 'people.reactivateRow', { name: row.username })}
            disabled={row.active && row.id === user?.id}
            onClick={() => void toggleActive(row)}
          />,
        ],
      },
    ];
  }, [changeRole, confirm, deactivate, reactivate, toast, user?.id, t, rich, format]);

  const people = data?.people;
  return (
    <>
      <TabHeader title={t('tabs.people')} subtitle={people ? t('people.intro', { count: people.length }) : undefined}>
        <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setInviting(true)}>
          {t('people.invite')}
        </Button>
      </TabHeader>
      <TwoStepRequirement />
      <DataTable<Row>
        label={t('tabs.people')}
        rows={people}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle={t('people.loadError')}
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage={t('people.empty')}
        initialSort={[{ field: 'username', sort: 'asc' }]}
      />
      <PendingInvitations />
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {confirmDialog}
    </>
  );
}
