import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { orderUnits, type Order } from '@store/contract/order';
import { useFormat } from '../../lib/i18n/use-format';
import { useOrderDate } from './order-display';
import { OrderStatusChips } from './order-status-chips';

// The parts the order tables (My Orders, Manage Orders) share; apart from order-display.tsx for the
// same reason as order-cards.tsx.

/** A column of an order table: its heading, and whether it holds numbers (aligned right). */
export interface OrderColumn {
  label: string;
  numeric?: boolean;
}

/** The heading row of an order table, its numeric columns aligned right like their cells. */
export function OrderTableHead({ columns }: { columns: readonly OrderColumn[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => (
          <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
            {column.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** An order's Quantity, Total, Status (with the payment's) and Date cells, in that order. */
export function OrderCells({ order }: { order: Order }) {
  const format = useFormat();
  const formatOrderDate = useOrderDate();
  return (
    <>
      <TableCell align="right">{format.count(orderUnits(order))}</TableCell>
      <TableCell align="right">{format.money(order.total)}</TableCell>
      <TableCell>
        <OrderStatusChips order={order} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatOrderDate(order.createdAt)}</TableCell>
    </>
  );
}
