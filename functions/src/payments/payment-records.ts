import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { CLOSED_STATUSES, type Order } from '@store/contract/order';
import { paymentBalance, type RecordPaymentBody } from '@store/contract/payment';
import { recordAudit } from '../audit/audit-store';
import { moveOutstanding } from '../companies/company-credit';
import { collections, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { paymentMail, paymentMailRef, queueMail, recipientLocale, recipientRef } from '../mail/mail';
import { toOrder } from '../orders/order-model';
import { formatMoney, toPoisha } from '@store/contract/money';
import { nextDeadline, withRecord } from '../orders/order-payment';

/** Concurrent records on one order (administrators at once) retry a few more times. */
const CONTENDED = { maxAttempts: 20 };

/**
 * An administrator records money received for, or given back on, a cash, transfer or account order (whose
 * company's outstanding balance moves with it). Checked and written in one transaction with the order read in
 * it, so however many records race, payments never add up to more than the order costs, nor refunds to more
 * than was paid (409 overpayment). A record equal to one
 * already on the order (same kind, amount, method, reference and day) is that record sent again: answered,
 * not added. The customer's mail and the audit entry go in the same commit.
 */
export async function recordPayment(caller: Caller, id: string, body: RecordPaymentBody): Promise<{ order: Order; replayed: boolean }> {
  const ref = collections.orders.doc(id);
  return runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw notFound('Order');
    const current = toOrder(id, order);
    if (current.payment.method === 'online') {
      throw new ApiError('invalid-transition', 'Online payments and their refunds are recorded by the payment gateway');
    }
    const at = body.at ? Timestamp.fromDate(new Date(`${body.at}T00:00:00Z`)) : Timestamp.now();
    const day = at.toDate().toISOString().slice(0, 10);
    const same = (order.payment?.records ?? []).some(
      (record) =>
        record.kind === body.kind &&
        toPoisha(record.amount) === toPoisha(body.amount) &&
        record.method === body.method &&
        record.reference === body.reference &&
        record.at.toDate().toISOString().slice(0, 10) === day,
    );
    if (same) return { order: current, replayed: true };

    if (body.kind === 'payment') {
      if (CLOSED_STATUSES.includes(order.status)) throw new ApiError('invalid-transition', `This order is ${order.status}: nothing is due on it`);
      const balance = paymentBalance(current.payment);
      if (toPoisha(body.amount) > toPoisha(balance)) {
        throw new ApiError('overpayment', `Only ${formatMoney(balance)} is due on this order`, [{ field: 'amount', message: `at most ${balance}` }]);
      }
    } else if (toPoisha(body.amount) > toPoisha(current.payment.amountPaid)) {
      throw new ApiError('overpayment', `Only ${formatMoney(current.payment.amountPaid)} was paid on this order`, [
        { field: 'amount', message: `at most ${current.payment.amountPaid}` },
      ]);
    }

    const recipient = await tx.get(recipientRef(order.uid));
    const stored = order.payment ?? storedPaymentOf(current);
    const moved = withRecord(stored, { at, amount: body.amount, kind: body.kind, method: body.method, reference: body.reference, by: caller.email }, order.status);
    const now = Timestamp.now();
    const deadline = nextDeadline(order, moved, order.status, now);
    tx.update(ref, { payment: moved, deadline: deadline ?? FieldValue.delete(), updatedAt: now });
    moveOutstanding(tx, order, { ...order, payment: moved });
    const updated = toOrder(id, { ...order, payment: moved, updatedAt: now });
    const news = body.kind === 'payment' ? 'received' : 'refunded';
    queueMail(tx, paymentMailRef(id, news, moved.records.length), paymentMail(updated, news, recipientLocale(recipient), body.amount));
    recordAudit(
      tx,
      caller,
      body.kind === 'payment' ? 'order.payment' : 'order.refund',
      id,
      `Order ${id} of ${order.email}: ${body.kind} of ${formatMoney(body.amount)} (${body.method}, ${body.reference})`,
    );
    return { order: updated, replayed: false };
  }, CONTENDED);
}

/** The stored form of the payment an order placed before payments reads with. */
function storedPaymentOf(order: Order) {
  return { ...order.payment, dueAt: null, expiresAt: undefined, records: [], flag: undefined };
}
