import type { Order } from '@store/contract/order';

/** The gateway's payment page is another site's: the browser leaves the app for it (an object, so tests can stand in). */
export const gateway = {
  open: (url: string) => window.location.assign(url),
};

/**
 * Sends the browser to pay an online order just placed at the gateway's page; false, and nothing done, for any
 * other order (placed as pending, or awaiting something else than the gateway).
 */
export function payAtGateway(order: Pick<Order, 'status' | 'payment'>): boolean {
  const url = order.status === 'awaiting-payment' ? order.payment.redirectUrl : undefined;
  if (!url) return false;
  gateway.open(url);
  return true;
}
