import type { OrderStatus, UpdateOrderBody } from '@store/contract/order';
import { apiPaths } from '@store/contract/routes';
import { apiFetch } from '../../../../lib/api-client';

/** PATCH /api/orders/:id: the server answers 409 when the order cannot move to that status any more. */
export async function updateOrderStatus(orderId: string, status: OrderStatus): Promise<void> {
  const body: UpdateOrderBody = { status };
  await apiFetch<unknown>(apiPaths.order(orderId), { method: 'PATCH', body });
}
