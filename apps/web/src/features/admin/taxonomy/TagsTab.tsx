import { useMemo } from 'react';
import { useAdminText } from '../../../i18n/admin';
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
  toasts: { deleted: 'tags.deleted', deleteFailed: 'tags.deleteFailed' },
  list: AdminTagsDocument,
  rowsOf: (data) => data.tags,
  create: CreateTagDocument,
  update: UpdateTagDocument,
  remove: DeleteTagDocument,
  confirmDelete: (row, rich) => ({ title: 'tags.confirmDeleteTitle', message: rich('tags.confirmDelete', { name: row.name, count: row.articleCount }) }),
};

const BY_NAME = [{ field: 'name', sort: 'asc' as const }];

export function TagsTab() {
  const crud = useCrudTab(TAGS);
  const { openEdit, askDelete } = crud;
  const t = useAdminText();
  const columns = useMemo(
    () => taxonomyColumns<Row>({ countHeader: t('tags.count'), publicPath: '/tag', onEdit: openEdit, onDelete: askDelete, t }),
    [openEdit, askDelete, t],
  );
  return (
    <CrudTab title={t('tabs.tags')} newLabel={t('tags.new')} crud={crud} columns={columns} errorTitle={t('tags.loadError')} emptyMessage={t('tags.empty')} initialSort={BY_NAME}>
      {crud.editing && <TaxonomyDialog kind="tags" existing={crud.editing.row} onSave={crud.save} onClose={crud.close} />}
    </CrudTab>
  );
}
