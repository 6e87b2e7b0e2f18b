import type { PlaceOrderInput } from '@store/contract/order';
import { paymentRoutes } from '@store/contract/payment-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

interface PlaceOrder {
  body: PlaceOrderInput;
  /** Makes a retry of the same attempt find the first order, not make a second. */
  idempotencyKey: string;
}

/** Places an order; the tools' stock, the orders, the sales and the cart (which loses the tools ordered) change with it. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: PlaceOrder) =>
      callApi(paymentRoutes.placeOrder, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => invalidateResources(queryClient, 'tools', 'orders', 'stats', 'cart'),
  });
}
