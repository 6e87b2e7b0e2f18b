import Typography from '@mui/material/Typography';
import { orderTitle, orderUnits, type Order } from '@store/contract/order';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFeedback } from '../../components/feedback';
import { orderStatusLabel } from '../../components/order-display';
import { ALL_STATUSES, OrderStatusFilter, type OrderStatusChoice } from '../../components/order-status-filter';
import { PagedListFooter } from '../../components/paged-list-footer';
import { errorMessage } from '../../lib/api-client';
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
  const { notify } = useFeedback();
  const [cancelling, setCancelling] = useState<Order | null>(null);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancelOrder.mutate(cancelling.id, {
      onSuccess: () => notify('Order cancelled', 'success'),
      onError: (cancelError) => notify(errorMessage(cancelError), 'error'),
      onSettled: () => setCancelling(null),
    });
  };

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
        onCancel={setCancelling}
        emptyMessage={filter === ALL_STATUSES ? undefined : `You have no ${orderStatusLabel(filter).toLowerCase()} orders`}
      />
      <PagedListFooter list={orders} />
      <ConfirmDialog
        open={cancelling !== null}
        title="Cancel this order?"
        message={
          cancelling
            ? `Your order of ${orderUnits(cancelling)} × ${orderTitle(cancelling)} will be cancelled. This cannot be undone.`
            : ''
        }
        confirmLabel="Cancel order"
        onConfirm={confirmCancel}
        onClose={() => !cancelOrder.isPending && setCancelling(null)}
        busy={cancelOrder.isPending}
      />
    </>
  );
}
