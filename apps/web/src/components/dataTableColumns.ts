import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { languageName } from '@tumbuh/shared';
import dayjs from 'dayjs';
import 'dayjs/locale/id';

type Size = Pick<GridColDef, 'width' | 'minWidth' | 'flex'>;

/**
 * A dayjs format written the English way ('MMM D, YYYY HH:mm') for `locale`: Indonesian puts the
 * day first ('D MMM YYYY HH:mm'); other formats are left as they are.
 */
export function localDateFormat(format: string, locale: string): string {
  if (locale !== 'id') return format;
  return format.replace(/^(MMMM|MMM) D, YYYY/, 'D $1 YYYY').replace(/^(MMMM|MMM) D,/, 'D $1,');
}

/** A column of dates (ISO strings in the row): sorts and filters as dates, shows them in `format` (in dayjs's `locale`, 'en' or 'id'). */
export function dateColumn<R extends GridValidRowModel>(field: keyof R & string, headerName: string, format: string, size: Size, locale = 'en'): GridColDef<R> {
  return {
    field,
    headerName,
    ...size,
    type: 'dateTime',
    valueGetter: (_v, row) => new Date(row[field]),
    valueFormatter: (value: Date) => dayjs(value).locale(locale).format(localDateFormat(format, locale)),
  };
}

/** The row's `language` code, shown (and sorted) by its name: English, Indonesian (the admin in Indonesian passes its header and names). */
export function languageColumn<R extends GridValidRowModel & { language: string }>(
  width: number,
  texts: { headerName: string; nameOf: (code: string) => string } = { headerName: 'Language', nameOf: languageName },
): GridColDef<R> {
  return { field: 'language', headerName: texts.headerName, width, valueGetter: (_v, row) => texts.nameOf(row.language) };
}
