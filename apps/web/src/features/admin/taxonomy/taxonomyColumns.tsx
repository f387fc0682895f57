import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { actionsColumn } from '../crud/actionsColumn';
import type { AdminText } from '../crud/useCrudTab';

export interface TaxonomyRow {
  id: number;
  name: string;
  nameId?: string | null;
  slug: string;
  articleCount: number;
}

/** Name, Slug (linking to the public listing), the article count, edit and delete. */
export function taxonomyColumns<R extends TaxonomyRow>(options: {
  countHeader: string;
  /** The public listing (/category, /tag); without one the slug is plain text. */
  publicPath?: string;
  onEdit: (row: R) => void;
  onDelete: (row: R) => Promise<void> | void;
  extra?: GridColDef<R>[];
  t: AdminText;
}): GridColDef<R>[] {
  const { t } = options;
  return [
    { field: 'name', headerName: t('common.name'), flex: 1, minWidth: 180 },
    { field: 'nameId', headerName: t('common.nameId'), flex: 1, minWidth: 160, valueGetter: (_v, row) => row.nameId ?? '' },
    {
      field: 'slug',
      headerName: t('common.slug'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) =>
        !options.publicPath ? (
          <span style={{ fontFamily: 'ui-monospace, monospace', fontSize: 13 }}>{row.slug}</span>
        ) : (
        <Link href={`${options.publicPath}/${row.slug}`} target="_blank" rel="noopener" underline="hover" sx={{ fontFamily: 'ui-monospace, monospace', fontSize: 13 }}>
          {row.slug}
        </Link>
        ),
    },
    ...(options.extra ?? []),
    { field: 'articleCount', headerName: options.countHeader, type: 'number', width: 190 },
    actionsColumn<R>(options.onEdit, options.onDelete, t),
  ];
}
