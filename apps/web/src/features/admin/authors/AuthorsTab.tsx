import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import {
  AdminAuthorsDocument,
  CreateAuthorDocument,
  DeleteAuthorDocument,
  UpdateAuthorDocument,
  type AdminAuthorRowFragment,
  type AdminAuthorsQuery,
  type AuthorInput,
} from '../../../generated/graphql';
import { actionsColumn } from '../crud/actionsColumn';
import { CrudTab } from '../crud/CrudTab';
import { useCrudTab, type CrudTabOptions } from '../crud/useCrudTab';
import { AuthorDialog } from './AuthorDialog';

type Row = AdminAuthorRowFragment;

const AUTHORS: CrudTabOptions<AdminAuthorsQuery, Row, AuthorInput> = {
  typename: 'Author',
  noun: 'Author',
  list: AdminAuthorsDocument,
  rowsOf: (data) => data.authors,
  create: CreateAuthorDocument,
  update: UpdateAuthorDocument,
  // 409 while articles use the author: the server says how many.
  remove: DeleteAuthorDocument,
  confirmDelete: (row) => ({
    title: 'Delete author',
    message: (
      <>
        Delete the author <strong>{row.name}</strong>? An author who still has articles cannot be deleted. This action cannot be undone.
      </>
    ),
  }),
};

const BY_NAME = [{ field: 'name', sort: 'asc' as const }];

export function AuthorsTab() {
  const crud = useCrudTab(AUTHORS);
  const { openEdit, askDelete } = crud;
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
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
      actionsColumn<Row>(openEdit, askDelete),
    ],
    [openEdit, askDelete],
  );

  return (
    <CrudTab title="Authors" newLabel="New Author" crud={crud} columns={columns} errorTitle="Error loading authors" emptyMessage="No authors found" initialSort={BY_NAME}>
      {crud.editing && <AuthorDialog existing={crud.editing.row} onSave={crud.save} onClose={crud.close} />}
    </CrudTab>
  );
}
