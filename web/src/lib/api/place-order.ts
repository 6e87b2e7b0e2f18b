import type { PlaceOrderInput } from '@store/contract/order';
import { orderRoutes } from '@store/contract/order-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../api-client';
import { invalidateResources } from '../query-keys';

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
      callApi(orderRoutes.placeOrder, { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSuccess: () => invalidateResources(queryClient, 'tools', 'orders', 'stats', 'cart'),
  });
}

/** A fresh key per purchase attempt (crypto.randomUUID where the page is a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Failures after which the order may or may not exist: a retry must reuse the same key. */
export function outcomeUnknown(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;
}
