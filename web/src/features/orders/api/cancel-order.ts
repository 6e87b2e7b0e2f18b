import { orderRoutes } from '@store/contract/order-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/** The owner cancels their own order while it is still pending; the server returns the units to stock. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callApi(orderRoutes.updateOrderStatus, { params: { id: orderId }, body: { status: 'cancelled' } }),
    onSuccess: () => invalidateResources(queryClient, 'orders', 'tools', 'stats'),
  });
}
