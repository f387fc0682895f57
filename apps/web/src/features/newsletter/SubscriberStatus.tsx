import Chip from '@mui/material/Chip';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { SUBSCRIBER_STATUS } from './format';

/** active / pending / unsubscribed, as a small coloured chip. */
export function SubscriberStatusChip({ status }: { status: string }) {
  const s = SUBSCRIBER_STATUS[status] ?? { label: status, color: 'default' as const };
  return <Chip size="small" label={s.label} color={s.color} variant={status === 'unsubscribed' ? 'outlined' : 'filled'} />;
}

/** The Subscribers tab's Status column (the query needs the subscriber's `status`). */
export function subscriberStatusColumn<R extends GridValidRowModel & { status: string }>(): GridColDef<R> {
  return {
    field: 'status',
    headerName: 'Status',
    width: 140,
    type: 'singleSelect',
    valueOptions: Object.entries(SUBSCRIBER_STATUS).map(([value, { label }]) => ({ value, label })),
    renderCell: ({ row }) => <SubscriberStatusChip status={row.status} />,
  };
}
