import { SHIPPABLE_ORDER_STATUSES } from '@store/contract/shipment';
import type { OrderStatus } from '@store/contract/order';
import type { OrderDocument, ShippingDocument } from '../orders/order-model';

// What an order's shipments leave of it, as pure functions of its stored document: units shipped and still to ship
// per line, and the status those units give the order.

/**
 * The order's shipping as stored, or as it stands before its first shipment: nothing shipped, or, for an order
 * an administrator marked shipped or delivered before the store had shipments, everything.
 */
export function shippingOf(doc: Pick<OrderDocument, 'lines' | 'status' | 'shipping'>): ShippingDocument {
  if (doc.shipping) return doc.shipping;
  const allOut = doc.status === 'shipped' || doc.status === 'delivered';
  return {
    shipments: 0,
    undelivered: 0,
    shipped: doc.lines.map((line) => (allOut ? line.quantity : 0)),
    restocked: doc.lines.map(() => 0),
    handOvers: [],
  };
}

/** Units of line `i` not in any shipment on its way or delivered. */
export const unshippedUnits = (doc: Pick<OrderDocument, 'lines'>, shipping: ShippingDocument, i: number) => doc.lines[i]!.quantity - (shipping.shipped[i] ?? 0);

export const everyUnitShipped = (doc: Pick<OrderDocument, 'lines'>, shipping: ShippingDocument) =>
  doc.lines.every((_, i) => unshippedUnits(doc, shipping, i) === 0);

/** Orders a shipment may leave from: placed and not closed, not waiting for money or approval, not delivered. */
export const SHIPPABLE_STATUSES: readonly OrderStatus[] = SHIPPABLE_ORDER_STATUSES;

/**
 * The status an order's shipments give it: delivered once every unit has shipped and every shipment on its way
 * has arrived; shipped once every unit has; partly shipped while some are out; and back to confirmed when every
 * shipment came back (it can be shipped again, or cancelled). An order no shipment has touched keeps its own.
 */
export function statusFromShipping(doc: Pick<OrderDocument, 'lines' | 'status'>, shipping: ShippingDocument): OrderStatus {
  if (everyUnitShipped(doc, shipping)) return shipping.undelivered === 0 ? 'delivered' : 'shipped';
  if (shipping.shipped.some((units) => units > 0)) return 'partially-shipped';
  return doc.status === 'pending' || doc.status === 'confirmed' ? doc.status : 'confirmed';
}
