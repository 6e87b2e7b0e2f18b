import type { UpdateOrderBody } from '@store/contract/order';
import { apiPaths } from '@store/contract/routes';
import { apiFetch } from '../../../lib/api-client';

/** The owner cancels their own order while it is still pending; the server returns the units to stock. */
export async function cancelOrder(orderId: string): Promise<void> {
  const body: UpdateOrderBody = { status: 'cancelled' };
  await apiFetch<unknown>(apiPaths.order(orderId), { method: 'PATCH', body });
}
