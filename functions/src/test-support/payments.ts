/**
 * Helpers of the payment tests (functions/src/payments/*.test.ts and test/security/payment-races.test.ts):
 * checkout by payment method, the gateway's notice as a form, deadlines put into the past, and what an order
 * left behind (its stored document, its mails, its tool's stock).
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../firebase';
import { api, getTool, type TestUser } from './emulators';
import { sandbox, SANDBOX_URL, sessionKeyOf } from './payment-sandbox';

/**
 * Where the payment and trade account tests' orders go: collected at the counter, which costs nothing, so their
 * amounts are the goods' figures they were written with. What a courier's charge does to the amounts is tested
 * with courier deliveries (COURIER below, orders/order-delivery.test.ts).
 */
export const DELIVERY = { address: '12 Lake Road, Dhaka', phone: '+880 1712-345678', delivery: { method: 'pickup' } };

/** A courier delivery to Chattogram: ৳150 up to 2 kg, ৳30 for each started kg above. */
export const COURIER = { phone: '+880 1712-345678', delivery: { method: 'courier', address: { lines: 'House 5, Road 2', area: 'Panchlaish', district: 'chattogram' } } };

/** POST /api/orders with `lines` (and anything else of the body), under a new Idempotency-Key unless given one. */
export const checkout = (user: TestUser, lines: { toolId: string; quantity: number }[], extra: Record<string, unknown> = {}, key: string = randomUUID()) =>
  api('POST', '/orders', { token: user.token, headers: { 'Idempotency-Key': key }, body: { lines, ...DELIVERY, ...extra } });

/** An online order of `quantity` units of one tool, with its payment session's key at the sandbox. */
export async function onlineOrder(user: TestUser, toolId: string, quantity = 2) {
  const res = await checkout(user, [{ toolId, quantity }], { paymentMethod: 'online' });
  if (res.status !== 201) throw new Error(`The online order was refused: ${res.status} ${JSON.stringify(res.body)}`);
  return { order: res.body, key: sessionKeyOf(res.body.payment.redirectUrl) };
}

/** The order as stored. */
export const orderDoc = async (id: string) => (await collections.orders.doc(id).get()).data()!;
export const stockOf = async (toolId: string) => (await getTool(toolId))!.available;
/** The ids of every mail written about an order, sorted. */
export const mailIdsOf = async (orderId: string) =>
  (await collections.mail.get()).docs
    .map((doc) => doc.id)
    .filter((id) => id.includes(orderId))
    .sort();

const past = () => Timestamp.fromMillis(Date.now() - 1000);

/** Puts an online order's expiry, the time the sweep acts on, a second into the past. */
export const expireNow = (orderId: string) => collections.orders.doc(orderId).update({ 'payment.expiresAt': past() });

/** Makes an order's stored deadline (whatever it is for) due a second ago. */
export const deadlineNow = (orderId: string) => collections.orders.doc(orderId).update({ 'deadline.at': past() });

/**
 * The sandbox's customer at the payment page: pay (or fail, or cancel) a session; answers the session after it.
 * `notify` copies of the notice go at once, after `delayMs` (the sandbox answers at once then).
 */
export async function atGateway(key: string, action: 'pay' | 'fail' | 'cancel', options: { notify?: number; amount?: number; delayMs?: number } = {}) {
  const res = await sandbox('POST', `/control/sessions/${key}`, { action, ...options });
  if (res.status !== 200) throw new Error(`The sandbox refused to ${action}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.session as GatewaySession;
}

/** A session as the sandbox describes it (GET /control/sessions/<key>). */
export interface GatewaySession {
  key: string;
  tran_id: string;
  amount: string;
  currency: string;
  status: string;
  valId: string | null;
  bankTranId: string | null;
  paidAmount: string | null;
  refunds: { refe_id: string; refund_ref_id: string; amount: string }[];
  /** The store's addresses the session was opened with: success_url, fail_url, cancel_url, ipn_url. */
  urls: Record<string, string>;
  notifications: { status: number | null }[];
}

/** Has the sandbox send a finished session's notice again, `times` copies at once. */
export async function replayNotice(key: string, times: number) {
  const res = await sandbox('POST', `/control/sessions/${key}/notify`, { times });
  if (res.status !== 200) throw new Error(`The sandbox refused to notify again: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.session as GatewaySession;
}

export const gatewaySession = async (key: string) => (await sandbox('GET', `/control/sessions/${key}`)).body as GatewaySession;

/**
 * The gateway's notice of a finished session as SSLCommerz posts it (the fields the store reads, and the figures
 * beside them), rebuilt from the sandbox's account of the session: what a test posts itself to replay or forge one.
 */
export function noticeOf(session: GatewaySession, changes: Record<string, string> = {}): Record<string, string> {
  return {
    status: session.status,
    tran_id: session.tran_id,
    val_id: session.valId ?? '',
    bank_tran_id: session.bankTranId ?? '',
    amount: session.paidAmount ?? session.amount,
    currency: session.currency,
    ...changes,
  };
}

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** POST /api/payments/notify with `fields` form-encoded, as the gateway's server posts it. */
export const postNotice = (fields: Record<string, string>) => api('POST', '/payments/notify', { headers: FORM, rawBody: new URLSearchParams(fields).toString() });

/**
 * Opens a session at the sandbox directly, as the store's adapter does but with figures of the test's choosing
 * (another currency, say), its notices sent to the store's notify address. Answers the session's key.
 */
export async function sessionAtGateway(fields: { tranId: string; amount: string; currency: string }): Promise<string> {
  const store = `${process.env.API_URL ?? 'http://127.0.0.1:5000/api'}`;
  const form = new URLSearchParams({
    store_id: process.env.SSLCOMMERZ_STORE_ID ?? '',
    store_passwd: process.env.SSLCOMMERZ_STORE_PASSWORD ?? '',
    total_amount: fields.amount,
    currency: fields.currency,
    tran_id: fields.tranId,
    success_url: `${store}/payments/return?order=${fields.tranId}&outcome=success`,
    fail_url: `${store}/payments/return?order=${fields.tranId}&outcome=fail`,
    cancel_url: `${store}/payments/return?order=${fields.tranId}&outcome=cancel`,
    ipn_url: `${store}/payments/notify`,
    cus_name: 'Test Customer',
    cus_email: 'customer@example.com',
    cus_phone: '01712345678',
    product_name: 'Test order',
  });
  const res = await fetch(`${SANDBOX_URL}/gwprocess/v4/api.php`, { method: 'POST', headers: FORM, body: form });
  const answer = (await res.json()) as { status: string; GatewayPageURL?: string; failedreason?: string };
  if (answer.status !== 'SUCCESS' || !answer.GatewayPageURL) throw new Error(`The sandbox refused the session: ${answer.failedreason}`);
  return sessionKeyOf(answer.GatewayPageURL);
}
