import { Timestamp } from 'firebase-admin/firestore';
import { fromPoisha, toPoisha } from '@store/contract/money';
import { CLOSED_STATUSES, type OrderStatus } from '@store/contract/order';
import { PAYMENT_SETTINGS, type PaymentMethod, type PaymentStatus } from '@store/contract/payment';
import type { OrderDocument, PaymentDeadline, PaymentDocument, PaymentRecordDocument } from './order-model';

// The rules of an order's payment, as pure functions of its stored document: what a new order owes and by
// when, and where its payment stands after each movement of money. Amounts are taka with at most two decimals,
// always added in whole poisha.

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const later = (from: Timestamp, ms: number) => Timestamp.fromMillis(from.toMillis() + ms);

/**
 * The payment of a new order, and the deadline the store will act on besides: a transfer's reminder. An online
 * order's expiry is its `payment.expiresAt` alone, the time the order shows (the sweep reads it there), so that a
 * corrected expiry is the one acted on; cash on delivery has none.
 */
export function newPayment(method: PaymentMethod, total: number, currency: string, now: Timestamp): { payment: PaymentDocument; deadline?: PaymentDeadline } {
  const base = { method, amountDue: total, amountPaid: 0, currency, records: [] };
  switch (method) {
    case 'online': {
      const expiresAt = later(now, PAYMENT_SETTINGS.onlineWindowMinutes * MINUTE);
      return { payment: { ...base, status: 'awaiting', dueAt: expiresAt, expiresAt } };
    }
    case 'bank-transfer':
      return {
        payment: { ...base, status: 'due', dueAt: later(now, PAYMENT_SETTINGS.transferWindowDays * DAY) },
        deadline: { at: later(now, PAYMENT_SETTINGS.transferReminderDays * DAY), action: 'remind' },
      };
    default:
      return { payment: { ...base, status: 'due', dueAt: null } };
  }
}

/** The order's status once its online payment is confirmed, or it is placed by another method. */
export const statusOnPlacing = (method: PaymentMethod): OrderStatus => (method === 'online' ? 'awaiting-payment' : 'pending');

const isClosed = (status: OrderStatus) => CLOSED_STATUSES.includes(status);

/**
 * What the store holds beyond what it is owed: all of it once the order is cancelled or expired, else any
 * surplus over the amount due (a second payment at the gateway).
 */
export const refundOwed = (payment: PaymentDocument, orderStatus: OrderStatus) =>
  fromPoisha(Math.max(0, toPoisha(payment.amountPaid) - (isClosed(orderStatus) ? 0 : toPoisha(payment.amountDue))));

/** Where a payment stands, from its figures and the order's status. */
export function paymentStatusOf(payment: PaymentDocument, orderStatus: OrderStatus): PaymentStatus {
  const paid = toPoisha(payment.amountPaid);
  const refunded = payment.records.some((record) => record.kind === 'refund');
  if (isClosed(orderStatus)) {
    if (paid > 0) return 'refund-due';
    // Nothing held, nothing owed: refunded if money came and went back; otherwise it stays as it was (never paid).
    return refunded ? 'refunded' : payment.status;
  }
  if (paid >= toPoisha(payment.amountDue)) return 'paid';
  return payment.method === 'online' ? 'awaiting' : 'due';
}

/** The payment with one more record: its figures and its status moved on. */
export function withRecord(payment: PaymentDocument, record: PaymentRecordDocument, orderStatus: OrderStatus): PaymentDocument {
  const sign = record.kind === 'payment' ? 1 : -1;
  const moved = { ...payment, records: [...payment.records, record], amountPaid: fromPoisha(toPoisha(payment.amountPaid) + sign * toPoisha(record.amount)) };
  return { ...moved, status: paymentStatusOf(moved, orderStatus) };
}

/**
 * The payment of an order moving to `status` (a cancel or an expiry leaves money to give back). An account order
 * falls due `termsDays` after it ships.
 */
export function paymentOnMove(payment: PaymentDocument, status: OrderStatus, now: Timestamp, termsDays?: number): PaymentDocument {
  const falling = status === 'shipped' && payment.method === 'account' && termsDays !== undefined && !payment.dueAt;
  return { ...payment, status: paymentStatusOf(payment, status), ...(falling && { dueAt: later(now, termsDays * DAY) }) };
}

/**
 * What the deadline sweep must do next once the order moved to `status` with `payment`: send an online refund
 * now if money is held that is not owed; keep a transfer's reminder or cancellation while nothing is paid;
 * nothing otherwise.
 */
export function nextDeadline(order: Pick<OrderDocument, 'deadline'>, payment: PaymentDocument, status: OrderStatus, now: Timestamp): PaymentDeadline | undefined {
  if (payment.method === 'online' && refundOwed(payment, status) > 0) return { at: now, action: 'refund' };
  if (isClosed(status) || payment.status === 'paid' || toPoisha(payment.amountPaid) > 0) return undefined;
  return order.deadline?.action === 'refund' ? undefined : order.deadline;
}

/** The deadline after a transfer's reminder: the end of its window. */
export const transferCancelDeadline = (payment: PaymentDocument): PaymentDeadline | undefined =>
  payment.dueAt ? { at: payment.dueAt, action: 'cancel' } : undefined;
