import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { STORE_CURRENCY } from '@store/contract/constants';
import { PAYMENT_SETTINGS } from '@store/contract/payment';
import { OrderDocument } from '../../functions/src/orders/order-model';
import { newPayment } from '../../functions/src/orders/order-payment';
import { db, inBatches } from './emulator-admin';
import { addTool } from './orders';
import { round } from './stats';

/** The price of the bench's tools (addTool), so of a one-unit order. */
const PRICE = 10;

export interface UnpaidOrders {
  toolId: string;
  /** The tool's stock before the orders took their units. */
  initialStock: number;
  count: number;
  /** Date.now() once the last order was written. */
  writtenAt: number;
  writeMs: number;
}

/**
 * `count` online orders of one unit each of a new tool, left unpaid past their deadline: written straight to
 * Firestore in the shape checkout writes them (status awaiting-payment, an online payment awaiting, the expiry
 * deadline), placed one payment window and a minute ago, so every deadline passed a minute ago. The tool is
 * written with their units already out of its stock, as checkout takes them. Each order is a different
 * customer's, as after a real checkout rush.
 */
export async function writeUnpaidOrders(tag: string, count: number, initialStock = count * 2): Promise<UnpaidOrders> {
  const toolId = await addTool(`Bench Unpaid Grinder ${tag}`, initialStock - count);
  const placedAt = Timestamp.fromMillis(Date.now() - (PAYMENT_SETTINGS.onlineWindowMinutes + 1) * 60_000);
  const { payment, deadline } = newPayment('online', PRICE, STORE_CURRENCY, placedAt);
  const orderOf = (index: number): OrderDocument => {
    const idempotencyKey = randomUUID();
    return {
      uid: `bench-unpaid-${tag}-${index + 1}`,
      email: `bench-unpaid-${tag}-${index + 1}@example.com`,
      lines: [{ toolId, toolname: `Bench Unpaid Grinder ${tag}`, quantity: 1, unitPrice: PRICE, lineTotal: PRICE }],
      toolIds: [toolId],
      units: 1,
      total: PRICE,
      currency: STORE_CURRENCY,
      address: '12 Bench Road, Dhaka',
      phone: '+880 1711 000000',
      status: 'awaiting-payment',
      history: [{ status: 'awaiting-payment', at: placedAt, by: 'customer' }],
      payment,
      ...(deadline && { deadline }),
      idempotencyKey,
      requestHash: idempotencyKey,
      createdAt: placedAt,
      updatedAt: placedAt,
    };
  };
  // The function reads orders through their schema: one that does not fit would be left unsettled, not measured.
  OrderDocument.parse(orderOf(0));
  const start = performance.now();
  const chunks = Array.from({ length: Math.ceil(count / 500) }, (_, chunk) => chunk * 500);
  await inBatches(chunks, 2, async (first) => {
    const batch = db.batch();
    for (let index = first; index < Math.min(first + 500, count); index++) batch.create(db.collection('orders').doc(), orderOf(index));
    await batch.commit();
  });
  return { toolId, initialStock, count, writtenAt: Date.now(), writeMs: round(performance.now() - start) };
}

const ordersOfTool = (toolId: string) => db.collection('orders').where('toolIds', 'array-contains', toolId);

/** How many of the tool's orders read as expired now. */
export async function expiredCount(toolId: string): Promise<number> {
  return (await ordersOfTool(toolId).where('status', '==', 'expired').count().get()).data().count;
}

export interface ExpiryCheck {
  expired: number;
  /** Orders whose history holds more than one expiry (each would have returned its units again). */
  expiredTwice: number;
  stockLeft: number;
  /** The tool's stock is back to what it was before the orders, exactly: every unit returned, once. */
  stockBack: boolean;
}

/** Where the unpaid orders and their tool's stock stand. */
export async function checkExpiry(orders: UnpaidOrders): Promise<ExpiryCheck> {
  const [snap, tool] = await Promise.all([ordersOfTool(orders.toolId).get(), db.collection('tools').doc(orders.toolId).get()]);
  const expiries = snap.docs.map((doc) => (doc.get('history') as { status: string }[]).filter((entry) => entry.status === 'expired').length);
  const stockLeft = tool.get('available') as number;
  return {
    expired: snap.docs.filter((doc) => doc.get('status') === 'expired').length,
    expiredTwice: expiries.filter((count) => count > 1).length,
    stockLeft,
    stockBack: stockLeft === orders.initialStock,
  };
}
