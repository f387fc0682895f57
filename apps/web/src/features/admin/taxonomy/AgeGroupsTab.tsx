import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMutation, useQuery } from '@apollo/client/react';
import { validateAgeGroup } from '@tumbuh/shared';
import { useMemo, useState } from 'react';
import { useToast } from '../../../app/toast';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { FormTextField } from '../../../components/FormTextField';
import {
  AdminAgeGroupsDocument,
  CreateAgeGroupDocument,
  DeleteAgeGroupDocument,
  UpdateAgeGroupDocument,
  type AdminAgeGroupsQuery,
} from '../../../generated/graphql';
import { serverFieldErrors, serverMessage } from '../../../graphql/errors';
import { forgetObject, forgetPublicLists } from '../cache';
import { NameIdField, SlugSuggestion } from '../form/fields';
import { FormDialog } from '../form/FormDialog';
import { TabHeader } from '../TabHeader';
import { taxonomyColumns } from './taxonomyColumns';

type Row = AdminAgeGroupsQuery['ageGroups'][number];
interface Values {
  name: string;
  nameId: string;
  slug: string;
  description: string;
  order: number | '';
}

/** Age groups: the article form's 'Target Age Groups' choices, in their order. */
export function AgeGroupsTab() {
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const { data, loading, error, refetch } = useQuery(AdminAgeGroupsDocument, { fetchPolicy: 'cache-and-network' });
  const writeOptions = { refetchQueries: [AdminAgeGroupsDocument], update: (cache: Parameters<typeof forgetPublicLists>[0]) => forgetPublicLists(cache) };
  const [createAgeGroup] = useMutation(CreateAgeGroupDocument, writeOptions);
  const [updateAgeGroup] = useMutation(UpdateAgeGroupDocument, writeOptions);
  const [deleteAgeGroup] = useMutation(DeleteAgeGroupDocument);
  const [dialog, setDialog] = useState<{ row: Row | null } | null>(null);

  const columns = useMemo(
    () =>
      taxonomyColumns<Row>({
        countHeader: 'Articles',
        extra: [
          { field: 'description', headerName: 'Description', flex: 1.5, minWidth: 200, valueGetter: (_v, row) => row.description ?? '' },
          { field: 'order', headerName: 'Order', type: 'number', width: 90 },
        ],
        onEdit: (row) => setDialog({ row }),
        onDelete: async (row) => {
          const ok = await confirm({
            title: 'Delete age group',
            message: (
              <>
                Delete the age group <strong>{row.name}</strong>?{' '}
                {row.articleCount > 0 ? `It will be removed from the ${row.articleCount} ${row.articleCount === 1 ? 'article that targets' : 'articles that target'} it.` : 'No article targets it.'}{' '}
                This action cannot be undone.
              </>
            ),
          });
          if (!ok) return;
          try {
            await deleteAgeGroup({
              variables: { id: row.id },
              update: (cache) => {
                forgetObject(cache, 'AgeGroup', row.id);
                forgetPublicLists(cache);
              },
            });
            toast({ title: 'Age group deleted successfully' });
          } catch (e) {
            toast({ title: 'Failed to delete age group', description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
          }
        },
      }),
    [confirm, deleteAgeGroup, toast],
  );

  const nextOrder = (data?.ageGroups ?? []).reduce((max, g) => Math.max(max, g.order), 0) + 1;
  const existing = dialog?.row ?? null;
  const submit = async (values: Values) => {
    const input = { name: values.name.trim(), nameId: values.nameId?.trim() || null, slug: values.slug.trim(), description: values.description.trim() || null, order: Number(values.order) };
    try {
      if (existing) await updateAgeGroup({ variables: { id: existing.id, input } });
      else await createAgeGroup({ variables: { input } });
      toast({ title: `Age group ${existing ? 'updated' : 'created'} successfully` });
      setDialog(null);
      return undefined;
    } catch (e) {
      toast({ title: `Failed to ${existing ? 'update' : 'create'} age group`, description: serverMessage(e, 'Please try again.'), variant: 'destructive' });
      return serverFieldErrors(e);
    }
  };

  return (
    <>
      <TabHeader title="Age Groups" subtitle="Shown in the article form as Target Age Groups, smallest order first">
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ row: null })}>
          New Age Group
        </Button>
      </TabHeader>
      <DataTable<Row>
        label="Age Groups"
        rows={data?.ageGroups}
        columns={columns}
        loading={loading}
        error={error}
        errorTitle="Error loading age groups"
        onRetry={() => void refetch().catch(() => undefined)}
        emptyMessage="No age groups found"
        initialSort={[{ field: 'order', sort: 'asc' }]}
      />
      {dialog && (
        <FormDialog<Values>
          title={existing ? 'Edit Age Group' : 'New Age Group'}
          submitLabel={existing ? 'Update Age Group' : 'Create Age Group'}
          initialValues={{ name: existing?.name ?? '', nameId: existing?.nameId ?? '', slug: existing?.slug ?? '', description: existing?.description ?? '', order: existing?.order ?? nextOrder }}
          validate={validateAgeGroup}
          onSubmit={submit}
          onClose={() => setDialog(null)}
        >
          {() => (
            <>
              <SlugSuggestion from="name" enabled={!existing} />
              <FormTextField name="name" label="Name" fullWidth required autoFocus />
              <FormTextField name="slug" label="Slug" fullWidth required helperText="Made from the name; you can change it" />
              <NameIdField />
              <FormTextField name="description" label="Description" fullWidth multiline minRows={2} />
              <Box>
                <FormTextField
                  name="order"
                  label="Order"
                  type="number"
                  required
                  parse={(v) => (v === '' ? '' : Number(v))}
                  slotProps={{ htmlInput: { min: 0, step: 1 } }}
                  helperText="Smallest first"
                  sx={{ maxWidth: 200 }}
                />
              </Box>
            </>
          )}
        </FormDialog>
      )}
      {confirmDialog}
    </>
  );
}
