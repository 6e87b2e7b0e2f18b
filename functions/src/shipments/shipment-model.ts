import type { Timestamp } from 'firebase-admin/firestore';
import { z } from '@store/contract/zod';
import { Carrier, OPEN_SHIPMENT_STATUSES, Shipment, ShipmentLine, ShipmentStatus } from '@store/contract/shipment';
import { StoredTime } from '../stored-time';

/** One change of a shipment's status as stored: the contract's entry with its time a Timestamp. */
export const ShipmentHistoryDocument = z.object({ status: ShipmentStatus, at: StoredTime, note: z.string().optional() });
export type ShipmentHistoryDocument = z.infer<typeof ShipmentHistoryDocument>;

/**
 * shipments/{orderId}-{number} (shipmentId): one shipment of an order. Top-level, so the tracking sweep finds the
 * open consignments of every order with one query (`tracked`), and the rules let the order's readers read it
 * (`uid`, `companyId` copied from the order).
 */
export const ShipmentDocument = z.object({
  orderId: z.string(),
  number: z.number(),
  /** The order's owner, and its trade account for an account order: who besides administrators may read it. */
  uid: z.string(),
  companyId: z.string().optional(),
  lines: z.array(ShipmentLine),
  carrier: Carrier,
  vehicle: z.string().optional(),
  status: ShipmentStatus,
  /** A courier shipment whose tracking the sweep still follows (booked, not delivered or returning yet). */
  tracked: z.boolean(),
  consignmentId: z.string().optional(),
  trackingCode: z.string().optional(),
  trackingUrl: z.string().optional(),
  codAmount: z.number(),
  bookingError: z.string().optional(),
  /** A booking being made with the courier now, until this time: one caller at a time books, and only while it holds it. */
  bookingUntil: StoredTime.optional(),
  receivedBy: z.string().optional(),
  receivedBack: z.array(z.object({ lineIndex: z.number(), quantity: z.number() })).optional(),
  history: z.array(ShipmentHistoryDocument),
  createdAt: StoredTime,
  updatedAt: StoredTime,
});
export type ShipmentDocument = z.infer<typeof ShipmentDocument>;

/** serials/{serial}: a serial shipped, once in the store's life. */
export const SerialDocument = z.object({
  toolId: z.string(),
  orderId: z.string(),
  shipment: z.number(),
  lineIndex: z.number(),
  shippedAt: StoredTime,
});
export type SerialDocument = z.infer<typeof SerialDocument>;

/** The id of an order's `n`th shipment, which is also its invoice with the courier. */
export const shipmentId = (orderId: string, n: number) => `${orderId}-${n}`;

/** Whether the tracking sweep still follows a courier shipment in `status`. */
export const isTracked = (carrier: Carrier, status: ShipmentStatus) => carrier === 'steadfast' && OPEN_SHIPMENT_STATUSES.includes(status);

const toIso = (at: Timestamp) => at.toDate().toISOString();

export function toShipment(doc: ShipmentDocument): Shipment {
  const { uid: _uid, companyId: _company, tracked: _tracked, bookingUntil: _lease, history, createdAt, updatedAt, ...rest } = doc;
  return Shipment.parse({
    ...rest,
    history: history.map((entry) => ({ ...entry, at: toIso(entry.at) })),
    createdAt: toIso(createdAt),
    updatedAt: toIso(updatedAt),
  });
}
