import type { Order, PlaceOrderBody } from '@store/contract/order';
import { api } from '@store/contract/routes';
import { callApi } from '../../lib/api-client';

/** Places an order. The key makes a retry of the same attempt find the first order, not make a second. */
export function placeOrder(body: PlaceOrderBody, idempotencyKey: string): Promise<Order> {
  return callApi(api.placeOrder, { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

/** A fresh key per purchase attempt (crypto.randomUUID where the page is a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
