import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { LIMITS } from '@tumbuh/shared';
import { useMemo } from 'react';
import { useAdminText } from '../../../i18n/admin';
import {
  AdminToolsDocument,
  CreateToolDocument,
  DeleteToolDocument,
  UpdateToolDocument,
  type AdminToolRowFragment,
  type AdminToolsQuery,
  type ToolInput,
} from '../../../generated/graphql';
import { actionsColumn } from '../crud/actionsColumn';
import { CrudTab } from '../crud/CrudTab';
import { useCrudTab, type CrudTabOptions } from '../crud/useCrudTab';
import { PLACEHOLDER_IMAGE } from '../images/placeholder';
import { ToolDialog } from './ToolDialog';

type Row = AdminToolRowFragment;

/** The tool URL as the table shows it: at most 30 characters (docs/decisions.md#limits). */
export function shortenUrl(url: string, max: number = LIMITS.toolUrlDisplayChars): string {
  return url.length > max ? `${url.slice(0, max)}...` : url;
}

const TOOLS: CrudTabOptions<AdminToolsQuery, Row, ToolInput> = {
  typename: 'Tool',
  toasts: { deleted: 'tools.deleted', deleteFailed: 'tools.deleteFailed' },
  list: AdminToolsDocument,
  rowsOf: (data) => data.allTools,
  create: CreateToolDocument,
  update: UpdateToolDocument,
  remove: DeleteToolDocument,
  confirmDelete: (row, rich) => ({ title: 'tools.confirmDeleteTitle', message: rich('tools.confirmDelete', { name: row.name }) }),
};

export function ToolsTab() {
  const crud = useCrudTab(TOOLS);
  const { openEdit, askDelete } = crud;
  const t = useAdminText();
  const columns = useMemo<GridColDef<Row>[]>(
    () => [
      {
        field: 'name',
        headerName: t('common.name'),
        flex: 1.2,
        minWidth: 240,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%' }}>
            <Avatar variant="rounded" src={row.logoUrl || PLACEHOLDER_IMAGE} alt="" sx={{ width: 32, height: 32, bgcolor: '#fff', border: '1px solid #ece6dc' }}>
              <img src={PLACEHOLDER_IMAGE} alt="" width={32} height={32} />
            </Avatar>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {row.name}
            </Typography>
          </Stack>
        ),
      },
      { field: 'description', headerName: t('common.description'), flex: 1.6, minWidth: 200 },
      {
        field: 'url',
        headerName: 'URL',
        width: 270,
        renderCell: ({ row }) => (
          <Link href={row.url} target="_blank" rel="noopener noreferrer" title={row.url}>
            {shortenUrl(row.url)}
          </Link>
        ),
      },
      {
        field: 'isActive',
        headerName: t('tools.status'),
        width: 110,
        valueGetter: (_v, row) => t(row.isActive ? 'tools.active' : 'tools.inactive'),
        renderCell: ({ row }) => <Chip size="small" label={t(row.isActive ? 'tools.active' : 'tools.inactive')} color={row.isActive ? 'success' : 'default'} variant={row.isActive ? 'filled' : 'outlined'} />,
      },
      actionsColumn<Row>(openEdit, askDelete, t),
    ],
    [openEdit, askDelete, t],
  );

  return (
    <CrudTab
      title={t('tabs.tools')}
      subtitle={t('tools.intro')}
      newLabel={t('tools.new')}
      crud={crud}
      columns={columns}
      errorTitle={t('tools.loadError')}
      emptyMessage={t('tools.empty')}
    >
      {crud.editing && <ToolDialog existing={crud.editing.row} onSave={crud.save} onClose={crud.close} />}
    </CrudTab>
  );
}
