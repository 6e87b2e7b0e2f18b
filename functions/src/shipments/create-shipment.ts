import { Timestamp } from 'firebase-admin/firestore';
import type { ErrorDetail } from '@store/contract/errors';
import { paymentBalance } from '@store/contract/payment';
import type { CreateShipmentBody, Shipment } from '@store/contract/shipment';
import { recordAudit } from '../audit/audit-store';
import { collections, CONTENDED, runTransaction } from '../firebase';
import { ApiError, invalidField } from '../http/api-error';
import type { Caller } from '../http/auth';
import { toOrder } from '../orders/order-model';
import { changeShipping, readOrder } from '../orders/order-writer';
import { bookClaimed, BOOKING_LEASE_MS, bookingRequest, recipientName } from './courier-booking';
import { shipmentId, toShipment, type SerialDocument, type ShipmentDocument } from './shipment-model';
import { everyUnitShipped, shippingOf, SHIPPABLE_STATUSES, statusFromShipping, unshippedUnits } from './shipping';

/**
 * An administrator ships units of an order's lines. Checked and written in one transaction with the order read in
 * it, so however many shipments of one order are created at once, no line ships more units than were ordered and
 * are not yet shipped (409 over-shipped), and each shipment takes the next number. A serial given is unique in the
 * store: its serials/ document is created in the same commit (409 serial-taken when it exists, or is given twice).
 * Units that came back in a shipment received back went into stock: shipping them again takes them out again (409
 * insufficient-stock when they have been sold meanwhile). The order moves on (partly shipped, shipped) with its
 * mail. The last shipment of a cash-on-delivery order (the one that ships its final units) carries the balance due
 * for the courier to collect. A courier shipment is then booked at once, outside the transaction: the creating
 * commit holds its booking lease, so nothing else books it meanwhile; if the courier refuses or does not answer it
 * stays booking-failed, for "Book again".
 */
export async function createShipment(caller: Caller, orderId: string, body: CreateShipmentBody): Promise<Shipment> {
  const created = await runTransaction(async (tx) => {
    const order = await readOrder(tx, orderId);
    const { doc } = order;
    if (!SHIPPABLE_STATUSES.includes(doc.status)) throw new ApiError('invalid-transition', `An order that is ${doc.status} cannot be shipped`);
    const shipping = shippingOf(doc);
    body.lines.forEach((line, i) => {
      if (line.lineIndex >= doc.lines.length) throw invalidField(`lines.${i}.lineIndex`, `This order has ${doc.lines.length} line(s), counted from 0`);
    });
    const over: ErrorDetail[] = body.lines.flatMap((line, i) => {
      const left = unshippedUnits(doc, shipping, line.lineIndex);
      return line.quantity > left ? [{ field: `lines.${i}.quantity`, message: `Only ${left} unit(s) of ${doc.lines[line.lineIndex]!.toolname} are left to ship` }] : [];
    });
    if (over.length) throw new ApiError('over-shipped', 'A shipment cannot hold more units than the order has left to ship', over);

    const serials = body.lines.flatMap((line, i) => (line.serials ?? []).map((serial, j) => ({ serial, field: `lines.${i}.serials.${j}` })));
    const twice = serials.filter(({ serial }, k) => serials.findIndex((other) => other.serial === serial) !== k);
    if (twice.length) throw new ApiError('serial-taken', 'A serial may be given once', twice.map(({ serial, field }) => ({ field, message: `${serial} is given twice` })));

    // Units that went back into stock when a shipment came back: those beyond what the order still holds.
    const fromStock = body.lines.map((line) => {
      const held = unshippedUnits(doc, shipping, line.lineIndex) - shipping.restocked[line.lineIndex]!;
      return Math.max(0, line.quantity - held);
    });
    const [serialSnaps, toolSnaps] = await Promise.all([
      Promise.all(serials.map(({ serial }) => tx.get(collections.serials.doc(serial)))),
      Promise.all(body.lines.map((line, i) => (fromStock[i]! > 0 ? tx.get(collections.tools.doc(doc.lines[line.lineIndex]!.toolId)) : undefined))),
    ]);
    const taken = serials.filter((_, k) => serialSnaps[k]!.exists);
    if (taken.length) throw new ApiError('serial-taken', 'A serial has shipped already', taken.map(({ serial, field }) => ({ field, message: `${serial} has shipped already` })));
    const short = body.lines.flatMap((line, i) => {
      const tool = toolSnaps[i];
      return tool && (tool.data()?.available ?? 0) < fromStock[i]! ? [{ field: `lines.${i}.quantity`, message: `Only ${tool.data()?.available ?? 0} of ${doc.lines[line.lineIndex]!.toolname} are in stock` }] : [];
    });
    if (short.length) throw new ApiError('insufficient-stock', 'Units that came back went into stock and have been sold since', short);

    const n = shipping.shipments + 1;
    const next = {
      shipments: n,
      undelivered: shipping.undelivered + 1,
      shipped: shipping.shipped.map((units, i) => units + (body.lines.find((line) => line.lineIndex === i)?.quantity ?? 0)),
      restocked: shipping.restocked.map((units, i) => {
        const k = body.lines.findIndex((line) => line.lineIndex === i);
        return k < 0 ? units : units - fromStock[k]!;
      }),
      // The store's own hand-overs wait for an administrator's "Mark delivered"; a courier's follow its tracking.
      handOvers: body.carrier === 'steadfast' ? (shipping.handOvers ?? []) : [...(shipping.handOvers ?? []), n],
    };
    const current = toOrder(orderId, doc);
    const last = everyUnitShipped(doc, next);
    const codAmount = current.payment.method === 'cod' && last ? paymentBalance(current.payment) : 0;
    const status = statusFromShipping(doc, next);
    const moved = await changeShipping(tx, order, { shipping: next, status, by: 'admin' });

    const now = Timestamp.now();
    const courier = body.carrier === 'steadfast';
    const shipment: ShipmentDocument = {
      orderId,
      number: n,
      uid: doc.uid,
      ...(doc.company && { companyId: doc.company.id }),
      lines: body.lines.map((line) => ({
        lineIndex: line.lineIndex,
        toolId: doc.lines[line.lineIndex]!.toolId,
        toolname: doc.lines[line.lineIndex]!.toolname,
        quantity: line.quantity,
        ...(line.serials && { serials: line.serials }),
      })),
      carrier: body.carrier,
      ...(body.vehicle && { vehicle: body.vehicle }),
      // A courier shipment is booked next, under the lease this commit takes.
      status: courier ? 'booking-failed' : 'in-transit',
      tracked: false,
      codAmount,
      ...(courier && { bookingUntil: Timestamp.fromMillis(now.toMillis() + BOOKING_LEASE_MS) }),
      history: courier ? [] : [{ status: 'in-transit', at: now, note: body.carrier === 'own-van' ? body.vehicle : 'pickup' }],
      createdAt: now,
      updatedAt: now,
    };
    tx.create(collections.shipments.doc(shipmentId(orderId, n)), shipment);
    for (const line of body.lines) {
      for (const serial of line.serials ?? []) {
        const record: SerialDocument = { toolId: doc.lines[line.lineIndex]!.toolId, orderId, shipment: n, lineIndex: line.lineIndex, shippedAt: now };
        tx.create(collections.serials.doc(serial), record);
      }
    }
    toolSnaps.forEach((tool, i) => {
      const available = (tool?.data()?.available ?? 0) - fromStock[i]!;
      if (tool?.exists && fromStock[i]! > 0) tx.update(tool.ref, { available, inStock: available > 0, updatedAt: now });
    });
    recordAudit(tx, caller, 'order.shipment', orderId, `Order ${orderId} of ${doc.email}: shipment ${n} by ${body.carrier} (${body.lines.map((line) => `${line.quantity} of line ${line.lineIndex}`).join(', ')})`);
    return { shipment, order: moved };
  }, CONTENDED);

  const { shipment, order } = created;
  if (shipment.carrier !== 'steadfast') return toShipment(shipment);
  const request = bookingRequest(order, shipmentId(orderId, shipment.number), shipment, await recipientName(shipment.uid));
  return bookClaimed(orderId, shipment.number, shipment.bookingUntil!, request);
}
