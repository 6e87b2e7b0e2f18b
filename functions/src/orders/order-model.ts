import type { Timestamp } from 'firebase-admin/firestore';
import { Order, orderFromStored, type ChangedBy, type OrderLine, type OrderStatus } from '@store/contract/order';

export interface HistoryEntryDocument<S extends string = OrderStatus> {
  status: S;
  at: Timestamp;
  by: ChangedBy;
}

/** orders/{id}. */
export interface OrderDocument {
  uid: string;
  email: string;
  lines: OrderLine[];
  /** The tools of the lines: "has this customer a standing order of this tool" is one array-contains query. */
  toolIds: string[];
  /** Units over every line, for the sales totals (an aggregation sums one field). */
  units: number;
  total: number;
  address: string;
  phone: string;
  poNumber?: string;
  status: OrderStatus;
  history: HistoryEntryDocument[];
  quoteId?: string;
  idempotencyKey: string;
  /** Hash of the request body, so a reused Idempotency-Key with another body is refused. */
  requestHash: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

const toIso = (value: unknown) => (value as Timestamp).toDate().toISOString();

export function toOrder(id: string, doc: OrderDocument): Order {
  return Order.parse(orderFromStored(id, doc as unknown as Record<string, unknown>, toIso));
}

/** The fields a status change writes: the status, and the history with the change. */
export const statusChange = (doc: OrderDocument, status: OrderStatus, by: ChangedBy, now: Timestamp) => ({
  status,
  history: [...doc.history, { status, at: now, by }],
  updatedAt: now,
});
