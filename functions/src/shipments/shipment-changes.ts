import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { ChangedBy } from '@store/contract/order';
import type { Shipment, ShipmentStatus, UpdateShipmentBody } from '@store/contract/shipment';
import { recordAudit } from '../audit/audit-store';
import { collections, CONTENDED, runTransaction } from '../firebase';
import { ApiError, invalidField, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { queueMail, readRecipientLocale, shipmentMail, shipmentMailRef, type ShipmentNews } from '../mail/mail';
import type { PaymentRecordDocument } from '../orders/order-model';
import { changeShipping, readOrder, type StoredOrder } from '../orders/order-writer';
import type { ConsignmentState } from './courier';
import { isTracked, shipmentId, toShipment, type ShipmentDocument } from './shipment-model';
import { shippingOf, statusFromShipping } from './shipping';

// A shipment's status moving on: delivered (by an administrator for an own van or a pickup, by the courier's
// tracking otherwise), coming back, or received back with its units counted into stock. Each change is checked
// and written in one transaction with the shipment and its order read in it, so a change read twice at once
// (two sweeps, a sweep and an administrator) is made once.

interface StoredShipment {
  ref: DocumentReference<ShipmentDocument>;
  doc: ShipmentDocument;
}

async function readShipment(tx: Transaction, orderId: string, n: number): Promise<StoredShipment> {
  const ref = collections.shipments.doc(shipmentId(orderId, n));
  const doc = (await tx.get(ref)).data();
  if (!doc) throw notFound('Shipment');
  return { ref, doc };
}

/** The reference a courier's collection is recorded under: its consignment (or, booked without one known, its invoice). */
const collectionReference = (doc: ShipmentDocument) => doc.consignmentId ?? shipmentId(doc.orderId, doc.number);

/**
 * The cash the courier collected on delivering `shipment`, as the payment record it becomes: none when nothing was
 * to be collected, or when the order already has a courier record of that consignment (a delivery read again).
 */
function courierCollection({ doc }: StoredShipment, order: StoredOrder, now: Timestamp): PaymentRecordDocument | undefined {
  if (doc.carrier !== 'steadfast' || doc.codAmount <= 0) return undefined;
  const reference = collectionReference(doc);
  if (order.doc.payment?.records.some((record) => record.method === 'courier' && record.reference === reference)) return undefined;
  return { at: now, amount: doc.codAmount, kind: 'payment', method: 'courier', reference, by: 'courier' };
}

/** A status change of a shipment, with its history entry, its mail (booked, delivered, returning) and what it does to the order. */
async function moveShipment(
  tx: Transaction,
  shipment: StoredShipment,
  order: StoredOrder,
  status: ShipmentStatus,
  options: { by: ChangedBy; note?: string; receivedBy?: string; receivedBack?: { lineIndex: number; quantity: number }[] },
): Promise<ShipmentDocument> {
  const { ref, doc } = shipment;
  const now = Timestamp.now();
  const shipping = shippingOf(order.doc);
  const closes = status === 'delivered' || status === 'received-back';
  const back = options.receivedBack ?? [];
  const next = closes
    ? {
        ...shipping,
        undelivered: Math.max(0, shipping.undelivered - 1),
        shipped: shipping.shipped.map((units, i) => units - back.filter((unit) => unit.lineIndex === i).reduce((sum, unit) => sum + unit.quantity, 0)),
        restocked: shipping.restocked.map((units, i) => units + back.filter((unit) => unit.lineIndex === i).reduce((sum, unit) => sum + unit.quantity, 0)),
        ...(shipping.handOvers && { handOvers: shipping.handOvers.filter((number) => number !== doc.number) }),
      }
    : shipping;
  const news: ShipmentNews | undefined = status === 'delivered' || status === 'returning' ? status : undefined;
  // Reads before writes: the stock the units go back to, and the buyer's language.
  const [tools, locale] = await Promise.all([
    Promise.all(back.map((unit) => tx.get(collections.tools.doc(doc.lines.find((line) => line.lineIndex === unit.lineIndex)!.toolId)))),
    readRecipientLocale(tx, doc.uid),
  ]);
  const collected = status === 'delivered' ? courierCollection(shipment, order, now) : undefined;
  const moved = closes ? await changeShipping(tx, order, { shipping: next, status: statusFromShipping(order.doc, next), by: options.by, collected }) : undefined;

  const changed: ShipmentDocument = {
    ...doc,
    status,
    tracked: isTracked(doc.carrier, status),
    ...(options.receivedBy && { receivedBy: options.receivedBy }),
    ...(options.receivedBack && { receivedBack: options.receivedBack }),
    history: [...doc.history, { status, at: now, ...(options.note && { note: options.note }) }],
    updatedAt: now,
  };
  tx.update(ref, {
    status,
    tracked: changed.tracked,
    history: changed.history,
    updatedAt: now,
    ...(options.receivedBy && { receivedBy: options.receivedBy }),
    ...(options.receivedBack && { receivedBack: options.receivedBack }),
  });
  back.forEach((unit, i) => {
    const tool = tools[i]!;
    if (tool.exists && unit.quantity > 0) tx.update(tool.ref, { available: FieldValue.increment(unit.quantity), inStock: true, updatedAt: now });
  });
  if (news) queueMail(tx, shipmentMailRef(doc.orderId, doc.number, news), shipmentMail(toShipment(changed), moved ?? { id: doc.orderId, email: order.doc.email }, news, locale));
  return changed;
}

/**
 * An administrator marks an own van's or a pickup's shipment delivered (who received it), or a shipment coming
 * back received, with the units counted on arrival: those go back to stock, once, and become unshipped, so the
 * order can be shipped again or (every shipment back) cancelled. Never more units than the shipment had (409
 * over-shipped). A courier shipment is delivered by its tracking (409 invalid-transition).
 */
export async function updateShipment(caller: Caller, orderId: string, n: number, body: UpdateShipmentBody): Promise<Shipment> {
  return runTransaction(async (tx) => {
    const shipment = await readShipment(tx, orderId, n);
    const order = await readOrder(tx, orderId);
    const { doc } = shipment;
    let changed: ShipmentDocument;
    if (body.status === 'delivered') {
      if (doc.carrier === 'steadfast') throw new ApiError('invalid-transition', 'A courier shipment is delivered by its tracking');
      if (doc.status !== 'in-transit' && doc.status !== 'on-hold') throw new ApiError('invalid-transition', `Shipment ${n} is ${doc.status} and cannot be delivered`);
      changed = await moveShipment(tx, shipment, order, 'delivered', { by: 'admin', note: body.receivedBy, receivedBy: body.receivedBy });
    } else {
      if (doc.status !== 'returning' && doc.status !== 'partially-delivered') {
        throw new ApiError('invalid-transition', `Shipment ${n} is ${doc.status}: only a shipment coming back is received back`);
      }
      body.units.forEach((unit, i) => {
        if (body.units.findIndex((other) => other.lineIndex === unit.lineIndex) !== i) throw invalidField(`units.${i}.lineIndex`, 'each order line may appear once');
      });
      const over = body.units.flatMap((unit, i) => {
        const had = doc.lines.find((line) => line.lineIndex === unit.lineIndex)?.quantity ?? 0;
        return unit.quantity > had ? [{ field: `units.${i}.quantity`, message: `Shipment ${n} had ${had} unit(s) of line ${unit.lineIndex}` }] : [];
      });
      if (over.length) throw new ApiError('over-shipped', 'More units cannot come back than the shipment had', over);
      const units = body.units.filter((unit) => unit.quantity > 0);
      const count = units.reduce((sum, unit) => sum + unit.quantity, 0);
      changed = await moveShipment(tx, shipment, order, 'received-back', { by: 'admin', note: `${count} unit(s) back in stock`, receivedBack: units });
    }
    recordAudit(tx, caller, 'order.shipment', orderId, `Order ${orderId}: shipment ${n} ${body.status}`);
    return toShipment(changed);
  }, CONTENDED);
}

/**
 * What the courier's tracking says of a shipment, applied once: a state other than the shipment's own is a change
 * (history, mail, the order's delivery and the cash collected); the same state again, or one the courier keeps
 * the previous one for, changes nothing. Answers whether it changed the shipment.
 */
export async function applyTracking(id: string, state: ConsignmentState, courierStatus: string): Promise<boolean> {
  if (state === 'unchanged') return false;
  return runTransaction(async (tx) => {
    const ref = collections.shipments.doc(id);
    const doc = (await tx.get(ref)).data();
    if (!doc || !doc.tracked || doc.status === state) return false;
    const order = await readOrder(tx, doc.orderId);
    await moveShipment(tx, { ref, doc }, order, state, { by: 'system', note: courierStatus });
    return true;
  }, CONTENDED);
}
