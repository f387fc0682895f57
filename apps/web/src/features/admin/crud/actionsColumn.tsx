import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { AdminTextKey } from '../../../i18n/admin';
import type { CrudRow } from './useCrudTab';

/** The last column of an admin list: 'Edit {name}' and 'Delete {name}' for the row. */
export function actionsColumn<R extends CrudRow>(
  onEdit: (row: R) => void,
  onDelete: (row: R) => Promise<void> | void,
  t: (key: AdminTextKey, values?: Record<string, string>) => string,
): GridColDef<R> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: t('common.actions'),
    width: 100,
    getActions: ({ row }) => [
      <GridActionsCellItem key="edit" icon={<EditOutlined />} label={t('common.editRow', { name: row.name })} onClick={() => onEdit(row)} />,
      <GridActionsCellItem key="delete" icon={<DeleteOutlined />} label={t('common.deleteRow', { name: row.name })} onClick={() => void onDelete(row)} />,
    ],
  };
}
