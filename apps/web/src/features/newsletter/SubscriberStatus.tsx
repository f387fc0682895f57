import Chip from '@mui/material/Chip';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { useAdminText, type AdminTextKey } from '../../i18n/admin';
import { SUBSCRIBER_STATUS } from './format';

type Translate = (key: AdminTextKey) => string;

/** active / pending / unsubscribed, as a small coloured chip. */
export function SubscriberStatusChip({ status }: { status: string }) {
  const t = useAdminText();
  const s = SUBSCRIBER_STATUS[status];
  return <Chip size="small" label={s ? t(s.label) : status} color={s.color} variant={status === 'unsubscribed' ? 'outlined' : 'filled'} />;
}

/** The Subscribers tab's Status column (the query needs the subscriber's `status`). */
export function subscriberStatusColumn<R extends GridValidRowModel & { status: string }>(t: Translate): GridColDef<R> {
  return {
    field: 'status',
    headerName: t('tools.status'),
    // Room for the Indonesian 'Berhenti berlangganan' (issue 33).
    width: 185,
    type: 'singleSelect',
    valueOptions: Object.entries(SUBSCRIBER_STATUS).map(([value, { label }]) => ({ value, label: t(label) })),
    renderCell: ({ row }) => <SubscriberStatusChip status={row.status} />,
  };
}
