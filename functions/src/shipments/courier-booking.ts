import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { districtEntry, districtInAddress, districtNamed } from '@store/contract/districts';
import type { Order } from '@store/contract/order';
import type { Shipment } from '@store/contract/shipment';
import { auth, collections, runTransaction } from '../firebase';
import { boundedDisplayName } from '../http/display-name';
import { ApiError, notFound } from '../http/api-error';
import { queueMail, readRecipientLocale, shipmentMail, shipmentMailRef } from '../mail/mail';
import { toOrder } from '../orders/order-model';
import { CourierAlreadyBooked, CourierRefused, CourierUnavailable, type BookedConsignment, type ConsignmentRequest } from './courier';
import { shipmentId, toShipment, type ShipmentDocument } from './shipment-model';
import { courier } from './the-courier';

// Booking a courier shipment: at most once, whatever retries race. Whoever books first takes the shipment's
// booking lease in a transaction (the creating commit takes it for a new shipment), calls the courier outside any
// transaction, and writes the answer only while the lease is still theirs. The courier refuses a second booking
// of one invoice, which is the second guard: a booking whose answer was lost is found by its invoice when booked
// again, not booked anew.

/** How long a booking may take before another caller may try (the courier has 10 seconds to answer). */
export const BOOKING_LEASE_MS = 60_000;
const ADDRESS_MAX = 250;

/** What the courier reads of a booking that cannot even be asked (a phone it would refuse): the reason, as its refusal. */
class NotBookable extends CourierRefused {}

/** The order's phone as the courier takes it: 11 digits, 01XXXXXXXXX (from +880 1..., 880 1..., or 1... alone). */
export function courierPhone(phone: string): string | undefined {
  let digits = phone.replace(/\D/g, '');
  if (digits.startsWith('880')) digits = digits.slice(2);
  else if (digits.startsWith('0088')) digits = digits.slice(4);
  if (digits.length === 10 && digits.startsWith('1')) digits = `0${digits}`;
  return /^01\d{9}$/.test(digits) ? digits : undefined;
}

/** The address as the courier takes it: at most 250 characters, the district named (the street lines cut to fit). */
export function courierAddress(order: Pick<Order, 'address' | 'delivery'>): string {
  const given = order.delivery?.address;
  const street = given ? `${given.lines}, ${given.area}` : order.address.replace(/\s+/g, ' ').trim();
  const id = given ? districtNamed(given.district) : (districtInAddress(order.address) ?? (order.delivery?.district ? districtNamed(order.delivery.district) : undefined));
  const named = id && (given || !districtInAddress(order.address)) ? `, ${districtEntry(id).name}` : '';
  const room = ADDRESS_MAX - named.length;
  const cut = street.length > room ? `${street.slice(0, room - 1).trimEnd()}…` : street;
  return `${cut}${named}`;
}

/** Who the courier asks for: the customer's display name (their profile's, else their account's), else their email. */
export async function recipientName(uid: string): Promise<string | undefined> {
  const profile = (await collections.users.doc(uid).get()).data();
  if (profile?.displayName?.trim()) return boundedDisplayName(profile.displayName);
  const account = await auth.getUser(uid).catch(() => undefined);
  return boundedDisplayName(account?.displayName) || undefined;
}

/** The booking of a shipment of `order`: its invoice, the recipient, the cash to collect and what is in it. */
export function bookingRequest(order: Order, invoice: string, shipment: Pick<ShipmentDocument, 'lines' | 'codAmount'>, displayName?: string): ConsignmentRequest {
  const description = shipment.lines.map((line) => `${line.quantity} x ${line.toolname}`).join(', ');
  return {
    invoice,
    recipientName: (displayName?.trim() || order.email).slice(0, 100),
    recipientPhone: courierPhone(order.phone) ?? order.phone,
    recipientAddress: courierAddress(order),
    codAmount: shipment.codAmount,
    itemDescription: description.length > 200 ? `${description.slice(0, 199)}…` : description,
  };
}

/** Asks the courier to book, or says why it cannot be asked. */
async function askCourier(request: ConsignmentRequest): Promise<BookedConsignment> {
  if (!courierPhone(request.recipientPhone)) throw new NotBookable(`The order's phone ${request.recipientPhone} is not an 11-digit mobile number (01XXXXXXXXX)`);
  return courier().book(request);
}

const leaseHeld = (doc: ShipmentDocument, lease: Timestamp) => doc.bookingUntil?.isEqual(lease) ?? false;

/** The courier's answer, written while the lease is still the caller's: booked (in transit, mailed) or booking-failed with why. */
async function writeOutcome(orderId: string, n: number, lease: Timestamp, outcome: { booked: BookedConsignment } | { error: string }): Promise<ShipmentDocument> {
  const ref = collections.shipments.doc(shipmentId(orderId, n));
  return runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (!doc) throw notFound('Shipment');
    if (!leaseHeld(doc, lease)) return doc;
    const now = Timestamp.now();
    if ('error' in outcome) {
      const failed: ShipmentDocument = { ...doc, bookingError: outcome.error, history: [...doc.history, { status: 'booking-failed', at: now, note: outcome.error }], updatedAt: now };
      tx.update(ref, { bookingError: outcome.error, history: failed.history, bookingUntil: FieldValue.delete(), updatedAt: now });
      return { ...failed, bookingUntil: undefined };
    }
    const { consignmentId, trackingCode } = outcome.booked;
    const [orderSnap, locale] = await Promise.all([tx.get(collections.orders.doc(orderId)), readRecipientLocale(tx, doc.uid)]);
    const order = orderSnap.exists ? toOrder(orderId, orderSnap.data()!) : undefined;
    const booked: ShipmentDocument = {
      ...doc,
      status: 'in-transit',
      tracked: true,
      ...(consignmentId && { consignmentId }),
      ...(trackingCode && { trackingCode, trackingUrl: courier().trackingUrl(trackingCode) }),
      bookingError: undefined,
      bookingUntil: undefined,
      history: [...doc.history, { status: 'in-transit', at: now, note: 'booked' }],
      updatedAt: now,
    };
    tx.update(ref, {
      status: 'in-transit',
      tracked: true,
      ...(consignmentId && { consignmentId }),
      ...(booked.trackingUrl && { trackingCode, trackingUrl: booked.trackingUrl }),
      bookingError: FieldValue.delete(),
      bookingUntil: FieldValue.delete(),
      history: booked.history,
      updatedAt: now,
    });
    if (order) queueMail(tx, shipmentMailRef(orderId, n, 'booked'), shipmentMail(toShipment(booked), order, 'booked', locale));
    return booked;
  });
}

/**
 * Books a shipment whose lease `lease` the caller holds: asks the courier (or, `recover`, first whether it already
 * has the invoice, from a booking whose answer was lost) and writes the answer. Answers the shipment as it then
 * stands, and whether the courier failed.
 */
async function book(orderId: string, n: number, lease: Timestamp, request: ConsignmentRequest, recover: boolean): Promise<{ doc: ShipmentDocument; failed?: string }> {
  // Known to the courier by its invoice only: followed by it (the consignment id and code are on its merchant portal).
  const byInvoice = (state: BookedConsignment['state']): BookedConsignment => ({ consignmentId: '', trackingCode: '', state });
  try {
    const known = recover ? await courier().statusByInvoice(request.invoice) : null;
    const booked = known ? byInvoice(known.state) : await askCourier(request);
    return { doc: await writeOutcome(orderId, n, lease, { booked }) };
  } catch (error) {
    if (error instanceof CourierAlreadyBooked) return { doc: await writeOutcome(orderId, n, lease, { booked: byInvoice(error.status.state) }) };
    if (!(error instanceof CourierRefused || error instanceof CourierUnavailable)) {
      await writeOutcome(orderId, n, lease, { error: 'The booking failed' }).catch(() => undefined);
      throw error;
    }
    const message = error.message || (error instanceof CourierUnavailable ? 'The courier did not answer' : 'The courier refused the booking');
    return { doc: await writeOutcome(orderId, n, lease, { error: message }), failed: message };
  }
}

/** Books a new shipment under the lease its creating commit took: booked, or booking-failed with why (still created). */
export async function bookClaimed(orderId: string, n: number, lease: Timestamp, request: ConsignmentRequest): Promise<Shipment> {
  return toShipment((await book(orderId, n, lease, request, false)).doc);
}

/**
 * "Book again": books a booking-failed shipment with the courier. One caller at a time takes the booking lease
 * (409 invalid-transition for the others, and for a shipment not booking-failed); 409 courier-unavailable when
 * the courier fails again.
 */
export async function bookAgain(orderId: string, n: number): Promise<Shipment> {
  const ref = collections.shipments.doc(shipmentId(orderId, n));
  const claimed = await runTransaction(async (tx) => {
    const doc = (await tx.get(ref)).data();
    if (!doc) throw notFound('Shipment');
    if (doc.carrier !== 'steadfast' || doc.status !== 'booking-failed') throw new ApiError('invalid-transition', `Shipment ${n} is ${doc.status}: only a courier shipment whose booking failed is booked again`);
    if (doc.bookingUntil && doc.bookingUntil.toMillis() > Date.now()) throw new ApiError('invalid-transition', `Shipment ${n} is being booked with the courier now`);
    const lease = Timestamp.fromMillis(Date.now() + BOOKING_LEASE_MS);
    const order = await tx.get(collections.orders.doc(orderId));
    if (!order.exists) throw notFound('Order');
    tx.update(ref, { bookingUntil: lease });
    return { lease, order: toOrder(orderId, order.data()!), doc };
  });
  const request = bookingRequest(claimed.order, shipmentId(orderId, n), claimed.doc, await recipientName(claimed.doc.uid));
  const { doc, failed } = await book(orderId, n, claimed.lease, request, true);
  if (failed) throw new ApiError('courier-unavailable', `The courier could not book shipment ${n}: ${failed}`);
  return toShipment(doc);
}
