import { useMemo } from 'react';
import {
  AdminAgeGroupsDocument,
  CreateAgeGroupDocument,
  DeleteAgeGroupDocument,
  UpdateAgeGroupDocument,
  type AdminAgeGroupRowFragment,
  type AdminAgeGroupsQuery,
  type AgeGroupInput,
} from '../../../generated/graphql';
import { CrudTab } from '../crud/CrudTab';
import { useCrudTab, type CrudTabOptions } from '../crud/useCrudTab';
import { AgeGroupDialog } from './AgeGroupDialog';
import { taxonomyColumns } from './taxonomyColumns';

type Row = AdminAgeGroupRowFragment;

const AGE_GROUPS: CrudTabOptions<AdminAgeGroupsQuery, Row, AgeGroupInput> = {
  typename: 'AgeGroup',
  noun: 'Age group',
  list: AdminAgeGroupsDocument,
  rowsOf: (data) => data.ageGroups,
  create: CreateAgeGroupDocument,
  update: UpdateAgeGroupDocument,
  remove: DeleteAgeGroupDocument,
  confirmDelete: (row) => ({
    title: 'Delete age group',
    message: (
      <>
        Delete the age group <strong>{row.name}</strong>?{' '}
        {row.articleCount > 0 ? `It will be removed from the ${row.articleCount} ${row.articleCount === 1 ? 'article that targets' : 'articles that target'} it.` : 'No article targets it.'}{' '}
        This action cannot be undone.
      </>
    ),
  }),
};

const BY_ORDER = [{ field: 'order', sort: 'asc' as const }];

/** Age groups: the article form's 'Target Age Groups' choices, in their order. */
export function AgeGroupsTab() {
  const crud = useCrudTab(AGE_GROUPS);
  const { openEdit, askDelete } = crud;
  const columns = useMemo(
    () =>
      taxonomyColumns<Row>({
        countHeader: 'Articles',
        extra: [
          { field: 'description', headerName: 'Description', flex: 1.5, minWidth: 200, valueGetter: (_v, row) => row.description ?? '' },
          { field: 'order', headerName: 'Order', type: 'number', width: 90 },
        ],
        onEdit: openEdit,
        onDelete: askDelete,
      }),
    [openEdit, askDelete],
  );
  const nextOrder = (crud.table.rows ?? []).reduce((max, g) => Math.max(max, g.order), 0) + 1;
  return (
    <CrudTab
      title="Age Groups"
      subtitle="Shown in the article form as Target Age Groups, smallest order first"
      newLabel="New Age Group"
      crud={crud}
      columns={columns}
      errorTitle="Error loading age groups"
      emptyMessage="No age groups found"
      initialSort={BY_ORDER}
    >
      {crud.editing && <AgeGroupDialog existing={crud.editing.row} nextOrder={nextOrder} onSave={crud.save} onClose={crud.close} />}
    </CrudTab>
  );
}
