import { api } from '@store/contract/routes';
import { callApi } from '../../../lib/api-client';

/** The owner cancels their own order while it is still pending; the server returns the units to stock. */
export async function cancelOrder(orderId: string): Promise<void> {
  await callApi(api.updateOrderStatus, { params: { id: orderId }, body: { status: 'cancelled' } });
}
