/**
 * Helpers of the shipment tests (functions/src/shipments/*.test.ts and test/security/shipment-races.test.ts): an
 * order written as the store keeps it, ready to ship, and its shipments' calls.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { STORE_CURRENCY } from '@store/contract/constants';
import type { CreateShipmentBody, UpdateShipmentBody } from '@store/contract/shipment';
import { collections } from '../firebase';
import type { OrderDocument } from '../orders/order-model';
import { api, storedOrder, type SeededTool, type TestUser } from './emulators';

let orders = 0;

/**
 * A placed order of `quantities` units of `tools` (one line each, ৳100 a unit), cash on delivery unless said, written
 * as checkout stores it (its units already out of stock): pending, to +880 1712-345678 in Mirpur, Dhaka.
 */
export async function placedOrder(buyer: TestUser, lines: { tool: SeededTool; quantity: number }[], overrides: Partial<OrderDocument> = {}) {
  const id = `ship-${Date.now().toString(36)}-${++orders}`;
  const total = lines.reduce((sum, line) => sum + line.quantity * 100, 0);
  const doc = storedOrder(buyer, lines[0]!.tool, new Date(), {
    lines: lines.map(({ tool, quantity }) => ({ toolId: tool.id, toolname: tool.name, quantity, unitPrice: 100, lineTotal: quantity * 100 })),
    toolIds: lines.map(({ tool }) => tool.id),
    units: lines.reduce((sum, line) => sum + line.quantity, 0),
    total,
    address: 'House 4, Road 7, Mirpur 10, Dhaka',
    phone: '+880 1712-345678',
    payment: { method: 'cod', status: 'due', amountDue: total, amountPaid: 0, currency: STORE_CURRENCY, dueAt: null, records: [] },
    ...overrides,
  });
  await collections.orders.doc(id).set(doc);
  return id;
}

export const ship = (admin: TestUser, orderId: string, body: CreateShipmentBody | Record<string, unknown>) =>
  api('POST', `/orders/${orderId}/shipments`, { token: admin.token, body });

export const updateShipment = (admin: TestUser, orderId: string, n: number, body: UpdateShipmentBody | Record<string, unknown>) =>
  api('PATCH', `/orders/${orderId}/shipments/${n}`, { token: admin.token, body });

export const bookAgain = (admin: TestUser, orderId: string, n: number) => api('POST', `/orders/${orderId}/shipments/${n}/booking`, { token: admin.token });

export const listShipments = (user: TestUser, orderId: string) => api('GET', `/orders/${orderId}/shipments`, { token: user.token });

export const shipmentDoc = async (orderId: string, n: number) => (await collections.shipments.doc(`${orderId}-${n}`).get()).data()!;

/** Puts a shipment's booking lease in the past, as if its booking had died with its process. */
export const leaseLapsed = (orderId: string, n: number) => collections.shipments.doc(`${orderId}-${n}`).update({ bookingUntil: Timestamp.fromMillis(Date.now() - 1000) });
