import Typography from '@mui/material/Typography';
import { orderTitle, orderUnits, type Order } from '@store/contract/order';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFeedback } from '../../components/feedback';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { usePageMeta } from '../../lib/page-meta';
import { useCancelOrder } from './api/cancel-order';
import { useMyOrders } from './api/use-my-orders';
import { MyOrdersList } from './my-orders-list';

export default function MyOrdersPage() {
  usePageMeta({ title: 'My Orders' });
  const { user } = useSession();
  const { orders, error, loading, retry } = useMyOrders(user?.uid);
  const cancelOrder = useCancelOrder();
  const { notify } = useFeedback();
  const [cancelling, setCancelling] = useState<Order | null>(null);

  // The live list updates by itself; one served by the API is loaded again by the mutation.
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
      <MyOrdersList orders={orders} loading={loading} error={error} onRetry={retry} onCancel={setCancelling} />
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
