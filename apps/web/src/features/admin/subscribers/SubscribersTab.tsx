import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { DataGrid, GridActionsCellItem, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useToast } from '../../../app/toast';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ImportSubscribers } from './ImportSubscribers';
import { AdminSubscribersDocument, AdminSubscribersPageDocument, DeleteSubscriberDocument, type AdminSubscribersPageQuery } from '../../../generated/graphql';
import { serverMessage } from '../../../graphql/errors';
import { forgetObject } from '../cache';
import { subscriberStatusColumn } from '../../newsletter/SubscriberStatus';
import { TabHeader } from '../TabHeader';
import { dateColumn, languageColumn } from '../../../components/dataTableColumns';
import { downloadText, subscribersCsv, subscribersCsvFilename } from './csv';

type Row = AdminSubscribersPageQuery['subscribersPage']['items'][number];

export function SubscribersTab() {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  // One page at a time from the server (issue 31): paging, sorting, search by email, language and state.
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: 25 });
  const [sortModel, setSortModel] = useState<GridSortModel>([{ field: 'subscribeDate', sort: 'desc' }]);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [language, setLanguage] = useState('');
  const [state, setState] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput.trim());
      setPaging((p) => (p.page === 0 ? p : { ...p, page: 0 }));
    }, 300);
    return () => clearTimeout(timer);
  }, [searchInput]);
  const sort = sortModel[0] ? `${sortModel[0].field}:${sortModel[0].sort ?? 'asc'}` : undefined;
  // Never served from the cache (docs/decisions.md#rest: subscribers are not cached).
  const { data, previousData, loading, error, refetch } = useQuery(AdminSubscribersPageDocument, {
    variables: { page: paging.page + 1, pageSize: paging.pageSize, sort, search: search || undefined, language: language || undefined, state: state || undefined },
    fetchPolicy: 'network-only',
  });
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
        void refetch().catch(() => undefined);
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
  }, [confirm, deleteSubscriber, toast, refetch]);

  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    // The grid holds one page: the export asks for every subscriber, as before.
    setExporting(true);
    try {
      const { data: all } = await client.query({ query: AdminSubscribersDocument, fetchPolicy: 'network-only' });
      const subscribers = all?.subscribers ?? [];
      if (subscribers.length === 0) {
        toast({ title: 'No subscribers', description: 'There are no subscribers to export', variant: 'destructive' });
        return;
      }
      downloadText(subscribersCsvFilename(), subscribersCsv(subscribers));
    } catch (e) {
      toast({ title: 'Export failed', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const shown = data ?? previousData;
  const total = shown?.subscribersPage.total;
  const filtered = !!(search || language || state);
  return (
    <>
      <TabHeader title="Subscribers" subtitle={total !== undefined && !filtered ? `${total} newsletter ${total === 1 ? 'subscriber' : 'subscribers'}` : undefined}>
        <ImportSubscribers onImported={() => void refetch().catch(() => undefined)} />
        <Button variant="contained" startIcon={<FileDownloadOutlined />} onClick={() => void exportCsv()} disabled={exporting}>
          Export CSV
        </Button>
      </TabHeader>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
        <TextField
          size="small"
          label="Search by email"
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 254 } }}
          sx={{ minWidth: 240 }}
        />
        <TextField select size="small" label="Language" value={language} onChange={(e) => { setLanguage(e.target.value); setPaging((p) => ({ ...p, page: 0 })); }} sx={{ minWidth: 160 }}>
          <MenuItem value="">All languages</MenuItem>
          <MenuItem value="en">English</MenuItem>
          <MenuItem value="id">Indonesian</MenuItem>
        </TextField>
        <TextField select size="small" label="State" value={state} onChange={(e) => { setState(e.target.value); setPaging((p) => ({ ...p, page: 0 })); }} sx={{ minWidth: 160 }}>
          <MenuItem value="">All states</MenuItem>
          <MenuItem value="active">Active</MenuItem>
          <MenuItem value="pending">Pending</MenuItem>
          <MenuItem value="unsubscribed">Unsubscribed</MenuItem>
        </TextField>
      </Stack>
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              Try Again
            </Button>
          }
        >
          <AlertTitle>Error loading subscribers</AlertTitle>
          {error.message}
        </Alert>
      ) : (
        <DataGrid<Row>
          aria-label="Subscribers"
          rows={shown?.subscribersPage.items ?? []}
          rowCount={total ?? 0}
          columns={columns}
          loading={loading}
          autoHeight
          disableRowSelectionOnClick
          paginationMode="server"
          sortingMode="server"
          filterMode="server"
          disableColumnFilter
          paginationModel={paging}
          onPaginationModelChange={setPaging}
          sortModel={sortModel}
          onSortModelChange={(model) => {
            setSortModel(model);
            setPaging((p) => ({ ...p, page: 0 }));
          }}
          pageSizeOptions={[10, 25, 50, 100]}
          slots={{ noRowsOverlay: () => <Overlay text={filtered ? 'No matching subscribers' : 'No subscribers yet'} /> }}
          slotProps={{ loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' } }}
          sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-overlayWrapper': { minHeight: 120 } }}
        />
      )}
      {confirmDialog}
    </>
  );
}

function Overlay({ text }: { text: string }) {
  return (
    <Box sx={{ height: '100%', minHeight: 120, display: 'grid', placeItems: 'center', p: 3 }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
