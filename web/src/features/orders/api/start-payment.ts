import { paymentRoutes } from '@store/contract/payment-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/**
 * "Pay now": a new session at the gateway for the owner's online order that still awaits payment; the answer is
 * the gateway's page. A refusal (the time to pay ran out) means the order has moved on: it loads again.
 */
export function useStartPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => callApi(paymentRoutes.startPayment, { params: { id: orderId } }),
    onError: () => invalidateResources(queryClient, 'orders'),
  });
}
