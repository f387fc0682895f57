import { useMemo } from 'react';
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
  noun: 'Category',
  list: AdminCategoriesDocument,
  rowsOf: (data) => data.categories,
  create: CreateCategoryDocument,
  update: UpdateCategoryDocument,
  // 409 while articles are in it: the server says how many.
  remove: DeleteCategoryDocument,
  confirmDelete: (row) => ({
    title: 'Delete category',
    message: (
      <>
        Delete the category <strong>{row.name}</strong>? A category that still has articles cannot be deleted. This action cannot be undone.
      </>
    ),
  }),
};

const BY_NAME = [{ field: 'name', sort: 'asc' as const }];

export function CategoriesTab() {
  const crud = useCrudTab(CATEGORIES);
  const { openEdit, askDelete } = crud;
  const columns = useMemo(() => taxonomyColumns<Row>({ countHeader: 'Articles in Category', publicPath: '/category', onEdit: openEdit, onDelete: askDelete }), [openEdit, askDelete]);
  return (
    <CrudTab title="Categories" newLabel="New Category" crud={crud} columns={columns} errorTitle="Error loading categories" emptyMessage="No categories found" initialSort={BY_NAME}>
      {crud.editing && <TaxonomyDialog noun="Category" existing={crud.editing.row} onSave={crud.save} onClose={crud.close} />}
    </CrudTab>
  );
}
