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
import { idID } from '@mui/x-data-grid/locales';
import { useAdminRichText, useAdminText } from '../../../i18n/admin';
import { useAdminFormat } from '../useAdminFormat';
import { validationText } from '../form/validationText';

type Row = AdminSubscribersPageQuery['subscribersPage']['items'][number];

export function SubscribersTab() {
  const toast = useToast();
  const t = useAdminText();
  const rich = useAdminRichText();
  const format = useAdminFormat();
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
        title: t('subscribers.confirmRemoveTitle'),
        message: rich('subscribers.confirmRemove', { email: row.email }),
        confirmLabel: t('subscribers.remove'),
      });
      if (!ok) return;
      try {
        await deleteSubscriber({ variables: { id: row.id }, update: (cache) => forgetObject(cache, 'Subscriber', row.id) });
        toast({ title: t('subscribers.removed') });
        void refetch().catch(() => undefined);
      } catch (e) {
        toast({ title: t('subscribers.removeFailed'), description: serverMessage(e, t('common.pleaseTryAgain')), variant: 'destructive' });
      }
    };
    return [
      { field: 'email', headerName: t('subscribers.email'), flex: 2, minWidth: 240 },
      dateColumn<Row>('subscribeDate', t('subscribers.date'), 'MMMM D, YYYY', { flex: 1, minWidth: 180 }, format.language),
      languageColumn<Row>(130, { headerName: t('common.language'), nameOf: format.languageName }),
      subscriberStatusColumn<Row>(t),
      {
        // The child's birth month, optional (issue 19): the digest puts that age's articles first.
        field: 'childBirthMonth',
        headerName: t('subscribers.birthMonth'),
        width: 160,
        valueFormatter: (value: string | null) => (value ? format.date(`${value}-01`, 'MMMM YYYY') : '—'),
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('common.actions'),
        width: 90,
        getActions: ({ row }) => [<GridActionsCellItem key="remove" icon={<DeleteOutlined />} label={t('subscribers.removeRow', { email: row.email })} onClick={() => void remove(row)} />],
      },
    ];
  }, [confirm, deleteSubscriber, toast, refetch, t, rich, format]);

  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    // The grid holds one page: the export asks for every subscriber, as before.
    setExporting(true);
    try {
      const { data: all } = await client.query({ query: AdminSubscribersDocument, fetchPolicy: 'network-only' });
      const subscribers = all?.subscribers ?? [];
      if (subscribers.length === 0) {
        toast({ title: t('subscribers.noneTitle'), description: t('subscribers.noneToExport'), variant: 'destructive' });
        return;
      }
      downloadText(subscribersCsvFilename(), subscribersCsv(subscribers));
    } catch (e) {
      toast({ title: t('subscribers.exportFailed'), description: serverMessage(e, t('common.pleaseTryAgain')), variant: 'destructive' });
    } finally {
      setExporting(false);
    }
  };

  const shown = data ?? previousData;
  const total = shown?.subscribersPage.total;
  const filtered = !!(search || language || state);
  return (
    <>
      <TabHeader title={t('tabs.subscribers')} subtitle={total !== undefined && !filtered ? t('subscribers.count', { count: total }) : undefined}>
        <ImportSubscribers onImported={() => void refetch().catch(() => undefined)} />
        <Button variant="contained" startIcon={<FileDownloadOutlined />} onClick={() => void exportCsv()} disabled={exporting}>
          {t('subscribers.export')}
        </Button>
      </TabHeader>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, mb: 2 }}>
        <TextField
          size="small"
          label={t('subscribers.search')}
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 254 } }}
          sx={{ minWidth: 240 }}
        />
        <TextField select size="small" label={t('common.language')} value={language} onChange={(e) => { setLanguage(e.target.value); setPaging((p) => ({ ...p, page: 0 })); }} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('subscribers.allLanguages')}</MenuItem>
          <MenuItem value="en">{t('lang.en')}</MenuItem>
          <MenuItem value="id">{t('lang.id')}</MenuItem>
        </TextField>
        <TextField select size="small" label={t('subscribers.state')} value={state} onChange={(e) => { setState(e.target.value); setPaging((p) => ({ ...p, page: 0 })); }} sx={{ minWidth: 160 }}>
          <MenuItem value="">{t('subscribers.allStates')}</MenuItem>
          <MenuItem value="active">{t('status.active')}</MenuItem>
          <MenuItem value="pending">{t('status.pending')}</MenuItem>
          <MenuItem value="unsubscribed">{t('status.unsubscribed')}</MenuItem>
        </TextField>
      </Stack>
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              {t('common.tryAgain')}
            </Button>
          }
        >
          <AlertTitle>{t('subscribers.loadError')}</AlertTitle>
          {validationText(t, error.message)}
        </Alert>
      ) : (
        <DataGrid<Row>
          aria-label={t('tabs.subscribers')}
          localeText={format.language === 'id' ? idID.components.MuiDataGrid.defaultProps.localeText : undefined}
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
          slots={{ noRowsOverlay: () => <Overlay text={t(filtered ? 'subscribers.noMatches' : 'subscribers.empty')} /> }}
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
