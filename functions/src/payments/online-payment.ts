import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@store/contract/locale';
import { compareMoney, fromPoisha, subtractMoney, toPoisha } from '@store/contract/money';
import type { Order } from '@store/contract/order';
import type { PaymentReturnQuery } from '@store/contract/payment';
import { api, routeUrl } from '@store/contract/routes';
import { runTransaction } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import type { Caller } from '../http/auth';
import { paymentMail, paymentMailRef, queueMail, readRecipientLocale } from '../mail/mail';
import { toOrder } from '../orders/order-model';
import { refundOwed } from '../orders/order-payment';
import { findOrder, flagPayment, notePaymentPage, readOrderIfAny, recordMoney } from '../orders/order-writer';
import { GatewayUnavailable, type ConfirmedPayment, type PaymentGateway } from './payment-gateway';
import { sslcommerz } from './sslcommerz';

// Online payment: the gateway's session for an order awaiting payment, its notifications (applied only as far
// as the gateway confirms them, once per payment however often they come), and refunds sent through it.

/** The store's payment gateway. */
const gateway: PaymentGateway = sslcommerz;

/** An order's page, where the gateway sends the customer back, in their language. */
export const orderPagePath = (id: string, locale: Locale) => localizedPath(`/dashboard/orders/${id}`, locale);

/** The page a returning customer is sent to when no order of the store can be told from the return (web's route manifest has it). */
export const PAYMENT_RETURNED_PAGE = '/payment-returned';

/**
 * Where the gateway's return sends the browser: the page of the order it names (the store's own `order` parameter,
 * else the order the gateway's own fields name), with the outcome the address says; else the page that says the
 * payment is being checked, linking to My Orders. In the customer's language (the address's `lang`, which the store
 * writes; else the store's default, as at any address). Reads the orders named and writes nothing: only the
 * gateway's notice, as its validation confirms it, moves money.
 */
export async function paymentReturnPage(query: PaymentReturnQuery, form: Record<string, unknown> = {}): Promise<string> {
  const locale = query.lang ?? DEFAULT_LOCALE;
  const named = [query.order, gateway.returnedOrder(form), gateway.returnedOrder(query)].filter((id): id is string => id !== undefined);
  for (const id of new Set(named)) {
    if (await findOrder(id)) return `${orderPagePath(id, locale)}${query.outcome ? `?payment=${query.outcome}` : ''}`;
  }
  return localizedPath(PAYMENT_RETURNED_PAGE, locale);
}

/** A gateway that cannot be asked now, as the API answers it: 503, try again. */
const unavailable = () => new ApiError('unavailable', 'The payment gateway is not answering. Please try again in a moment.');

/**
 * Opens a payment page at the gateway for an order that awaits online payment: the first when it is placed,
 * another for each "Pay now". Answers the page's address, also kept on the order (a retried checkout answers it).
 */
export async function openPaymentPage(order: Order, siteOrigin: string, locale: Locale): Promise<string> {
  if (order.status !== 'awaiting-payment') throw new ApiError('payment-window-closed', `This order is ${order.status}: it no longer awaits payment`);
  if (order.payment.expiresAt && Date.parse(order.payment.expiresAt) <= Date.now()) {
    throw new ApiError('payment-window-closed', 'The time to pay for this order has run out');
  }
  const back = (outcome: string) => `${siteOrigin}${routeUrl(api.paymentReturn, {})}?order=${order.id}&outcome=${outcome}&lang=${locale}`;
  let session: { redirectUrl: string };
  try {
    session = await gateway.startSession({
      orderId: order.id,
      amount: order.payment.amountDue,
      currency: order.payment.currency,
      customer: { name: order.email, email: order.email, address: order.address, phone: order.phone },
      productName: order.lines.map((line) => line.toolname).join(', ').slice(0, 255),
      items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
      urls: { success: back('success'), fail: back('fail'), cancel: back('cancel'), notify: `${siteOrigin}${routeUrl(api.paymentNotice, {})}` },
    });
  } catch (error) {
    if (error instanceof GatewayUnavailable) throw unavailable();
    throw error;
  }
  await notePaymentPage(order.id, session.redirectUrl);
  return session.redirectUrl;
}

/** "Pay now": a new payment page for the owner's order that still awaits payment. */
export async function payNow(caller: Caller, id: string, siteOrigin: string, locale: Locale): Promise<{ redirectUrl: string }> {
  const doc = await findOrder(id);
  if (!doc) throw notFound('Order');
  if (doc.uid !== caller.uid) throw new ApiError('permission-denied', 'This is not your order');
  return { redirectUrl: await openPaymentPage(toOrder(id, doc), siteOrigin, locale) };
}

/** What a notification led to, for the log and the tests' reading of it. */
export type NoticeOutcome = 'applied' | 'replayed' | 'flagged' | 'refund-due' | 'failed' | 'not-confirmed' | 'unknown-order';

/**
 * Handles the gateway's notification of an order's payment (its form, read by the gateway's adapter: 400 when it
 * is not one). A notice of payment is asked back to the gateway, and only the payment it confirms, for this order,
 * is applied: recorded once per payment reference, in one transaction with the order's move to pending and its
 * mail. A confirmed payment of another amount or currency than the order's is not applied: the order is flagged for
 * an administrator. One that arrives after the order expired or was cancelled, or a second one, is recorded and
 * sent back. A notice of failure tells the customer only of a failure the gateway confirms, once per failed attempt.
 * While the gateway cannot be asked, the notice is answered 503, so that the gateway sends it again.
 */
export async function handlePaymentNotice(form: unknown): Promise<NoticeOutcome> {
  const notice = gateway.readNotice(form);
  try {
    if (notice.claims === 'failed') return await mailConfirmedFailure(notice.orderId);
    if (notice.claims !== 'paid' || !notice.reference) return 'not-confirmed';
    const confirmed = await gateway.confirmPayment(notice.reference);
    if (!confirmed || confirmed.orderId !== notice.orderId) {
      logger.warn('A payment notice the gateway does not confirm', { orderId: notice.orderId, reference: notice.reference });
      return 'not-confirmed';
    }
    const outcome = await applyConfirmedPayment(confirmed);
    // The payment stands either way; a refund the gateway does not take now is the deadline sweep's to send.
    if (outcome === 'refund-due') await sendOwedRefund(confirmed.orderId).catch((error) => ignoreUnavailable(error));
    return outcome;
  } catch (error) {
    if (error instanceof GatewayUnavailable) throw unavailable();
    throw error;
  }
}

const ignoreUnavailable = (error: unknown) => {
  if (!(error instanceof GatewayUnavailable)) throw error;
  return false;
};

function applyConfirmedPayment(confirmed: ConfirmedPayment): Promise<NoticeOutcome> {
  return runTransaction(async (tx) => {
    const order = await readOrderIfAny(tx, confirmed.orderId);
    const payment = order?.doc.payment;
    if (!order || !payment || payment.method !== 'online') return 'unknown-order';
    if (payment.records.some((record) => record.reference === confirmed.reference)) return 'replayed';
    if (confirmed.currency !== payment.currency || compareMoney(confirmed.amount, payment.amountDue) !== 0) {
      if (payment.flag?.reference === confirmed.reference) return 'replayed';
      const reason = `The gateway confirmed ${confirmed.amount.toFixed(2)} ${confirmed.currency} for an order of ${payment.amountDue.toFixed(2)} ${payment.currency}`;
      flagPayment(tx, order, { reason, reference: confirmed.reference });
      logger.error('A payment that does not match its order', { orderId: confirmed.orderId, reference: confirmed.reference, reason });
      return 'flagged';
    }
    const locale = await readRecipientLocale(tx, order.doc.uid);
    const awaiting = order.doc.status === 'awaiting-payment';
    const record = { at: Timestamp.now(), amount: confirmed.amount, kind: 'payment' as const, method: 'online' as const, reference: confirmed.reference, by: 'gateway' };
    const gatewayPayment = { reference: confirmed.reference, transactionId: confirmed.transactionId, amount: confirmed.amount };
    // Paid after it expired or was cancelled, or paid twice: the money is recorded, and owed back.
    const { refundOwed: owed } = recordMoney(tx, order, { record, gatewayPayment, ...(awaiting && { mail: 'received' as const }) }, locale);
    return owed > 0 ? 'refund-due' : 'applied';
  });
}

/** Tells the customer that a payment page ended without paying, once the gateway confirms a failed attempt: once per attempt. */
async function mailConfirmedFailure(orderId: string): Promise<NoticeOutcome> {
  const doc = await findOrder(orderId);
  if (!doc || doc.status !== 'awaiting-payment') return 'not-confirmed';
  const failed = (await gateway.attemptsOf(orderId)).filter((attempt) => attempt.outcome === 'failed').length;
  if (failed === 0) return 'not-confirmed';
  await runTransaction(async (tx) => {
    const order = await readOrderIfAny(tx, orderId);
    if (!order || order.doc.status !== 'awaiting-payment') return;
    const mail = paymentMailRef(orderId, 'failed', failed);
    const [sent, locale] = await Promise.all([tx.get(mail), readRecipientLocale(tx, order.doc.uid)]);
    if (sent.exists) return;
    queueMail(tx, mail, paymentMail(toOrder(orderId, order.doc), 'failed', locale));
  });
  return 'failed';
}

/**
 * Sends back through the gateway what an online order holds and is not owed (all of it once it expired or was
 * cancelled), one refund at a time, each against a confirmed payment that still has money to give back (a refund
 * never asks more of a payment than it brought), then records it with its mail. The refund's key at the gateway is
 * the order's id and its number of refunds so far: a retry after a lost answer or a failed commit asks for the same
 * refund, which the gateway makes once, and only one commit of it records it. Answers whether a refund was recorded.
 */
export async function sendOwedRefund(orderId: string): Promise<boolean> {
  const doc = await findOrder(orderId);
  if (!doc?.payment || doc.payment.method !== 'online') return false;
  const owed = refundOwed(doc.payment, doc.status);
  const source = doc.gateway?.payments?.find((payment) => compareMoney(payment.amount, payment.refunded ?? 0) > 0);
  if (owed <= 0 || !source) return false;
  const refunds = refundsOf(doc.payment.records);
  const amount = fromPoisha(Math.min(toPoisha(owed), toPoisha(subtractMoney(source.amount, source.refunded ?? 0))));
  const reference = await gateway.refund({ transactionId: source.transactionId, amount, refundKey: `${orderId}-refund-${refunds + 1}`, remarks: `Order ${orderId} ${doc.status}` });
  return runTransaction(async (tx) => {
    const order = await readOrderIfAny(tx, orderId);
    if (!order?.doc.payment || refundsOf(order.doc.payment.records) !== refunds) return false;
    const locale = await readRecipientLocale(tx, order.doc.uid);
    const record = { at: Timestamp.now(), amount, kind: 'refund' as const, method: 'online' as const, reference, by: 'gateway' };
    recordMoney(tx, order, { record, mail: 'refunded', refundOf: source.reference }, locale);
    return true;
  });
}

const refundsOf = (records: readonly { kind: string }[]) => records.filter((record) => record.kind === 'refund').length;
