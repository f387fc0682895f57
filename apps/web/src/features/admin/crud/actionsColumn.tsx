import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { CrudRow } from './useCrudTab';

/** The last column of an admin list: 'Edit {name}' and 'Delete {name}' for the row. */
export function actionsColumn<R extends CrudRow>(onEdit: (row: R) => void, onDelete: (row: R) => Promise<void> | void): GridColDef<R> {
  return {
    field: 'actions',
    type: 'actions',
    headerName: 'Actions',
    width: 100,
    getActions: ({ row }) => [
      <GridActionsCellItem key="edit" icon={<EditOutlined />} label={`Edit ${row.name}`} onClick={() => onEdit(row)} />,
      <GridActionsCellItem key="delete" icon={<DeleteOutlined />} label={`Delete ${row.name}`} onClick={() => void onDelete(row)} />,
    ],
  };
}
