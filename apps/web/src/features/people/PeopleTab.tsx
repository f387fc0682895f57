import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useToast } from '../../app/toast';
import { useConfirm } from '../../components/ConfirmDialog';
import { DataTable } from '../../components/DataTable';
import { ChangePersonRoleDocument, DeactivatePersonDocument, PeopleDocument, ReactivatePersonDocument, type PersonRowFragment } from '../../generated/graphql';
import { serverMessage } from '../../graphql/errors';
import { TabHeader } from '../admin/TabHeader';
import { asRole, ROLE_LABEL, ROLES, type UserRole } from '../auth/permissions';
import { useSession } from '../auth/useSession';
import { InviteDialog } from './InviteDialog';
import { PendingInvitations } from './PendingInvitations';
import { TwoStepRequirement } from './TwoStepRequirement';

type Row = PersonRowFragment;

/** People (admins): who is on the team, their role, two-step sign-in and whether they may sign in. */
export function PeopleTab() {
  const toast = useToast();
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
        title: 'Change role',
        confirmLabel: 'Change role',
        message: (
          <>
            Make <strong>{row.name || row.username}</strong> {ROLE_LABEL[role].toLowerCase() === 'admin' ? 'an admin' : `a ${ROLE_LABEL[role].toLowerCase()}`}? What
            they may do changes at their next step in the admin.
          </>
        ),
      });
      if (!ok) return;
      try {
        await changeRole({ variables: { id: row.id, role } });
        toast({ title: 'Role changed', description: `${row.username}: ${ROLE_LABEL[role]}` });
      } catch (e) {
        toast({ title: 'Failed to change the role', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
      }
    };
    const toggleActive = async (row: Row) => {
      const active = !row.active;
      const ok = await confirm(
        active
          ? { title: 'Reactivate', confirmLabel: 'Reactivate', message: <>Let <strong>{row.username}</strong> sign in again?</> }
          : {
              title: 'Deactivate',
              confirmLabel: 'Deactivate',
              message: (
                <>
                  Deactivate <strong>{row.username}</strong>? They are signed out everywhere at once and cannot sign in until reactivated. Their articles stay.
                </>
              ),
            },
      );
      if (!ok) return;
      try {
        await (active ? reactivate : deactivate)({ variables: { id: row.id } });
        toast({ title: active ? 'Reactivated' : 'Deactivated', description: row.username });
      } catch (e) {
        toast({ title: active ? 'Failed to reactivate' : 'Failed to deactivate', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
      }
    };
    return [
      { field: 'name', headerName: 'Name', flex: 1.2, minWidth: 150, valueGetter: (_v, row) => row.name || '—' },
      { field: 'username', headerName: 'Username', flex: 1, minWidth: 120 },
      { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 190, valueGetter: (_v, row) => row.email ?? '—' },
      {
        field: 'role',
        headerName: 'Role',
        width: 140,
        type: 'singleSelect',
        valueOptions: ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] })),
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
            slotProps={{ htmlInput: { 'aria-label': `Role of ${row.username}` }, input: { disableUnderline: true } }}
            sx={{ mt: 1.5 }}
          >
            {ROLES.map((r) => (
              <MenuItem key={r} value={r}>
                {ROLE_LABEL[r]}
              </MenuItem>
            ))}
          </TextField>
        ),
      },
      {
        field: 'lastSignInAt',
        headerName: 'Last sign-in',
        width: 150,
        type: 'dateTime',
        valueGetter: (_v, row) => (row.lastSignInAt ? new Date(row.lastSignInAt) : null),
        valueFormatter: (value: Date | null) => (value ? dayjs(value).format('MMM D, YYYY HH:mm') : 'Never'),
      },
      {
        field: 'twoStepEnabled',
        headerName: 'Two-step',
        width: 100,
        type: 'boolean',
        renderCell: ({ row }) => <Chip size="small" label={row.twoStepEnabled ? 'On' : 'Off'} color={row.twoStepEnabled ? 'success' : 'default'} variant="outlined" />,
      },
      {
        field: 'active',
        headerName: 'Active',
        width: 110,
        type: 'boolean',
        renderCell: ({ row }) => <Chip size="small" label={row.active ? 'Active' : 'Deactivated'} color={row.active ? 'success' : 'default'} variant={row.active ? 'outlined' : 'filled'} />,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 80,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="active"
            icon={row.active ? <PersonOffOutlined /> : <HowToRegOutlined />}
            label={`${row.active ? 'Deactivate' : 'Reactivate'} ${row.username}`}
            disabled={row.active && row.id === user?.id}
            onClick={() => void toggleActive(row)}
          />,
        ],
      },
    ];
  }, [changeRole, confirm, deactivate, reactivate, toast, user?.id]);

  const people = data?.people;
  return (
    <>
      <TabHeader title="People" subtitle={people ? `${people.length} ${people.length === 1 ? 'person' : 'people'} · invitations are valid 7 days` : undefined}>
        <Button variant="contained" startIcon={<PersonAddAlt1Outlined />} onClick={() => setInviting(true)}>
          Invite
        </Button>
      </TabHeader>
      <TwoStepRequirement />
      <DataTable<Row>
        label="People"
        rows={people}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle="Error loading people"
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage="No people yet"
        initialSort={[{ field: 'username', sort: 'asc' }]}
      />
      <PendingInvitations />
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
      {confirmDialog}
    </>
  );
}
