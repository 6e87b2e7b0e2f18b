import Typography from '@mui/material/Typography';
import { orderTitle, orderUnits, type Order } from '@store/contract/order';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { orderStatusLabel } from '../../components/order-display';
import { ALL_STATUSES, OrderStatusFilter, type OrderStatusChoice } from '../../components/order-status-filter';
import { PagedListFooter } from '../../components/paged-list-footer';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { pagedListState } from '../../lib/cursor-paging';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { useCancelOrder } from './api/cancel-order';
import { useLiveOrderUpdates } from './api/live-order-updates';
import { useMyOrders } from './api/my-orders';
import { MyOrdersList } from './my-orders-list';

export default function MyOrdersPage() {
  usePageMeta({ title: 'My Orders' });
  const { user } = useSession();
  const [filter, setFilter] = useState<OrderStatusChoice>(ALL_STATUSES);
  const orders = useMyOrders(user?.uid, filter === ALL_STATUSES ? undefined : filter);
  const { failed } = pagedListState(orders);
  useLiveOrderUpdates(user?.uid);
  const cancelOrder = useCancelOrder();
  const cancel = useConfirmedAction((order: Order) => cancelOrder.mutateAsync(order.id), () => 'Order cancelled');

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        My Orders
      </Typography>
      <OrderStatusFilter value={filter} onChange={setFilter} />
      <MyOrdersList
        orders={orders.data}
        loading={orders.isPending}
        error={failed ? orders.error : undefined}
        onRetry={() => void orders.refetch()}
        onCancel={cancel.ask}
        emptyMessage={filter === ALL_STATUSES ? undefined : `You have no ${orderStatusLabel(filter).toLowerCase()} orders`}
      />
      <PagedListFooter list={orders} />
      <ConfirmDialog
        {...cancel.dialog}
        title="Cancel this order?"
        message={
          cancel.target
            ? `Your order of ${orderUnits(cancel.target)} × ${orderTitle(cancel.target)} will be cancelled. This cannot be undone.`
            : ''
        }
        confirmLabel="Cancel order"
      />
    </>
  );
}
