import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FactList } from '../../components/fact-list';

/** A card's facts: each name beside its value, a long value wrapping within its column. */
const FACTS_GRID = { m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.25 } as const;
const FACT_VALUE = { m: 0, overflowWrap: 'anywhere' } as const;

/**
 * A table cell whose long email or order number wraps anywhere, so that many columns fit beside each other, but
 * keeps a width that reads (wrapping anywhere alone would let the table squeeze it to a few letters).
 */
export const WRAPPING_CELL = { overflowWrap: 'anywhere', minWidth: 96 } as const;

export interface Column<Row> {
  label: string;
  value: (row: Row) => ReactNode;
  /** Numbers and amounts: aligned right. */
  numeric?: boolean;
  /** Kept on one line (dates, amounts); other cells wrap, a word longer than the column included. */
  nowrap?: boolean;
}

interface ResponsiveTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column names the row (a row header). */
  columns: readonly Column<Row>[];
  /** A totals row, one cell per column (null for none). */
  footer?: readonly ReactNode[];
}

/**
 * Rows of facts as a table, or on a phone, where a table of many columns does not fit, one card each with the
 * column names beside the values (and the totals in a card of their own).
 */
export function ResponsiveTable<Row>({ label, rows, rowKey, columns, footer }: ResponsiveTableProps<Row>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone) {
    const [title, ...facts] = columns;
    return (
      <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows.map((row) => (
          <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 1.5 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 0.5 }}>{title!.value(row)}</Typography>
            <FactList sx={FACTS_GRID} valueSx={FACT_VALUE} entries={facts.map((column) => [column.label, column.value(row)])} />
          </Paper>
        ))}
        {footer && (
          <Paper component="li" variant="outlined" sx={{ p: 1.5, bgcolor: 'background.default' }}>
            <Typography sx={{ fontWeight: 700, mb: 0.5 }}>{footer[0]}</Typography>
            <FactList sx={FACTS_GRID} valueSx={FACT_VALUE} entries={facts.flatMap((column, i) => (footer[i + 1] == null ? [] : [[column.label, footer[i + 1]] as const]))} />
          </Paper>
        )}
      </Stack>
    );
  }
  const align = (column: Column<Row>) => (column.numeric ? 'right' : 'left');
  const cellSx = (column: Column<Row>) => (column.nowrap ? { whiteSpace: 'nowrap' as const } : WRAPPING_CELL);
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={align(column)}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, i) => (
                <TableCell key={column.label} component={i === 0 ? 'th' : 'td'} scope={i === 0 ? 'row' : undefined} align={align(column)} sx={cellSx(column)}>
                  {column.value(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {footer && (
          <TableFooter>
            <TableRow>
              {columns.map((column, i) => (
                <TableCell
                  key={column.label}
                  component={i === 0 ? 'th' : 'td'}
                  scope={i === 0 ? 'row' : undefined}
                  align={align(column)}
                  sx={{ ...cellSx(column), fontWeight: 700, color: 'text.primary', fontSize: 'inherit' }}
                >
                  {footer[i]}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
