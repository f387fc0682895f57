import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useToast } from '../../app/toast';
import { DataTable } from '../../components/DataTable';
import { CreateRedirectDocument, DeleteRedirectDocument, RedirectsDocument, type RedirectsQuery } from '../../generated/graphql';
import { serverMessage } from '../../graphql/errors';
import { useAdminText } from '../../i18n/admin';

type Row = RedirectsQuery['redirects'][number];

/** Old addresses answered with a 301: from imports or added here (issue 32). */
export function RedirectsPanel() {
  const toast = useToast();
  const t = useAdminText();
  const { data, loading, error, refetch } = useQuery(RedirectsDocument, { fetchPolicy: 'network-only' });
  const [createRedirect, { loading: saving }] = useMutation(CreateRedirectDocument);
  const [deleteRedirect] = useMutation(DeleteRedirectDocument);
  const [fromPath, setFromPath] = useState('');
  const [toPath, setToPath] = useState('');

  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      { field: 'fromPath', headerName: t('moving.oldAddress'), flex: 1, minWidth: 200 },
      { field: 'toPath', headerName: t('moving.newAddress'), flex: 1, minWidth: 200 },
      { field: 'source', headerName: t('moving.source'), width: 120 },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('common.actions'),
        width: 90,
        getActions: ({ row }) => [
          <GridActionsCellItem
            key="delete"
            icon={<DeleteOutlined />}
            label={t('moving.deleteRedirect', { path: row.fromPath })}
            onClick={async () => {
              try {
                await deleteRedirect({ variables: { id: row.id } });
                await refetch();
              } catch (err) {
                toast({ title: t('moving.deleteFailed'), description: serverMessage(err, t('common.pleaseTryAgain')), variant: 'destructive' });
              }
            }}
          />,
        ],
      },
    ],
    [deleteRedirect, refetch, toast, t],
  );

  const add = async () => {
    try {
      await createRedirect({ variables: { input: { fromPath, toPath } } });
      setFromPath('');
      setToPath('');
      await refetch();
    } catch (err) {
      toast({ title: t('moving.addFailed'), description: serverMessage(err, t('common.pleaseTryAgain')), variant: 'destructive' });
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
        {t('moving.redirects')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField size="small" label={t('moving.oldAddress')} placeholder="/2024/05/my-post/" value={fromPath} onChange={(e) => setFromPath(e.target.value)} />
        <TextField size="small" label={t('moving.newAddress')} placeholder="/article/my-post" value={toPath} onChange={(e) => setToPath(e.target.value)} />
        <Button variant="outlined" disabled={saving || !fromPath.trim() || !toPath.trim()} onClick={() => void add()}>
          {t('moving.add')}
        </Button>
      </Stack>
      <DataTable
        label={t('moving.redirects')}
        rows={data?.redirects}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle={t('moving.loadError')}
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage={t('moving.empty')}
      />
    </Paper>
  );
}
