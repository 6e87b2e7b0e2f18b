import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { localizedPath, type Locale } from '@store/contract/locale';
import type { Order } from '@store/contract/order';
import { api, routeUrl } from '@store/contract/routes';
import { collections, runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { paymentMail, paymentMailRef, queueMail, recipientLocale, recipientRef } from '../mail/mail';
import { toOrder, type OrderDocument } from '../orders/order-model';
import { fromPoisha, toPoisha } from '@store/contract/money';
import { nextDeadline, refundOwed, withRecord } from '../orders/order-payment';
import { moveInTransaction } from '../orders/order-status';
import { GatewayUnavailable, refundPayment, startSession, validatePayment, type ValidatedPayment } from './sslcommerz';

// Online payment: the gateway's session for an order awaiting payment, its notifications (applied only as far
// as the gateway's validation call confirms them, once per payment however often they come), and refunds sent
// through it.

/** An order's page, where the gateway sends the customer back, in their language. */
export const orderPagePath = (id: string, locale: Locale) => localizedPath(`/dashboard/orders/${id}`, locale);

/**
 * Opens a payment page at the gateway for an order that awaits online payment: the first when it is placed,
 * another for each "Pay now". Answers the page's address, also kept on the order (a retried checkout answers it).
 */
export async function openPaymentPage(order: Order, siteOrigin: string, locale: Locale): Promise<string> {
  const ref = collections.orders.doc(order.id);
  if (order.status !== 'awaiting-payment') throw new ApiError('payment-window-closed', `This order is ${order.status}: it no longer awaits payment`);
  if (order.payment.expiresAt && Date.parse(order.payment.expiresAt) <= Date.now()) {
    throw new ApiError('payment-window-closed', 'The time to pay for this order has run out');
  }
  const back = (outcome: string) => `${siteOrigin}${routeUrl(api.paymentReturn, {})}?order=${order.id}&outcome=${outcome}&lang=${locale}`;
  let session: { redirectUrl: string };
  try {
    session = await startSession({
      tranId: order.id,
      amount: order.payment.amountDue,
      currency: order.payment.currency,
      customer: { name: order.email, email: order.email, address: order.address, phone: order.phone },
      productName: order.lines.map((line) => line.toolname).join(', ').slice(0, 255),
      items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      urls: { success: back('success'), fail: back('fail'), cancel: back('cancel'), ipn: `${siteOrigin}${routeUrl(api.paymentNotice, {})}` },
    });
  } catch (error) {
    if (error instanceof GatewayUnavailable) throw new ApiError('unavailable', 'The payment gateway is not answering. Please try again in a moment.');
    throw error;
  }
  await ref.update({ 'gateway.sessions': FieldValue.increment(1), 'gateway.redirectUrl': session.redirectUrl });
  return session.redirectUrl;
}

/** The gateway's page last opened for an order (kept on the order, beside its other gateway data), if any. */
export const openedPaymentPage = async (orderId: string) => (await collections.orders.doc(orderId).get()).data()?.gateway?.redirectUrl;

/** "Pay now": a new payment page for the owner's order that still awaits payment. */
export async function payNow(caller: Caller, id: string, siteOrigin: string, locale: Locale): Promise<{ redirectUrl: string }> {
  const doc = (await collections.orders.doc(id).get()).data();
  if (!doc) throw notFound('Order');
  if (doc.uid !== caller.uid) throw new ApiError('permission-denied', 'This is not your order');
  return { redirectUrl: await openPaymentPage(toOrder(id, doc), siteOrigin, locale) };
}

/** What a notification led to, for the log and the tests' reading of it. */
export type NoticeOutcome = 'applied' | 'replayed' | 'flagged' | 'refund-due' | 'failed' | 'not-confirmed' | 'unknown-order';

/**
 * Handles the gateway's notification of an order's payment. A notice of success is asked back to the gateway
 * (its validation call, by the notice's val_id), and only the payment it confirms, for this order, is applied:
 * recorded once per val_id, in one transaction with the order's move to pending, the stock it already holds, its
 * mail. A confirmed payment of another amount or currency than the order's is not applied: the order is flagged
 * for an administrator. One that arrives after the order expired or was cancelled is recorded and sent back. A
 * notice of failure only tells the customer, once per payment page.
 */
export async function handlePaymentNotice(notice: { tran_id: string; val_id?: string; status?: string }): Promise<NoticeOutcome> {
  const ref = collections.orders.doc(notice.tran_id);
  if (notice.status !== 'VALID' && notice.status !== 'VALIDATED') return mailFailure(ref, notice.status);
  if (!notice.val_id) return 'not-confirmed';
  const confirmed = await validatePayment(notice.val_id);
  if (!confirmed || confirmed.tranId !== notice.tran_id) {
    logger.warn('A payment notice the gateway does not confirm', { tranId: notice.tran_id, valId: notice.val_id });
    return 'not-confirmed';
  }
  const outcome = await applyConfirmedPayment(ref, confirmed);
  if (outcome === 'refund-due') await sendOwedRefund(ref);
  return outcome;
}

async function applyConfirmedPayment(ref: DocumentReference<OrderDocument>, confirmed: ValidatedPayment): Promise<NoticeOutcome> {
  return runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order?.payment || order.payment.method !== 'online') return 'unknown-order';
    const { payment } = order;
    if (payment.records.some((record) => record.reference === confirmed.valId)) return 'replayed';
    const now = Timestamp.now();
    if (confirmed.currency !== payment.currency || toPoisha(confirmed.amount) !== toPoisha(payment.amountDue)) {
      if (payment.flag?.reference === confirmed.valId) return 'replayed';
      const reason = `The gateway confirmed ${confirmed.amount.toFixed(2)} ${confirmed.currency} for an order of ${payment.amountDue.toFixed(2)} ${payment.currency}`;
      tx.update(ref, { 'payment.flag': { at: now, reason, reference: confirmed.valId }, updatedAt: now });
      logger.error('A payment that does not match its order', { orderId: ref.id, valId: confirmed.valId, reason });
      return 'flagged';
    }
    const record = { at: now, amount: confirmed.amount, kind: 'payment' as const, method: 'online' as const, reference: confirmed.valId, by: 'gateway' };
    const gateway = {
      sessions: order.gateway?.sessions ?? 0,
      ...(order.gateway?.redirectUrl && { redirectUrl: order.gateway.redirectUrl }),
      payments: [...(order.gateway?.payments ?? []), { valId: confirmed.valId, bankTranId: confirmed.bankTranId, amount: confirmed.amount }],
    };
    const recipient = await tx.get(recipientRef(order.uid));
    if (order.status === 'awaiting-payment') {
      const paid = withRecord(payment, record, 'pending');
      const moved = await moveInTransaction(tx, ref, order, 'pending', 'system', { payment: paid });
      tx.update(ref, { gateway });
      queueMail(tx, paymentMailRef(ref.id, 'received', paid.records.length), paymentMail(moved, 'received', recipientLocale(recipient), confirmed.amount));
      return 'applied';
    }
    // Paid after it expired or was cancelled, or paid twice: the money is recorded, and owed back.
    const held = withRecord(payment, record, order.status);
    const deadline = nextDeadline(order, held, order.status, now);
    tx.update(ref, { payment: held, gateway, deadline: deadline ?? FieldValue.delete(), updatedAt: now });
    return refundOwed(held, order.status) > 0 ? 'refund-due' : 'applied';
  });
}

/** Tells the customer that a payment page ended without paying: once per page, whatever notices say. */
async function mailFailure(ref: DocumentReference<OrderDocument>, status: string | undefined): Promise<NoticeOutcome> {
  if (status !== 'FAILED') return 'not-confirmed';
  await runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order || order.status !== 'awaiting-payment') return;
    const mail = paymentMailRef(ref.id, 'failed', order.gateway?.sessions ?? 0);
    const [sent, recipient] = await Promise.all([tx.get(mail), tx.get(recipientRef(order.uid))]);
    if (sent.exists) return;
    queueMail(tx, mail, paymentMail(toOrder(ref.id, order), 'failed', recipientLocale(recipient)));
  });
  return 'failed';
}

/**
 * Sends back through the gateway what an online order holds and is not owed (all of it once it expired or was
 * cancelled), then records the refund with its mail. The refund's key at the gateway is the order's id and its
 * number of refunds so far: a retry after a lost answer or a failed commit asks for the same refund, which the
 * gateway makes once, and only one commit of it records it. Answers whether a refund was recorded.
 */
export async function sendOwedRefund(ref: DocumentReference<OrderDocument>): Promise<boolean> {
  const order = (await ref.get()).data();
  if (!order?.payment || order.payment.method !== 'online') return false;
  const owed = refundOwed(order.payment, order.status);
  const source = order.gateway?.payments?.at(-1);
  if (owed <= 0 || !source) return false;
  const refunds = order.payment.records.filter((record) => record.kind === 'refund').length;
  const amount = fromPoisha(Math.min(toPoisha(owed), toPoisha(source.amount)));
  const reference = await refundPayment({ bankTranId: source.bankTranId, amount, refundKey: `${ref.id}-refund-${refunds + 1}`, remarks: `Order ${ref.id} ${order.status}` });
  return runTransaction(async (tx) => {
    const now = await tx.get(ref);
    const current = now.data();
    if (!current?.payment || current.payment.records.filter((record) => record.kind === 'refund').length !== refunds) return false;
    const recipient = await tx.get(recipientRef(current.uid));
    const at = Timestamp.now();
    const payment = withRecord(current.payment, { at, amount, kind: 'refund', method: 'online', reference, by: 'gateway' }, current.status);
    const deadline = nextDeadline(current, payment, current.status, at);
    tx.update(ref, { payment, deadline: deadline ?? FieldValue.delete(), updatedAt: at });
    const order = toOrder(ref.id, { ...current, payment });
    queueMail(tx, paymentMailRef(ref.id, 'refunded', refunds + 1), paymentMail(order, 'refunded', recipientLocale(recipient), amount));
    return true;
  });
}
