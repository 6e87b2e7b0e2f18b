import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { orderTitle, orderUnits, type Order, type OrderStatus } from '@store/contract/order';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFeedback } from '../../../components/feedback';
import { EmptyState, ErrorState } from '../../../components/load-state';
import { OrderCards } from '../../../components/order-cards';
import { orderStatusLabel } from '../../../components/order-display';
import { ALL_STATUSES, OrderStatusFilter, type OrderStatusChoice } from '../../../components/order-status-filter';
import { OrderCells, OrderTableHead } from '../../../components/order-table';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';
import { errorMessage } from '../../../lib/api-client';
import { orderPagePath } from '../../../lib/order-path';
import { usePageMeta } from '../../../lib/page-meta';
import { pagedListState } from '../../../lib/cursor-paging';
import { PagedListFooter } from '../../../components/paged-list-footer';
import { useAllOrders } from './api/all-orders';
import { useUpdateOrderStatus } from './api/update-order-status';
import { OrderActions } from './order-actions';

const COLUMNS = ['Customer', 'Tool', 'Quantity', 'Total', 'Status', 'Date', 'Actions'] as const;

export default function ManageOrdersPage() {
  usePageMeta({ title: 'Manage Orders' });
  const [filter, setFilter] = useState<OrderStatusChoice>(ALL_STATUSES);
  const orders = useAllOrders(filter === ALL_STATUSES ? undefined : filter);
  const { failed, reloading } = pagedListState(orders);
  const updateOrderStatus = useUpdateOrderStatus();
  const { notify } = useFeedback();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);

  const move = async (order: Order, status: OrderStatus) => {
    setBusyId(order.id);
    try {
      await updateOrderStatus.mutateAsync({ orderId: order.id, status });
      notify(`Order of ${orderTitle(order)} is now ${orderStatusLabel(status).toLowerCase()}`, 'success');
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setBusyId(null);
    }
  };

  const requestMove = (order: Order, status: OrderStatus) => {
    if (status === 'cancelled') setCancelling(order);
    else void move(order, status);
  };

  const confirmCancel = async () => {
    if (!cancelling) return;
    await move(cancelling, 'cancelled');
    setCancelling(null);
  };

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Manage Orders
      </Typography>
      <OrderStatusFilter value={filter} onChange={setFilter} />

      {failed ? (
        <ErrorState message={errorMessage(orders.error)} onRetry={() => void orders.refetch()} />
      ) : orders.data?.length === 0 ? (
        <EmptyState message={filter === ALL_STATUSES ? 'There are no orders yet' : `There are no ${orderStatusLabel(filter).toLowerCase()} orders`} />
      ) : (
        <OrderList orders={orders.data} reloading={reloading} busy={busyId !== null} onMove={requestMove} />
      )}
      <PagedListFooter list={orders} />

      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this order?"
        message={
          cancelling
            ? `The order of ${orderUnits(cancelling)} × ${orderTitle(cancelling)} by ${cancelling.email} will be cancelled and its units returned to stock.`
            : ''
        }
        confirmLabel="Cancel order"
        onConfirm={confirmCancel}
        onClose={() => busyId === null && setCancelling(null)}
        busy={cancelling !== null && busyId === cancelling.id}
      />
    </>
  );
}

interface OrderListProps {
  orders: Order[] | undefined;
  reloading: boolean;
  busy: boolean;
  onMove: (order: Order, status: OrderStatus) => void;
}

/** A table on wider screens; on a phone, one card per order. */
function OrderList({ orders, reloading, busy, onMove }: OrderListProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <OrderCards
        orders={orders}
        label="All orders"
        skeletonHeight={120}
        showEmail
        linkTo={(order) => orderPagePath(order.id)}
        actions={(order) => <OrderActions order={order} disabled={busy} onMove={onMove} />}
        actionsBelow
      />
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      {reloading && orders && <LinearProgress aria-label="Reloading orders" />}
      <Table size="small" aria-label="All orders" aria-busy={reloading}>
        <OrderTableHead columns={COLUMNS} />
        <TableBody>
          {orders
            ? orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 150 }}>{order.email}</TableCell>
                  <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                    <Link component={RouterLink} to={orderPagePath(order.id)}>
                      {orderTitle(order)}
                    </Link>
                  </TableCell>
                  <OrderCells order={order} />
                  <TableCell>
                    <OrderActions order={order} disabled={busy} onMove={onMove} />
                  </TableCell>
                </TableRow>
              ))
            : <TableSkeletonRows rows={3} columns={COLUMNS.length} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
