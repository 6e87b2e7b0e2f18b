import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
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
import { EmptyState } from '../../../components/load-state';
import { QueryState } from '../../../components/query-state';
import { OrderCards } from '../../../components/order-cards';
import { OrderDelivery } from '../../../components/order-delivery';
import { useOrderStatusLabel } from '../../../components/order-display';
import { OrderCells, OrderTableHead } from '../../../components/order-table';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';
import { errorMessage } from '../../../lib/api-client';
import { orderPagePath } from '../../../lib/order-path';
import { usePageMeta } from '../../../lib/page-meta';
import { useSearchBox } from '../../../lib/use-search-box';
import { useUrlView } from '../../../lib/use-url-view';
import { pagedListState } from '../../../lib/cursor-paging';
import { PagedListFooter } from '../../../components/paged-list-footer';
import { useAllOrders } from './api/all-orders';
import { useUpdateOrderStatus } from './api/update-order-status';
import { ExportOrdersButton } from './export-orders-button';
import { OrderActions } from './order-actions';
import { OrderFilterBar } from './order-filter-bar';
import { filterProblems, isFiltered, NO_FILTERS, orderFilterParams, orderFilterQuery, readOrderFilters, type OrderFilters } from './order-filters';

// The customer's email and where the order goes share a cell, so the actions fit beside them at 1280 px.
const COLUMNS = [
  { label: 'Customer' },
  { label: 'Tool' },
  { label: 'Quantity', numeric: true },
  { label: 'Total', numeric: true },
  { label: 'Status' },
  { label: 'Date' },
  { label: 'Actions' },
] as const;

export default function ManageOrdersPage() {
  const orderStatusLabel = useOrderStatusLabel();
  usePageMeta({ title: 'Manage Orders' });
  const [filters, changeFilters] = useUrlView(readOrderFilters, orderFilterParams);
  const showFilters = (change: Partial<OrderFilters>) => changeFilters((current) => ({ ...current, ...change }));
  // The search box follows typing at once; the URL (and the list) follow once typing pauses.
  const [search, setSearch] = useSearchBox(filters.q, (q) => showFilters({ q }));
  const problems = filterProblems(filters);
  const valid = Object.keys(problems).length === 0;
  const query = orderFilterQuery(filters);

  const orders = useAllOrders(query, valid);
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

  const clearFilters = () => {
    setSearch('');
    changeFilters(() => NO_FILTERS);
  };

  const list = (shown: Order[] | undefined) => <OrderList orders={shown} reloading={reloading} busy={busyId !== null} onMove={requestMove} />;
  const content = !valid ? (
    <EmptyState message="Correct the highlighted filter to see the orders" />
  ) : (
    <QueryState
      query={orders}
      failed={failed}
      loading={list(undefined)}
      isEmpty={(shown) => shown.length === 0}
      empty={
        isFiltered(filters) ? (
          <EmptyState
            message="No orders match these filters"
            action={
              <Button variant="outlined" onClick={clearFilters}>
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState message="There are no orders yet" />
        )
      }
    >
      {list}
    </QueryState>
  );

  return (
    <>
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={2} sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1">
          Manage Orders
        </Typography>
        <ExportOrdersButton filters={query} disabled={!valid} />
      </Stack>
      <OrderFilterBar search={search} onSearchChange={setSearch} filters={filters} onChange={showFilters} problems={problems} />

      {content}
      {valid && !orders.isPlaceholderData && <PagedListFooter list={orders} />}

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
  // Rows of the last filters stay, under a progress bar, until those of the new ones come.
  const progress = reloading && orders && <LinearProgress aria-label="Reloading orders" />;
  if (phone) {
    return (
      <>
        {progress}
        <OrderCards
          orders={orders}
          label="All orders"
          skeletonHeight={120}
          showEmail
          showDelivery
          linkTo={(order) => orderPagePath(order.id)}
          actions={(order) => <OrderActions order={order} disabled={busy} onMove={onMove} />}
          actionsBelow
        />
      </>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      {progress}
      {/* Cells closer together than MUI's 16 px: at 1280 px, beside the dashboard menu, the Actions column stays in view. */}
      <Table size="small" aria-label="All orders" aria-busy={reloading} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <OrderTableHead columns={COLUMNS} />
        <TableBody>
          {orders
            ? orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell sx={{ minWidth: 190, maxWidth: 280 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {order.email}
                    </Typography>
                    <OrderDelivery order={order} />
                  </TableCell>
                  <TableCell component="th" scope="row" sx={{ minWidth: 130, overflowWrap: 'anywhere' }}>
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
