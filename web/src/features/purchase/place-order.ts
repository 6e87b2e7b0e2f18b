import { Order, type PlaceOrderBody } from '@store/contract/order';
import { apiPaths, IDEMPOTENCY_HEADER } from '@store/contract/routes';
import { apiFetch } from '../../lib/api-client';

/** POST /api/orders. The key makes a retry of the same attempt find the first order, not make a second. */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<Order> {
  return apiFetch(apiPaths.orders, {
    method: 'POST',
    body,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
    schema: Order,
  });
}

/** A fresh key per purchase attempt (crypto.randomUUID where the page is a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
