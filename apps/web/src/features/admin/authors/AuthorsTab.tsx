import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useAdminText } from '../../../i18n/admin';
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
  toasts: { deleted: 'authors.deleted', deleteFailed: 'authors.deleteFailed' },
  list: AdminAuthorsDocument,
  rowsOf: (data) => data.authors,
  create: CreateAuthorDocument,
  update: UpdateAuthorDocument,
  // 409 while articles use the author: the server says how many.
  remove: DeleteAuthorDocument,
  confirmDelete: (row, rich) => ({ title: 'authors.confirmDeleteTitle', message: rich('authors.confirmDelete', { name: row.name }) }),
};

const BY_NAME = [{ field: 'name', sort: 'asc' as const }];

export function AuthorsTab() {
  const crud = useCrudTab(AUTHORS);
  const { openEdit, askDelete } = crud;
  const t = useAdminText();
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'name',
        headerName: t('common.name'),
        flex: 1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
            {/* No photo, or one that fails to load: MUI's person placeholder. */}
            <Avatar src={row.imageUrl || undefined} alt={row.imageUrl ? t('authors.photoOf', { name: row.name }) : undefined} sx={{ width: 36, height: 36 }} />
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.name}
            </Typography>
          </Stack>
        ),
      },
      { field: 'bio', headerName: t('authors.bio'), flex: 2.5, minWidth: 260, valueGetter: (_v, row) => row.bio ?? '' },
      actionsColumn<Row>(openEdit, askDelete, t),
    ],
    [openEdit, askDelete, t],
  );

  return (
    <CrudTab
      title={t('tabs.authors')}
      newLabel={t('authors.new')}
      crud={crud}
      columns={columns}
      errorTitle={t('authors.loadError')}
      emptyMessage={t('authors.empty')}
      initialSort={BY_NAME}
    >
      {crud.editing && <AuthorDialog existing={crud.editing.row} onSave={crud.save} onClose={crud.close} />}
    </CrudTab>
  );
}
