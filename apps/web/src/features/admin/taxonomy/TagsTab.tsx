import { useMemo } from 'react';
import {
  AdminTagsDocument,
  CreateTagDocument,
  DeleteTagDocument,
  UpdateTagDocument,
  type AdminTagRowFragment,
  type AdminTagsQuery,
  type TaxonomyInput,
} from '../../../generated/graphql';
import { CrudTab } from '../crud/CrudTab';
import { useCrudTab, type CrudTabOptions } from '../crud/useCrudTab';
import { TaxonomyDialog } from './TaxonomyDialog';
import { taxonomyColumns } from './taxonomyColumns';

type Row = AdminTagRowFragment;

const TAGS: CrudTabOptions<AdminTagsQuery, Row, TaxonomyInput> = {
  typename: 'Tag',
  noun: 'Tag',
  list: AdminTagsDocument,
  rowsOf: (data) => data.tags,
  create: CreateTagDocument,
  update: UpdateTagDocument,
  remove: DeleteTagDocument,
  confirmDelete: (row) => ({
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
  }),
};

const BY_NAME = [{ field: 'name', sort: 'asc' as const }];

export function TagsTab() {
  const crud = useCrudTab(TAGS);
  const { openEdit, askDelete } = crud;
  const columns = useMemo(() => taxonomyColumns<Row>({ countHeader: 'Articles Using This Tag', publicPath: '/tag', onEdit: openEdit, onDelete: askDelete }), [openEdit, askDelete]);
  return (
    <CrudTab title="Tags" newLabel="New Tag" crud={crud} columns={columns} errorTitle="Error loading tags" emptyMessage="No tags found" initialSort={BY_NAME}>
      {crud.editing && <TaxonomyDialog noun="Tag" existing={crud.editing.row} onSave={crud.save} onClose={crud.close} />}
    </CrudTab>
  );
}
