import { orderRoutes } from '@store/contract/order-routes';
import { paymentRoutes } from '@store/contract/payment-routes';
import type { RecordPaymentBody } from '@store/contract/payment';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources, queryKeys } from '../../../lib/query-keys';

/**
 * An administrator records money that reached the store, or went back, by hand (cash on delivery, a transfer, a
 * cheque). The answer is the order as it now stands: its page shows it at once, and the lists load again.
 */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: RecordPaymentBody }) =>
      callApi(paymentRoutes.recordPayment, { params: { id: orderId }, body }),
    onSuccess: (order) => {
      queryClient.setQueryData(queryKeys.call(orderRoutes.getOrder, { params: { id: order.id } }), order);
      return invalidateResources(queryClient, 'orders');
    },
  });
}
