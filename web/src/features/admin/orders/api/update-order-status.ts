import type { OrderStatus } from '@store/contract/order';
import { api } from '@store/contract/routes';
import { callApi } from '../../../../lib/api-client';

/** The server answers 409 when the order cannot move to that status any more. */
export async function updateOrderStatus(orderId: string, status: OrderStatus): Promise<void> {
  await callApi(api.updateOrderStatus, { params: { id: orderId }, body: { status } });
}
