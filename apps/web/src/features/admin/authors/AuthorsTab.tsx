import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useToast } from '../../../app/toast';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { AdminAuthorsDocument, DeleteAuthorDocument, type AdminAuthorsQuery } from '../../../generated/graphql';
import { serverMessage } from '../../../graphql/errors';
import { forgetObject } from '../cache';
import { TabHeader } from '../TabHeader';
import { AuthorDialog } from './AuthorDialog';

type Row = AdminAuthorsQuery['authors'][number];

export function AuthorsTab() {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { data, loading, error, refetch } = useQuery(AdminAuthorsDocument, { fetchPolicy: 'cache-and-network' });
  const [deleteAuthor] = useMutation(DeleteAuthorDocument);
  const [dialog, setDialog] = useState<{ author: Row | null } | null>(null);

  const columns = useMemo<GridColDef<Row>[]>(() => {
    const remove = async (row: Row) => {
      const ok = await confirm({
        title: 'Delete author',
        message: (
          <>
            Delete the author <strong>{row.name}</strong>? An author who still has articles cannot be deleted. This action cannot be undone.
          </>
        ),
      });
      if (!ok) return;
      try {
        await deleteAuthor({ variables: { id: row.id }, update: (cache) => forgetObject(cache, 'Author', row.id) });
        toast({ title: 'Author deleted successfully' });
      } catch (e) {
        // 409 while articles use the author: the server says how many.
        toast({ title: 'Failed to delete author', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
      }
    };
    return [
      {
        field: 'name',
        headerName: 'Name',
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
            {/* No photo, or one that fails to load: MUI's person placeholder. */}
            <Avatar src={row.imageUrl || undefined} alt={row.imageUrl ? `Photo of ${row.name}` : undefined} sx={{ width: 36, height: 36 }} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.name}
            </Typography>
          </Stack>
        ),
      },
      { field: 'bio', headerName: 'Bio', flex: 2.5, minWidth: 260, valueGetter: (_v, row) => row.bio ?? '' },
      {
        field: 'actions',
        type: 'actions',
        headerName: 'Actions',
        width: 100,
        getActions: ({ row }) => [
          <GridActionsCellItem key="edit" icon={<EditOutlined />} label={`Edit ${row.name}`} onClick={() => setDialog({ author: row })} />,
          <GridActionsCellItem key="delete" icon={<DeleteOutlined />} label={`Delete ${row.name}`} onClick={() => void remove(row)} />,
        ],
      },
    ];
  }, [confirm, deleteAuthor, toast]);

  return (
    <>
      <TabHeader title="Authors">
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ author: null })}>
          New Author
        </Button>
      </TabHeader>
      <DataTable<Row>
        label="Authors"
        rows={data?.authors}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle="Error loading authors"
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage="No authors found"
        initialSort={[{ field: 'name', sort: 'asc' }]}
      />
      {dialog && <AuthorDialog author={dialog.author} onClose={() => setDialog(null)} />}
      {confirmDialog}
    </>
  );
}
