import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useToast } from '../../../app/toast';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { AdminSubscribersDocument, DeleteSubscriberDocument, type AdminSubscribersQuery } from '../../../generated/graphql';
import { serverMessage } from '../../../graphql/errors';
import { forgetObject } from '../cache';
import { subscriberStatusColumn } from '../../newsletter/SubscriberStatus';
import { TabHeader } from '../TabHeader';
import { dateColumn, languageColumn } from '../../../components/dataTableColumns';
import { downloadText, subscribersCsv, subscribersCsvFilename } from './csv';

type Row = AdminSubscribersQuery['subscribers'][number];

export function SubscribersTab() {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  // Never served from the cache (docs/decisions.md#rest: subscribers are not cached).
  const { data, loading, error, refetch } = useQuery(AdminSubscribersDocument, { fetchPolicy: 'network-only' });
  const [deleteSubscriber] = useMutation(DeleteSubscriberDocument);

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const remove = async (row: Row) => {
      const ok = await confirm({
        title: 'Remove subscriber',
        message: (
          <>
            Remove <strong>{row.email}</strong> from the newsletter? They will get no more emails. This action cannot be undone.
          </>
        ),
        confirmLabel: 'Remove',
      });
      if (!ok) return;
      try {
        await deleteSubscriber({ variables: { id: row.id }, update: (cache) => forgetObject(cache, 'Subscriber', row.id) });
        toast({ title: 'Subscriber removed successfully' });
      } catch (e) {
        toast({ title: 'Failed to remove subscriber', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
      }
    };
    return [
      { field: 'email', headerName: 'Email', flex: 2, minWidth: 240 },
      dateColumn<Row>('subscribeDate', 'Date Subscribed', 'MMMM D, YYYY', { flex: 1, minWidth: 180 }),
      languageColumn<Row>(130),
      subscriberStatusColumn<Row>(),
      {
        // The child's birth month, optional (issue 19): the digest puts that age's articles first.
        field: 'childBirthMonth',
        headerName: 'Child Birth Month',
        width: 160,
        valueFormatter: (value: string | null) => (value ? dayjs(`${value}-01`).format('MMMM YYYY') : '—'),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 90,
        getActions: ({ row }) => [<GridActionsCellItem key="remove" icon={<DeleteOutlined />} label={`Remove ${row.email}`} onClick={() => void remove(row)} />],
      },
    ];
  }, [confirm, deleteSubscriber, toast]);

  const exportCsv = () => {
    const subscribers = data?.subscribers ?? [];
    if (subscribers.length === 0) {
      toast({ title: 'No subscribers', description: 'There are no subscribers to export', variant: 'destructive' });
      return;
    }
    downloadText(subscribersCsvFilename(), subscribersCsv(subscribers));
  };

  return (
    <>
      <TabHeader title="Subscribers" subtitle={data ? `${data.subscribers.length} newsletter ${data.subscribers.length === 1 ? 'subscriber' : 'subscribers'}` : undefined}>
        <Button variant="contained" startIcon={<FileDownloadOutlined />} onClick={exportCsv} disabled={loading && !data}>
          Export CSV
        </Button>
      </TabHeader>
      <DataTable<Row>
        label="Subscribers"
        rows={data?.subscribers}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle="Error loading subscribers"
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage="No subscribers yet"
        initialSort={[{ field: 'subscribeDate', sort: 'desc' }]}
      />
      {confirmDialog}
    </>
  );
}
