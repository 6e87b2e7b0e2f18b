import { Timestamp } from 'firebase-admin/firestore';
import { Order, orderFromStored, type ChangedBy, type OrderLine, type OrderStatus } from '@store/contract/order';

export interface HistoryEntryDocument<S extends string = OrderStatus> {
  status: S;
  at: Timestamp;
  by: ChangedBy;
}

/** orders/{id} as release 2 writes it. */
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

/** orders/{id} as release 1 wrote it: one tool, no lines, no history. Still read (as one line) and changed. */
export interface ReleaseOneOrderDocument extends Omit<OrderDocument, 'lines' | 'toolIds' | 'units' | 'history'> {
  toolId: string;
  toolname: string;
  unitPrice: number;
  quantity: number;
}

export type StoredOrder = OrderDocument | ReleaseOneOrderDocument;

const toIso = (value: unknown) => (value as Timestamp).toDate().toISOString();

export function toOrder(id: string, doc: StoredOrder): Order {
  return Order.parse(orderFromStored(id, doc as unknown as Record<string, unknown>, toIso));
}

/** The lines of an order, a release 1 order's one tool included. */
export const linesOf = (doc: StoredOrder): OrderLine[] => toOrder('-', doc).lines;

/** The history of an order as stored (a release 1 order's made up as toOrder shows it). */
export const historyOf = (doc: StoredOrder): HistoryEntryDocument[] =>
  toOrder('-', doc).history.map((entry) => ({ ...entry, at: Timestamp.fromDate(new Date(entry.at)) }));

/**
 * The fields a status change writes: the status, the history with the change, and for a release 1 order its
 * lines and toolIds, so every order that changes once stands in the release 2 shape from then on.
 */
export function statusChange(doc: StoredOrder, status: OrderStatus, by: ChangedBy, now: Timestamp) {
  const lines = linesOf(doc);
  return {
    status,
    history: [...historyOf(doc), { status, at: now, by }],
    updatedAt: now,
    ...('lines' in doc ? {} : { lines, toolIds: lines.map((line) => line.toolId), units: lines.reduce((sum, line) => sum + line.quantity, 0) }),
  };
}
