import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery } from '@apollo/client/react';
import { LIMITS } from '@tumbuh/shared';
import { useMemo, useState } from 'react';
import { useToast } from '../../../app/toast';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { AdminToolsDocument, DeleteToolDocument, type AdminToolsQuery } from '../../../generated/graphql';
import { serverMessage } from '../../../graphql/errors';
import { forgetObject, forgetPublicLists } from '../cache';
import { PLACEHOLDER_IMAGE } from '../images/placeholder';
import { TabHeader } from '../TabHeader';
import { ToolDialog } from './ToolDialog';

type Row = AdminToolsQuery['allTools'][number];

/** The tool URL as the table shows it: at most 30 characters (spec section 9). */
export function shortenUrl(url: string, max: number = LIMITS.toolUrlDisplayChars): string {
  return url.length > max ? `${url.slice(0, max)}...` : url;
}

export function ToolsTab() {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { data, loading, error, refetch } = useQuery(AdminToolsDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteTool] = useMutation(DeleteToolDocument);
  const [dialog, setDialog] = useState<{ tool: Row | null } | null>(null);

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const remove = async (row: Row) => {
      const ok = await confirm({
        title: 'Delete tool',
        message: (
          <>
            Delete the tool <strong>{row.name}</strong>? It disappears from the landing page and the footer. This action cannot be undone.
          </>
        ),
      });
      if (!ok) return;
      try {
        await deleteTool({
          variables: { id: row.id },
          update: (cache) => {
            forgetObject(cache, 'Tool', row.id);
            forgetPublicLists(cache);
          },
        });
        toast({ title: 'Tool deleted successfully' });
      } catch (e) {
        toast({ title: 'Failed to delete tool', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
      }
    };
    return [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1.2,
        minWidth: 240,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Avatar variant="rounded" src={row.logoUrl || PLACEHOLDER_IMAGE} alt="" sx={{ width: 32, height: 32, bgcolor: '#fff', border: '1px solid #ece6dc' }}>
              <img src={PLACEHOLDER_IMAGE} alt="" width={32} height={32} />
            </Avatar>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.name}
            </Typography>
          </Stack>
        ),
      },
      { field: 'description', headerName: 'Description', flex: 1.6, minWidth: 200 },
      {
        field: 'url',
        headerName: 'URL',
        width: 270,
        renderCell: ({ row }) => (
          <Link href={row.url} target="_blank" rel="noopener noreferrer" title={row.url}>
            {shortenUrl(row.url)}
          </Link>
        ),
      },
      {
        field: 'isActive',
        headerName: 'Status',
        width: 110,
        valueGetter: (_v, row) => (row.isActive ? 'Active' : 'Inactive'),
        renderCell: ({ row }) => <Chip size="small" label={row.isActive ? 'Active' : 'Inactive'} color={row.isActive ? 'success' : 'default'} variant={row.isActive ? 'filled' : 'outlined'} />,
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem key="edit" icon={<EditOutlined />} label={`Edit ${row.name}`} onClick={() => setDialog({ tool: row })} />,
          <GridActionsCellItem key="delete" icon={<DeleteOutlined />} label={`Delete ${row.name}`} onClick={() => void remove(row)} />,
        ],
      },
    ];
  }, [confirm, deleteTool, toast]);

  return (
    <>
      <TabHeader title="Tools" subtitle="Parenting tools on the landing page and in the footer">
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ tool: null })}>
          Add New Tool
        </Button>
      </TabHeader>
      <DataTable<Row>
        label="Tools"
        rows={data?.allTools}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle="Error loading tools"
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage="No tools found. Create your first tool to get started!"
      />
      {dialog && <ToolDialog tool={dialog.tool} onClose={() => setDialog(null)} />}
      {confirmDialog}
    </>
  );
}
