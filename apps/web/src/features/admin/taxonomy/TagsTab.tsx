import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useToast } from '../../../app/toast';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { AdminTagsDocument, CreateTagDocument, DeleteTagDocument, UpdateTagDocument, type AdminTagsQuery } from '../../../generated/graphql';
import { serverMessage } from '../../../graphql/errors';
import { forgetObject, forgetPublicLists } from '../cache';
import { TabHeader } from '../TabHeader';
import { TaxonomyDialog } from './TaxonomyDialog';
import { taxonomyColumns } from './taxonomyColumns';

type Row = AdminTagsQuery["tags"][number];

export function TagsTab() {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { data, loading, error, refetch } = useQuery(AdminTagsDocument, { fetchPolicy: 'cache-and-network' });
  const writeOptions = { refetchQueries: [AdminTagsDocument], update: (cache: Parameters<typeof forgetPublicLists>[0]) => forgetPublicLists(cache) };
  const [createTag] = useMutation(CreateTagDocument, writeOptions);
  const [updateTag] = useMutation(UpdateTagDocument, writeOptions);
  const [deleteTag] = useMutation(DeleteTagDocument);
  const [dialog, setDialog] = useState<{ row: Row | null } | null>(null);

  const columns = useMemo(
    () =>
      taxonomyColumns<Row>({
        countHeader: 'Articles Using This Tag',
        publicPath: '/tag',
        onEdit: (row) => setDialog({ row }),
        onDelete: async (row) => {
          const ok = await confirm({
            title: 'Delete tag',
            message: (
              <>
                Delete the tag <strong>{row.name}</strong>?{' '}
                {row.articleCount > 0
                  ? `It will be removed from the ${row.articleCount} ${row.articleCount === 1 ? 'article that uses' : 'articles that use'} it.`
                  : 'No article uses it.'}{' '}
                This action cannot be undone.
              </>
            ),
          });
          if (!ok) return;
          try {
            await deleteTag({
              variables: { id: row.id },
              update: (cache) => {
                forgetObject(cache, 'Tag', row.id);
                forgetPublicLists(cache);
              },
            });
            toast({ title: 'Tag deleted successfully' });
          } catch (e) {
            toast({ title: 'Failed to delete tag', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
          }
        },
      }),
    [confirm, deleteTag, toast],
  );

  return (
    <>
      <TabHeader title="Tags">
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ row: null })}>
          New Tag
        </Button>
      </TabHeader>
      <DataTable<Row>
        label="Tags"
        rows={data?.tags}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle="Error loading tags"
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage="No tags found"
        initialSort={[{ field: 'name', sort: 'asc' }]}
      />
      {dialog && (
        <TaxonomyDialog
          noun="Tag"
          existing={dialog.row}
          onSave={(input) => (dialog.row ? updateTag({ variables: { id: dialog.row.id, input } }) : createTag({ variables: { input } }))}
          onClose={() => setDialog(null)}
        />
      )}
      {confirmDialog}
    </>
  );
}
