import type { PlaceOrderInput } from '@store/contract/order';
import { orderRoutes } from '@store/contract/order-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

interface PlaceOrder {
  body: PlaceOrderInput;
  /** Makes a retry of the same attempt find the first order, not make a second. */
  idempotencyKey: string;
}

/** Places an order; the tool's stock, the orders and the sales change with it. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: PlaceOrder) =>
      callApi(orderRoutes.placeOrder, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => invalidateResources(queryClient, 'tools', 'orders', 'stats'),
  });
}

/** A fresh key per purchase attempt (crypto.randomUUID where the page is a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
