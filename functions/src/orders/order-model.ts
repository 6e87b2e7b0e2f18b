import type { Timestamp } from 'firebase-admin/firestore';
import { z } from '@store/contract/zod';
import { ChangedBy, Order, orderFromStored, OrderLine, OrderStatus } from '@store/contract/order';
import { CurrencyCode } from '@store/contract/common';
import { STORE_CURRENCY } from '@store/contract/constants';
import { StoredTime } from '../stored-time';

/** One entry of a stored status history (an order's or a quote's): the status, when, and who made the change. */
export const historyEntryDocument = <S extends z.ZodType<string>>(status: S) => z.object({ status, at: StoredTime, by: ChangedBy });
export interface HistoryEntryDocument<S extends string = OrderStatus> {
  status: S;
  at: Timestamp;
  by: ChangedBy;
}

/** orders/{id}. */
export const OrderDocument = z.object({
  uid: z.string(),
  email: z.string(),
  lines: z.array(OrderLine),
  /** The tools of the lines: "has this customer a standing order of this tool" is one array-contains query. */
  toolIds: z.array(z.string()),
  /** Units over every line, for the sales totals (an aggregation sums one field). */
  units: z.number(),
  total: z.number(),
  /**
   * Written on every order placed since the store named its currency; an order without one was placed before,
   * in the store's currency all the same (it has had only one).
   */
  currency: CurrencyCode.optional(),
  address: z.string(),
  phone: z.string(),
  poNumber: z.string().optional(),
  status: OrderStatus,
  history: z.array(historyEntryDocument(OrderStatus)),
  quoteId: z.string().optional(),
  idempotencyKey: z.string(),
  /** Hash of the request body, so a reused Idempotency-Key with another body is refused. */
  requestHash: z.string(),
  createdAt: StoredTime,
  updatedAt: StoredTime,
});
export type OrderDocument = z.infer<typeof OrderDocument>;

const toIso = (value: unknown) => (value as Timestamp).toDate().toISOString();

export function toOrder(id: string, doc: OrderDocument): Order {
  return Order.parse(orderFromStored(id, { currency: STORE_CURRENCY, ...doc }, toIso));
}

/** The fields a status change writes: the status, and the history with the change. */
export const statusChange = (doc: OrderDocument, status: OrderStatus, by: ChangedBy, now: Timestamp) => ({
  status,
  history: [...doc.history, { status, at: now, by }],
  updatedAt: now,
});
