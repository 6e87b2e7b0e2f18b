import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { orderUnits, type Order } from '@store/contract/order';
import { formatOrderDate, OrderStatusChip } from './order-display';
import { formatMoney } from '@store/contract/format';

// The parts the order tables (My Orders, Manage Orders) share; apart from order-display.tsx for the
// same reason as order-cards.tsx.

const NUMERIC = new Set(['Quantity', 'Total']);

/** The heading row of an order table, its numeric columns aligned right like their cells. */
export function OrderTableHead({ columns }: { columns: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column} align={NUMERIC.has(column) ? 'right' : 'left'}>
            {column}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** An order's Quantity, Total, Status and Date cells, in that order. */
export function OrderCells({ order }: { order: Order }) {
  return (
    <>
      <TableCell align="right">{orderUnits(order)}</TableCell>
      <TableCell align="right">{formatMoney(order.total)}</TableCell>
      <TableCell>
        <OrderStatusChip status={order.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatOrderDate(order.createdAt)}</TableCell>
    </>
  );
}
