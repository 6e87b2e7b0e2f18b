import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { orderTitle, OWNER_CANCELLABLE, type Order } from '@store/contract/order';
import { Link as RouterLink } from 'react-router-dom';
import { BrowseToolsButton } from '../../components/browse-tools-button';
import { EmptyState } from '../../components/load-state';
import { QueryState } from '../../components/query-state';
import { OrderCards } from '../../domains/orders/order-cards';
import { OrderCells, OrderTableHead } from '../../domains/orders/order-table';
import { TableSkeletonRows } from '../../components/table-skeleton-rows';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { orderPagePath } from '../../domains/orders/order-path';

interface MyOrdersListProps {
  orders: Order[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  onCancel: (order: Order) => void;
  /** What an empty list says (no orders at all, or none of the status filtered). */
  emptyMessage?: string;
}

const COLUMNS: readonly { label: MessageId; numeric?: boolean }[] = [
  { label: 'orders.tool' },
  { label: 'orders.quantity', numeric: true },
  { label: 'orders.total', numeric: true },
  { label: 'orders.status' },
  { label: 'orders.date' },
  { label: 'orders.action' },
];

/** My Orders as a table (cards on a phone), each order linking to its page, with loading, error and empty states. */
export function MyOrdersList({ orders, loading, error, onRetry, onCancel, emptyMessage }: MyOrdersListProps) {
  const { formatMessage } = useIntl();
  const list = (shown: Order[] | undefined) => <OrdersShown orders={shown} onCancel={onCancel} />;
  return (
    <QueryState
      query={{ data: loading ? undefined : orders, error, refetch: onRetry }}
      failed={Boolean(error) && !loading}
      loading={list(undefined)}
      isEmpty={(shown) => shown.length === 0}
      empty={<EmptyState message={emptyMessage ?? formatMessage({ id: 'orders.none' })} action={<BrowseToolsButton />} />}
    >
      {list}
    </QueryState>
  );
}

/** The orders, or skeletons while they load (undefined): a table, or on a phone a card each. */
function OrdersShown({ orders, onCancel }: { orders: Order[] | undefined; onCancel: (order: Order) => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { formatMessage } = useIntl();
  if (phone) {
    return (
      <OrderCards
        orders={orders}
        label={formatMessage({ id: 'orders.list' })}
        skeletonHeight={96}
        linkTo={(order) => orderPagePath(order.id)}
        actions={(order) => OWNER_CANCELLABLE.includes(order.status) && <CancelButton order={order} onCancel={onCancel} />}
      />
    );
  }

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={formatMessage({ id: 'orders.list' })} aria-busy={!orders}>
        <OrderTableHead columns={COLUMNS.map(({ label, numeric }) => ({ label: formatMessage({ id: label }), numeric }))} />
        <TableBody>
          {!orders
            ? <TableSkeletonRows rows={3} columns={COLUMNS.length} testId="order-skeleton" />
            : orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell component="th" scope="row">
                    <Link component={RouterLink} to={orderPagePath(order.id)} sx={{ fontWeight: 600 }}>
                      {orderTitle(order)}
                    </Link>
                  </TableCell>
                  <OrderCells order={order} />
                  <TableCell>
                    {OWNER_CANCELLABLE.includes(order.status) && <CancelButton order={order} onCancel={onCancel} />}
                  </TableCell>
                </TableRow>
              ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CancelButton({ order, onCancel }: { order: Order; onCancel: (order: Order) => void }) {
  const { formatMessage } = useIntl();
  return (
    <Button size="small" color="error" onClick={() => onCancel(order)} aria-label={formatMessage({ id: 'orders.cancelOf' }, { title: orderTitle(order) })}>
      <FormattedMessage id="orders.cancelShort" />
    </Button>
  );
}
