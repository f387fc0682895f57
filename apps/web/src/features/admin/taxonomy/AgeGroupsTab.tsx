import { useMemo } from 'react';
import { useAdminText } from '../../../i18n/admin';
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
  toasts: { deleted: 'ageGroups.deleted', deleteFailed: 'ageGroups.deleteFailed' },
  list: AdminAgeGroupsDocument,
  rowsOf: (data) => data.ageGroups,
  create: CreateAgeGroupDocument,
  update: UpdateAgeGroupDocument,
  remove: DeleteAgeGroupDocument,
  confirmDelete: (row, rich) => ({ title: 'ageGroups.confirmDeleteTitle', message: rich('ageGroups.confirmDelete', { name: row.name, count: row.articleCount }) }),
};

const BY_ORDER = [{ field: 'order', sort: 'asc' as const }];

/** Age groups: the article form's 'Target Age Groups' choices, in their order. */
export function AgeGroupsTab() {
  const crud = useCrudTab(AGE_GROUPS);
  const { openEdit, askDelete } = crud;
  const t = useAdminText();
  const columns = useMemo(
    () =>
      taxonomyColumns<Row>({
        countHeader: t('common.articles'),
        extra: [
          { field: 'description', headerName: t('common.description'), flex: 1.5, minWidth: 200, valueGetter: (_v, row) => row.description ?? '' },
          { field: 'order', headerName: t('common.order'), type: 'number', width: 90 },
        ],
        onEdit: openEdit,
        onDelete: askDelete,
        t,
      }),
    [openEdit, askDelete, t],
  );
  const nextOrder = (crud.table.rows ?? []).reduce((max, g) => Math.max(max, g.order), 0) + 1;
  return (
    <CrudTab
      title={t('tabs.ageGroups')}
      subtitle={t('ageGroups.intro')}
      newLabel={t('ageGroups.new')}
      crud={crud}
      columns={columns}
      errorTitle={t('ageGroups.loadError')}
      emptyMessage={t('ageGroups.empty')}
      initialSort={BY_ORDER}
    >
      {crud.editing && <AgeGroupDialog existing={crud.editing.row} nextOrder={nextOrder} onSave={crud.save} onClose={crud.close} />}
    </CrudTab>
  );
}
