import type { Timestamp } from 'firebase-admin/firestore';
import { z } from '@store/contract/zod';
import { ChangedBy, Order, OrderCompany, orderFromStored, OrderLine, OrderStatus } from '@store/contract/order';
import { CurrencyCode } from '@store/contract/common';
import { OrderDelivery } from '@store/contract/delivery';
import { OrderPayment, PaymentRecord } from '@store/contract/payment';
import { StoredTime } from '../stored-time';

/** One entry of a stored status history (an order's or a quote's): the status, when, and who made the change. */
export const historyEntryDocument = <S extends z.ZodType<string>>(status: S) => z.object({ status, at: StoredTime, by: ChangedBy });
export interface HistoryEntryDocument<S extends string = OrderStatus> {
  status: S;
  at: Timestamp;
  by: ChangedBy;
}

/** One stored movement of money: the contract's PaymentRecord with its time a Timestamp. */
export const PaymentRecordDocument = PaymentRecord.extend({ at: StoredTime });
export type PaymentRecordDocument = z.infer<typeof PaymentRecordDocument>;

/** An order's payment as stored: the contract's OrderPayment with its times Timestamps, and without the redirect. */
export const PaymentDocument = OrderPayment.omit({ redirectUrl: true }).extend({
  dueAt: StoredTime.nullable(),
  expiresAt: StoredTime.optional(),
  records: z.array(PaymentRecordDocument),
  flag: OrderPayment.shape.flag.unwrap().extend({ at: StoredTime }).optional(),
});
export type PaymentDocument = z.infer<typeof PaymentDocument>;

/**
 * What the store must do next about an order's payment, and when: remind of or cancel an unpaid transfer, or send
 * an online refund. Only the server reads it; the deadline sweep finds due ones with one range query on `at`. An
 * online order expires at its `payment.expiresAt`, which the sweep reads itself; `expire` is what orders placed
 * before that stored here too.
 */
export const DEADLINE_ACTIONS = ['expire', 'remind', 'cancel', 'refund'] as const;
export const PaymentDeadline = z.object({ at: StoredTime, action: z.enum(DEADLINE_ACTIONS) });
export type PaymentDeadline = z.infer<typeof PaymentDeadline>;

/**
 * A payment the gateway confirmed, in the store's words: the reference it is known by (the payment record's), the
 * gateway's transaction a refund of it names, its amount, and how much of it has been refunded so far.
 */
export const GatewayPaymentDocument = z.object({ reference: z.string(), transactionId: z.string(), amount: z.number(), refunded: z.number().optional() });
export type GatewayPaymentDocument = z.infer<typeof GatewayPaymentDocument>;

/** The gateway's side of an online order, kept by the server only: its sessions and the payments it confirmed. */
export const GatewayDocument = z.object({
  /** Sessions started (each "Pay now" starts one); the page of the newest. */
  sessions: z.number(),
  redirectUrl: z.string().optional(),
  /** Confirmed payments, each refunded against itself. */
  payments: z.array(GatewayPaymentDocument).optional(),
});
export type GatewayDocument = z.infer<typeof GatewayDocument>;

/**
 * How far an order's shipments have gone, per line (by the line's index): `shipped` units are in shipments not
 * received back (on their way or delivered), `restocked` units came back in a shipment received back and went into
 * stock (the order no longer holds them: shipping them again takes them out of stock again, cancelling gives back
 * only the rest). `shipments` numbers them (1, 2, ...); `undelivered` counts those still on their way, and
 * `handOvers` names the own van's and pickup shipments among them, which an administrator marks delivered (absent
 * on shipping recorded before it was kept).
 */
export const ShippingDocument = z.object({
  shipments: z.number(),
  undelivered: z.number(),
  shipped: z.array(z.number()),
  restocked: z.array(z.number()),
  handOvers: z.array(z.number()).optional(),
});
export type ShippingDocument = z.infer<typeof ShippingDocument>;

/** An owner's or approver's decision on an account order above the buyer's limit, as stored. */
export const OrderApprovalDocument = z.object({ decision: z.enum(['approve', 'reject']), by: z.string(), at: StoredTime, reason: z.string().optional() });

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
  /** Absent on orders placed before the store took payments: they read as due (orderFromStored). */
  payment: PaymentDocument.optional(),
  /**
   * How the goods reach the buyer and the charge, as placed (in `total`): never computed again. Orders placed
   * before delivery charges have none.
   */
  delivery: OrderDelivery.optional(),
  /** Account orders: the trade account, as it was when placed (its terms give the due date once shipped). */
  company: OrderCompany.optional(),
  /** Absent until the order's first shipment. */
  shipping: ShippingDocument.optional(),
  /** An order that awaited approval: the decision on it. */
  approval: OrderApprovalDocument.optional(),
  deadline: PaymentDeadline.optional(),
  gateway: GatewayDocument.optional(),
  idempotencyKey: z.string(),
  /** Hash of the request body, so a reused Idempotency-Key with another body is refused. */
  requestHash: z.string(),
  createdAt: StoredTime,
  updatedAt: StoredTime,
});
export type OrderDocument = z.infer<typeof OrderDocument>;

const toIso = (value: unknown) => (value as Timestamp).toDate().toISOString();

export function toOrder(id: string, doc: OrderDocument): Order {
  return Order.parse(orderFromStored(id, doc, toIso));
}

/** The fields a status change writes: the status, and the history with the change. */
export const statusChange = (doc: OrderDocument, status: OrderStatus, by: ChangedBy, now: Timestamp) => ({
  status,
  history: [...doc.history, { status, at: now, by }],
  updatedAt: now,
});
