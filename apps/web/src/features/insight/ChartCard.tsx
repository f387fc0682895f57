import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useAdminText } from '../../i18n/admin';

export interface FigureTable {
  columns: string[];
  rows: ReactNode[][];
  /** Columns (by index) aligned right: figures. */
  numeric?: number[];
}

/**
 * One Overview figure: a titled card with the chart (a picture for sighted readers, hidden from
 * screen readers) and, under 'Show the figures', a table of the same figures that assistive
 * technology reads instead.
 */
export function ChartCard({ title, chart, table, empty }: { title: string; chart?: ReactNode; table: FigureTable; empty?: string }) {
  const id = useId();
  const t = useAdminText();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ p: { xs: 1.5, sm: 2.5 }, borderRadius: 2, minWidth: 0 }}>
      <Typography id={`${id}-title`} variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {table.rows.length === 0 && empty ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <>
          {chart && (
            <Box aria-hidden sx={{ minWidth: 0 }}>
              {chart}
            </Box>
          )}
          <Box component={chart ? 'details' : 'div'} sx={{ mt: 1, '& summary': { cursor: 'pointer', color: 'primary.main', fontWeight: 600, py: 0.5 } }}>
            {chart && <summary>{t('overview.showFigures')}</summary>}
            <Box sx={{ overflowX: 'auto', maxHeight: chart ? 360 : undefined }}>
              <Table size="small" aria-labelledby={`${id}-title`}>
                <TableHead>
                  <TableRow>
                    {table.columns.map((c, i) => (
                      <TableCell key={c} align={table.numeric?.includes(i) ? 'right' : 'left'} scope="col">
                        {c}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.rows.map((row, r) => (
                    <TableRow key={r}>
                      {row.map((cell, i) => (
                        <TableCell key={i} align={table.numeric?.includes(i) ? 'right' : 'left'} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined}>
                          {cell}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        </>
      )}
    </Paper>
  );
}
