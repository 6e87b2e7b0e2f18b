import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { FormattedMessage } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';

export interface AdminColumn {
  label: MessageId;
  align?: 'left' | 'center' | 'right';
}

/**
 * A dashboard table: outlined and compact (narrower cells on a phone, or everywhere when `dense`), with its column
 * heads. The children are its body and footer; `progress` sits above the table while it reloads.
 */
export function AdminTable({
  label,
  columns,
  busy,
  progress,
  dense = false,
  sx,
  children,
}: {
  label: string;
  columns: readonly AdminColumn[];
  busy?: boolean;
  progress?: ReactNode;
  /** Cells 8 px apart on every screen: a table of many columns that must fit beside the dashboard's menu at 1280 px. */
  dense?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={sx}>
      {progress}
      <Table size="small" aria-label={label} aria-busy={busy} sx={{ '& .MuiTableCell-root': { px: dense ? 1 : { xs: 1, sm: 2 } } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.align}>
                <FormattedMessage id={column.label} />
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {children}
      </Table>
    </TableContainer>
  );
}
