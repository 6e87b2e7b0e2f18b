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
import { canShipOrder } from '@store/contract/shipment';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFeedback } from '../../../components/feedback';
import { EmptyState } from '../../../components/load-state';
import { QueryState } from '../../../components/query-state';
import { OrderCards } from '../../../domains/orders/order-cards';
import { OrderDelivery } from '../../../domains/orders/order-delivery';
import { useOrderStatusLabel } from '../../../domains/orders/order-display';
import { useRefundOnCancel } from '../../../domains/payments/payment-display';
import { OrderCells, OrderTableHead } from '../../../domains/orders/order-table';
import { RecordPaymentButtons } from '../../../domains/payments/record-payment';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';
import { errorMessage } from '../../../lib/api-client';
import { withMessages } from '../../../lib/i18n/catalog';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import type { MessageId } from '../../../lib/i18n/message-id';
import { orderPagePath } from '../../../domains/orders/order-path';
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
import { HandOverActions, ShipmentsSummary } from './shipments-summary';
import { filterProblems, isFiltered, NO_FILTERS, orderFilterParams, orderFilterQuery, readOrderFilters, type OrderFilters } from './order-filters';

// The customer's email and where the order goes share a cell, so the actions fit beside them at 1280 px; that
// cell and the tool's are kept narrow enough for the order's and the payment's status, and Record payment, too.
const COLUMNS: readonly { label: MessageId; numeric?: boolean }[] = [
  { label: 'adminOrders.customer' },
  { label: 'orders.tool' },
  { label: 'orders.quantity', numeric: true },
  { label: 'orders.total', numeric: true },
  { label: 'orders.status' },
  { label: 'orders.date' },
  { label: 'adminOrders.actions' },
];

export default function ManageOrdersPage() {
  const orderStatusLabel = useOrderStatusLabel();
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'adminOrders.title' }) });
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
  const refundOnCancel = useRefundOnCancel();

  const move = async (order: Order, status: OrderStatus) => {
    setBusyId(order.id);
    try {
      await updateOrderStatus.mutateAsync({ orderId: order.id, status });
      notify(formatMessage({ id: 'adminOrders.moved' }, { title: orderTitle(order), status: orderStatusLabel(status).toLowerCase() }), 'success');
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
    <EmptyState message={formatMessage({ id: 'adminOrders.correctFilter' })} />
  ) : (
    <QueryState
      query={orders}
      failed={failed}
      loading={list(undefined)}
      isEmpty={(shown) => shown.length === 0}
      empty={
        isFiltered(filters) ? (
          <EmptyState
            message={formatMessage({ id: 'adminOrders.noMatch' })}
            action={
              <Button variant="outlined" onClick={clearFilters}>
                <FormattedMessage id="adminOrders.clearFilters" />
              </Button>
            }
          />
        ) : (
          <EmptyState message={formatMessage({ id: 'adminOrders.none' })} />
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
          <FormattedMessage id="adminOrders.title" />
        </Typography>
        <ExportOrdersButton filters={query} disabled={!valid} />
      </Stack>
      <OrderFilterBar search={search} onSearchChange={setSearch} filters={filters} onChange={showFilters} problems={problems} />

      {content}
      {valid && !orders.isPlaceholderData && <PagedListFooter list={orders} />}

      <ConfirmDialog
        open={cancelling !== null}
        title={formatMessage({ id: 'adminOrders.cancelTitle' })}
        message={
          cancelling
            ? formatMessage({ id: 'adminOrders.cancelText' }, { units: orderUnits(cancelling), title: orderTitle(cancelling), email: cancelling.email }) +
              refundOnCancel(cancelling)
            : ''
        }
        confirmLabel={formatMessage({ id: 'adminOrders.cancelOrder' })}
        onConfirm={confirmCancel}
        onClose={() => busyId === null && setCancelling(null)}
        busy={cancelling !== null && busyId === cancelling.id}
      />
    </>
  );
}

const CreateShipmentButton = lazy(withMessages('on-demand', () => import('../../../domains/shipments/on-demand/create-shipment')));

/**
 * What an administrator does from an order's row: how far its shipments have gone, move it on, ship what is left of
 * it, mark the store's own hand-overs delivered, and record its money.
 */
function RowActions({ order, busy, onMove }: { order: Order; busy: boolean; onMove: (order: Order, status: OrderStatus) => void }) {
  return (
    <Stack gap={1}>
      <ShipmentsSummary order={order} />
      <OrderActions order={order} disabled={busy} onMove={onMove} />
      {canShipOrder(order) && (
        <Suspense fallback={null}>
          <CreateShipmentButton order={order} inList disabled={busy} />
        </Suspense>
      )}
      <HandOverActions order={order} disabled={busy} />
      <RecordPaymentButtons order={order} inList disabled={busy} />
    </Stack>
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
  const { formatMessage } = useIntl();
  const label = formatMessage({ id: 'adminOrders.all' });
  // Rows of the last filters stay, under a progress bar, until those of the new ones come.
  const progress = reloading && orders && <LinearProgress aria-label={formatMessage({ id: 'adminOrders.reloading' })} />;
  if (phone) {
    return (
      <>
        {progress}
        <OrderCards
          orders={orders}
          label={label}
          skeletonHeight={120}
          showEmail
          showDelivery
          linkTo={(order) => orderPagePath(order.id)}
          actions={(order) => <RowActions order={order} busy={busy} onMove={onMove} />}
          actionsBelow
        />
      </>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      {progress}
      {/* Cells closer together than MUI's 16 px: at 1280 px, beside the dashboard menu, the Actions column stays in view. */}
      <Table size="small" aria-label={label} aria-busy={reloading} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <OrderTableHead columns={COLUMNS.map(({ label: column, numeric }) => ({ label: formatMessage({ id: column }), numeric }))} />
        <TableBody>
          {orders
            ? orders.map((order) => (
                <TableRow key={order.id}>
                  <TableCell sx={{ minWidth: 160, maxWidth: 280 }}>
                    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {order.email}
                    </Typography>
                    <OrderDelivery order={order} />
                  </TableCell>
                  <TableCell component="th" scope="row" sx={{ minWidth: 110, overflowWrap: 'anywhere' }}>
                    <Link component={RouterLink} to={orderPagePath(order.id)}>
                      {orderTitle(order)}
                    </Link>
                  </TableCell>
                  <OrderCells order={order} />
                  <TableCell>
                    <RowActions order={order} busy={busy} onMove={onMove} />
                  </TableCell>
                </TableRow>
              ))
            : <TableSkeletonRows rows={3} columns={COLUMNS.length} />}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
