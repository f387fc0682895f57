import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { DataTable } from '../../../components/DataTable';
import { TabHeader } from '../TabHeader';
import type { CrudRow, useCrudTab } from './useCrudTab';

interface Props<Row extends CrudRow> {
  /** The tab's heading, also the table's accessible name ('Categories'). */
  title: string;
  subtitle?: string;
  /** The create button's text ('New Category', 'Add New Tool'). */
  newLabel: string;
  crud: Pick<ReturnType<typeof useCrudTab<unknown, Row, unknown>>, 'table' | 'openNew' | 'confirmDialog'>;
  columns: GridColDef<Row>[];
  errorTitle: string;
  emptyMessage: string;
  initialSort?: GridSortModel;
  /** The tab's dialog, when one is open. */
  children?: ReactNode;
}

/** The frame of an admin list tab: heading with its create button, the table, the dialogs. */
export function CrudTab<Row extends CrudRow>({ title, subtitle, newLabel, crud, columns, errorTitle, emptyMessage, initialSort, children }: Props<Row>) {
  return (
    <>
      <TabHeader title={title} subtitle={subtitle}>
        <Button variant="contained" startIcon={<Add />} onClick={crud.openNew}>
          {newLabel}
        </Button>
      </TabHeader>
      <DataTable<Row>
        label={title}
        {...crud.table}
        columns={columns}
        errorTitle={errorTitle}
        emptyMessage={emptyMessage}
        initialSort={initialSort}
      />
      {children}
      {crud.confirmDialog}
    </>
  );
}
