import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel, type GridValidRowModel } from '@mui/x-data-grid';
import { idID } from '@mui/x-data-grid/locales';
import { useAdminLanguage, useAdminText } from '../i18n/admin';
import { useMemo } from 'react';
import { validationText } from '../features/admin/form/validationText';

export interface DataTableProps<R extends GridValidRowModel> {
  /** The grid's accessible name ('Articles', 'Authors', ...). */
  label: string;
  rows: readonly R[] | undefined;
  columns: GridColDef<R>[];
  loading: boolean;
  /** When set, the table is replaced by the error state with 'Try Again'. */
  error?: { message: string } | null;
  errorTitle: string;
  onRetry: () => void;
  emptyMessage: string;
  initialSort?: GridSortModel;
  pageSize?: number;
  rowHeight?: number;
}

/**
 * The one DataGrid wrapper of the admin (ARCHITECTURE.md, Web): sorting, a quick filter, pagination,
 * the loading overlay, the empty message and the error state with 'Try Again'.
 */
export function DataTable<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  loading,
  error,
  errorTitle,
  onRetry,
  emptyMessage,
  initialSort,
  pageSize = 10,
  rowHeight = 56,
}: DataTableProps<R>) {
  const { language } = useAdminLanguage();
  const t = useAdminText();
  const initialState = useMemo(
    () => ({ pagination: { paginationModel: { pageSize, page: 0 } }, sorting: { sortModel: initialSort ?? [] } }),
    [pageSize, initialSort],
  );
  const slots = useMemo(
    () => ({
      noRowsOverlay: () => <Overlay text={emptyMessage} />,
      noResultsOverlay: () => <Overlay text={t('common.noMatchingRows')} />,
    }),
    [emptyMessage, t],
  );
  if (error && !rows?.length) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        }
      >
        <AlertTitle>{errorTitle}</AlertTitle>
        {validationText(t, error.message)}
      </Alert>
    );
  }
  return (
    <DataGrid<R>
      // The grid's own texts (toolbar, pagination, column menu) in the admin's language (issue 33).
      localeText={language === 'id' ? idID.components.MuiDataGrid.defaultProps.localeText : undefined}
      aria-label={label}
      rows={rows ?? []}
      columns={columns}
      loading={loading && !rows?.length}
      autoHeight
      rowHeight={rowHeight}
      disableRowSelectionOnClick
      disableColumnMenu={false}
      showToolbar
      initialState={initialState}
      pageSizeOptions={[10, 25, 50, 100]}
      slots={slots}
      slotProps={{
        loadingOverlay: { variant: 'skeleton', noRowsVariant: 'skeleton' },
        toolbar: { showQuickFilter: true, csvOptions: { disableToolbarButton: true }, printOptions: { disableToolbarButton: true } },
      }}
      sx={{ bgcolor: 'background.paper', '& .MuiDataGrid-overlayWrapper': { minHeight: 120 } }}
    />
  );
}

function Overlay({ text }: { text: string }) {
  return (
    <Box sx={{ height: '100%', minHeight: 120, display: 'grid', placeItems: 'center', p: 3 }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  );
}
