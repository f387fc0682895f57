import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { languageName } from '@tumbuh/shared';
import dayjs from 'dayjs';

type Size = Pick<GridColDef, 'width' | 'minWidth' | 'flex'>;

/** A column of dates (ISO strings in the row): sorts and filters as dates, shows them in `format`. */
export function dateColumn<R extends GridValidRowModel>(field: keyof R & string, headerName: string, format: string, size: Size): GridColDef<R> {
  return {
    field,
    headerName,
    ...size,
    type: 'dateTime',
    valueGetter: (_v, row) => new Date(row[field]),
    valueFormatter: (value: Date) => dayjs(value).format(format),
  };
}

/** The row's `language` code, shown (and sorted) by its name: English, Indonesian. */
export function languageColumn<R extends GridValidRowModel & { language: string }>(width: number): GridColDef<R> {
  return { field: 'language', headerName: 'Language', width, valueGetter: (_v, row) => languageName(row.language) };
}
