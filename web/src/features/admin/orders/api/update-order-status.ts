import type { OrderStatus } from '@store/contract/order';
import { orderRoutes } from '@store/contract/order-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateResources } from '../../../../lib/query-keys';

/** The server answers 409 when the order cannot move to that status any more. */
export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, status }: { orderId: string; status: OrderStatus }) =>
      callApi(orderRoutes.updateOrderStatus, { params: { id: orderId }, body: { status } }),
    // A cancelled order's units go back to stock, and it leaves the sales figures.
    onSuccess: (_order, { status }) =>
      status === 'cancelled' ? invalidateResources(queryClient, 'orders', 'tools', 'stats') : invalidateResources(queryClient, 'orders'),
  });
}
