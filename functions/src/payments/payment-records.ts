import { Timestamp } from 'firebase-admin/firestore';
import { dhakaDay, startOfDhakaDay } from '@store/contract/dhaka-time';
import { formatMoney, subtractMoney, toPoisha } from '@store/contract/money';
import { canRecordPayment, canRecordRefund, CLOSED_STATUSES, type Order } from '@store/contract/order';
import { paymentBalance, type RecordPaymentBody } from '@store/contract/payment';
import { recordAudit } from '../audit/audit-store';
import { readRecipientLocale } from '../mail/mail';
import { owedOnAccount, reopeningRefusal } from '../companies/company-credit';
import { collections, CONTENDED, runTransaction } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { toOrder } from '../orders/order-model';
import { readOrder, recordMoney } from '../orders/order-writer';

/**
 * An administrator records money received for, or given back on, a cash, transfer or account order (whose
 * company's outstanding balance moves with it). Checked and written in one transaction with the order read in
 * it, so however many records race, payments never add up to more than the order costs, nor refunds to more
 * than was paid (409 overpayment). An order awaiting approval owes nothing yet, so it takes no payment. A refund
 * that makes an account order owe again keeps its company within its credit limit (409 credit-limit). A record
 * equal to one already on the order (same kind, amount, method, reference and day in Dhaka) is that record sent again:
 * answered, not added. The customer's mail and the audit entry go in the same commit.
 */
export async function recordPayment(caller: Caller, id: string, body: RecordPaymentBody): Promise<{ order: Order; replayed: boolean }> {
  return runTransaction(async (tx) => {
    const stored = await readOrder(tx, id);
    const { doc } = stored;
    const current = toOrder(id, doc);
    if (current.payment.method === 'online') {
      throw new ApiError('invalid-transition', 'Online payments and their refunds are recorded by the payment gateway');
    }
    // The day is the store's: a day given is kept as its midnight in Dhaka, and records are compared by their Dhaka day.
    const at = body.at ? Timestamp.fromDate(startOfDhakaDay(body.at)) : Timestamp.now();
    const day = dhakaDay(at.toDate());
    const same = (doc.payment?.records ?? []).some(
      (record) =>
        record.kind === body.kind &&
        toPoisha(record.amount) === toPoisha(body.amount) &&
        record.method === body.method &&
        record.reference === body.reference &&
        dhakaDay(record.at.toDate()) === day,
    );
    if (same) return { order: current, replayed: true };

    if (body.kind === 'payment') {
      const balance = paymentBalance(current.payment);
      if (CLOSED_STATUSES.includes(doc.status)) throw new ApiError('invalid-transition', `This order is ${doc.status}: nothing is due on it`);
      if (doc.status === 'awaiting-approval') throw new ApiError('invalid-transition', 'This order awaits approval: nothing is due on it until it is approved');
      if (!canRecordPayment(current) || toPoisha(body.amount) > toPoisha(balance)) {
        throw new ApiError('overpayment', `Only ${formatMoney(balance)} is due on this order`, [{ field: 'amount', message: `at most ${balance}` }]);
      }
    } else if (!canRecordRefund(current) || toPoisha(body.amount) > toPoisha(current.payment.amountPaid)) {
      throw new ApiError('overpayment', `Only ${formatMoney(current.payment.amountPaid)} was paid on this order`, [
        { field: 'amount', message: `at most ${current.payment.amountPaid}` },
      ]);
    }

    // A refund on an account order that is not over makes it owe again: its company's credit must still cover it.
    const refunded = { ...doc, payment: { ...current.payment, amountPaid: subtractMoney(current.payment.amountPaid, body.amount) } };
    const reopens = body.kind === 'refund' ? owedOnAccount(refunded) - owedOnAccount(doc) : 0;
    const [company, locale] = await Promise.all([reopens > 0 ? tx.get(collections.companies.doc(doc.company!.id)) : undefined, readRecipientLocale(tx, doc.uid)]);
    const refusal = company && reopeningRefusal(company.data()!, reopens);
    if (refusal) throw refusal;

    const record = { at, amount: body.amount, kind: body.kind, method: body.method, reference: body.reference, by: caller.email };
    const { order } = recordMoney(tx, stored, { record, mail: body.kind === 'payment' ? 'received' : 'refunded' }, locale);
    recordAudit(
      tx,
      caller,
      body.kind === 'payment' ? 'order.payment' : 'order.refund',
      id,
      `Order ${id} of ${doc.email}: ${body.kind} of ${formatMoney(body.amount)} (${body.method}, ${body.reference})`,
    );
    return { order, replayed: false };
  }, CONTENDED);
}
