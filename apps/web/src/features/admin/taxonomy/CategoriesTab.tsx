import { useMemo } from 'react';
import { useAdminText } from '../../../i18n/admin';
import {
  AdminCategoriesDocument,
  CreateCategoryDocument,
  DeleteCategoryDocument,
  UpdateCategoryDocument,
  type AdminCategoriesQuery,
  type AdminCategoryRowFragment,
  type TaxonomyInput,
} from '../../../generated/graphql';
import { CrudTab } from '../crud/CrudTab';
import { useCrudTab, type CrudTabOptions } from '../crud/useCrudTab';
import { TaxonomyDialog } from './TaxonomyDialog';
import { taxonomyColumns } from './taxonomyColumns';

type Row = AdminCategoryRowFragment;

const CATEGORIES: CrudTabOptions<AdminCategoriesQuery, Row, TaxonomyInput> = {
  typename: 'Category',
  toasts: { deleted: 'categories.deleted', deleteFailed: 'categories.deleteFailed' },
  list: AdminCategoriesDocument,
  rowsOf: (data) => data.categories,
  create: CreateCategoryDocument,
  update: UpdateCategoryDocument,
  // 409 while articles are in it: the server says how many.
  remove: DeleteCategoryDocument,
  confirmDelete: (row, rich) => ({ title: 'categories.confirmDeleteTitle', message: rich('categories.confirmDelete', { name: row.name }) }),
};

const BY_NAME = [{ field: 'name', sort: 'asc' as const }];

export function CategoriesTab() {
  const crud = useCrudTab(CATEGORIES);
  const { openEdit, askDelete } = crud;
  const t = useAdminText();
  const columns = useMemo(
    () => taxonomyColumns<Row>({ countHeader: t('categories.count'), publicPath: '/category', onEdit: openEdit, onDelete: askDelete, t }),
    [openEdit, askDelete, t],
  );
  return (
    <CrudTab
      title={t('tabs.categories')}
      newLabel={t('categories.new')}
      crud={crud}
      columns={columns}
      errorTitle={t('categories.loadError')}
      emptyMessage={t('categories.empty')}
      initialSort={BY_NAME}
    >
      {crud.editing && <TaxonomyDialog kind="categories" existing={crud.editing.row} onSave={crud.save} onClose={crud.close} />}
    </CrudTab>
  );
}
