import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useToast } from '../../../app/toast';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { AdminCategoriesDocument, CreateCategoryDocument, DeleteCategoryDocument, UpdateCategoryDocument, type AdminCategoriesQuery } from '../../../generated/graphql';
import { serverMessage } from '../../../graphql/errors';
import { forgetObject, forgetPublicLists } from '../cache';
import { TabHeader } from '../TabHeader';
import { TaxonomyDialog } from './TaxonomyDialog';
import { taxonomyColumns } from './taxonomyColumns';

type Row = AdminCategoriesQuery['categories'][number];

export function CategoriesTab() {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { data, loading, error, refetch } = useQuery(AdminCategoriesDocument, { fetchPolicy: 'cache-and-network' });
  const writeOptions = { refetchQueries: [AdminCategoriesDocument], update: (cache: Parameters<typeof forgetPublicLists>[0]) => forgetPublicLists(cache) };
  const [createCategory] = useMutation(CreateCategoryDocument, writeOptions);
  const [updateCategory] = useMutation(UpdateCategoryDocument, writeOptions);
  const [deleteCategory] = useMutation(DeleteCategoryDocument);
  const [dialog, setDialog] = useState<{ row: Row | null } | null>(null);

  const columns = useMemo(
    () =>
      taxonomyColumns<Row>({
        countHeader: 'Articles in Category',
        publicPath: '/category',
        onEdit: (row) => setDialog({ row }),
        onDelete: async (row) => {
          const ok = await confirm({
            title: 'Delete category',
            message: (
              <>
                Delete the category <strong>{row.name}</strong>? A category that still has articles cannot be deleted. This action cannot be undone.
              </>
            ),
          });
          if (!ok) return;
          try {
            await deleteCategory({
              variables: { id: row.id },
              update: (cache) => {
                forgetObject(cache, 'Category', row.id);
                forgetPublicLists(cache);
              },
            });
            toast({ title: 'Category deleted successfully' });
          } catch (e) {
            // 409 while articles are in it: the server says how many.
            toast({ title: 'Failed to delete category', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
          }
        },
      }),
    [confirm, deleteCategory, toast],
  );

  return (
    <>
      <TabHeader title="Categories">
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ row: null })}>
          New Category
        </Button>
      </TabHeader>
      <DataTable<Row>
        label="Categories"
        rows={data?.categories}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle="Error loading categories"
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage="No categories found"
        initialSort={[{ field: 'name', sort: 'asc' }]}
      />
      {dialog && (
        <TaxonomyDialog
          noun="Category"
          existing={dialog.row}
          onSave={(input) => (dialog.row ? updateCategory({ variables: { id: dialog.row.id, input } }) : createCategory({ variables: { input } }))}
          onClose={() => setDialog(null)}
        />
      )}
      {confirmDialog}
    </>
  );
}
