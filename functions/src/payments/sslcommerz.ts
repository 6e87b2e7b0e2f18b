import { defineSecret } from 'firebase-functions/params';
import * as logger from 'firebase-functions/logger';
import { DocId } from '@store/contract/common';
import { fromPoisha, toPoisha } from '@store/contract/money';
import { z } from '@store/contract/zod';
import { parse } from '../http/validate';
import { GatewayUnavailable, type ConfirmedPayment, type PaymentAttempt, type PaymentGateway, type PaymentSessionRequest, type RefundRequest } from './payment-gateway';

// The store's adapter of the SSLCommerz hosted-checkout protocol (v4), its one PaymentGateway: it starts a payment
// session, reads the gateway's notice (IPN), asks the gateway to validate a payment it was told of, lists an order's
// attempts, and sends refunds. The paths and fields follow SSLCommerz's integration guide and what its own Node
// client, sslcommerz-lts 1.2.0, sends (that client is not used: it posts even its GET calls, builds query strings
// without encoding, and swallows network errors). The same code talks to SSLCommerz's sandbox, its live gateway, or
// the local sandbox of scripts/payment-sandbox.mjs: only the address and the credentials differ.

/**
 * The gateway's address: https://sandbox.sslcommerz.com (their sandbox, the default) or
 * https://securepay.sslcommerz.com (live), from the environment (functions/.env.<project> when deployed; the
 * payment sandbox's on the emulators, set by scripts/firebase.mjs).
 */
const gatewayUrl = { value: () => process.env.PAYMENT_GATEWAY_URL || 'https://sandbox.sslcommerz.com' };
/** The store's credentials at the gateway: secrets (Secret Manager in production, functions/.secret.local on the emulators). */
export const storeId = defineSecret('SSLCOMMERZ_STORE_ID');
export const storePassword = defineSecret('SSLCOMMERZ_STORE_PASSWORD');

const TIMEOUT_MS = 15_000;

function endpoint(path: string, query: Record<string, string> = {}) {
  const url = new URL(path, gatewayUrl.value());
  for (const [name, value] of Object.entries({ ...query, store_id: storeId.value(), store_passwd: storePassword.value(), v: '1', format: 'json' })) {
    url.searchParams.set(name, value);
  }
  return url;
}

async function call(url: URL, init: RequestInit = {}): Promise<Record<string, unknown>> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as Record<string, unknown>;
  } catch (error) {
    // Never log the URL: it carries the store's password.
    logger.warn('The payment gateway did not answer', { path: url.pathname, error: String(error) });
    throw new GatewayUnavailable('The payment gateway did not answer');
  }
}

async function startSession(request: PaymentSessionRequest): Promise<{ redirectUrl: string }> {
  const form = new FormData();
  const fields: Record<string, string> = {
    store_id: storeId.value(),
    store_passwd: storePassword.value(),
    total_amount: request.amount.toFixed(2),
    currency: request.currency,
    tran_id: request.orderId,
    success_url: request.urls.success,
    fail_url: request.urls.fail,
    cancel_url: request.urls.cancel,
    ipn_url: request.urls.notify,
    cus_name: request.customer.name,
    cus_email: request.customer.email,
    cus_add1: request.customer.address,
    cus_city: 'Dhaka',
    cus_country: 'Bangladesh',
    cus_phone: request.customer.phone,
    shipping_method: 'Courier',
    num_of_item: String(request.items),
    ship_name: request.customer.name,
    ship_add1: request.customer.address,
    ship_city: 'Dhaka',
    ship_country: 'Bangladesh',
    product_name: request.productName,
    product_category: 'Power tools',
    product_profile: 'physical-goods',
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const answer = await call(new URL('/gwprocess/v4/api.php', gatewayUrl.value()), { method: 'POST', body: form });
  if (answer.status !== 'SUCCESS' || typeof answer.GatewayPageURL !== 'string' || !answer.GatewayPageURL) {
    logger.error('The payment gateway refused a session', { orderId: request.orderId, reason: answer.failedreason });
    throw new GatewayUnavailable(`The payment gateway refused the session: ${String(answer.failedreason ?? 'no reason given')}`);
  }
  return { redirectUrl: answer.GatewayPageURL };
}

/**
 * The IPN as SSLCommerz posts it (form-encoded). Only `tran_id`, `val_id` and `status` are read, and only to ask
 * the gateway what happened: every figure applied comes from its validation answer. Its other fields pass unread.
 */
const Notice = z
  .object({
    // The store gives the gateway the order's id as the transaction's: anything else names no order (and a path
    // such as "orders/x" would not even be a document to look up).
    tran_id: z.string({ error: 'tran_id is required' }).refine((value) => DocId.safeParse(value).success, 'tran_id is not an order number'),
    val_id: z.string().max(128, 'val_id is too long').optional(),
    status: z.string().max(40, 'status is too long').optional(),
  })
  .passthrough();

const PAID = new Set(['VALID', 'VALIDATED']);

function readNotice(form: unknown) {
  const notice = parse(Notice, form, 'body');
  const claims = PAID.has(notice.status ?? '') ? ('paid' as const) : notice.status === 'FAILED' ? ('failed' as const) : ('other' as const);
  return { orderId: notice.tran_id, claims, ...(notice.val_id && { reference: notice.val_id }) };
}

/**
 * SSLCommerz sends the browser back with the transaction's fields (posted, to the address the store gave it), its
 * tran_id among them: the store's order id, as startSession gives it.
 */
function returnedOrder(fields: Record<string, unknown>): string | undefined {
  const tranId = fields.tran_id;
  return typeof tranId === 'string' && DocId.safeParse(tranId).success ? tranId : undefined;
}

/** Asks the gateway about a payment by its val_id: the payment if the gateway confirms it as valid, else null. */
async function confirmPayment(valId: string): Promise<ConfirmedPayment | null> {
  const answer = await call(endpoint('/validator/api/validationserverAPI.php', { val_id: valId }));
  if (!PAID.has(String(answer.status))) return null;
  const amount = Number(answer.amount);
  if (typeof answer.tran_id !== 'string' || !Number.isFinite(amount)) return null;
  return {
    orderId: answer.tran_id,
    reference: String(answer.val_id ?? valId),
    transactionId: String(answer.bank_tran_id ?? ''),
    amount: fromPoisha(toPoisha(amount)),
    currency: String(answer.currency ?? ''),
  };
}

const ATTEMPT_OUTCOMES: Record<string, PaymentAttempt['outcome']> = { VALID: 'paid', VALIDATED: 'paid', FAILED: 'failed', CANCELLED: 'cancelled' };

/** The transaction query by tran_id: every attempt to pay for the order, with its status. */
async function attemptsOf(orderId: string): Promise<PaymentAttempt[]> {
  const answer = await call(endpoint('/validator/api/merchantTransIDvalidationAPI.php', { tran_id: orderId }));
  if (answer.APIConnect !== 'DONE' || !Array.isArray(answer.element)) throw new GatewayUnavailable(`The payment gateway did not list the order's payments: ${String(answer.APIConnect)}`);
  return (answer.element as { tran_id?: unknown; status?: unknown }[])
    .filter((element) => element.tran_id === orderId)
    .map((element) => ({ outcome: ATTEMPT_OUTCOMES[String(element.status)] ?? 'pending' }));
}

/** Refunds by the payment's bank_tran_id; the refund key is the gateway's refe_id, which it refunds once. */
async function refund(request: RefundRequest): Promise<string> {
  const answer = await call(
    endpoint('/validator/api/merchantTransIDvalidationAPI.php', {
      bank_tran_id: request.transactionId,
      refund_amount: request.amount.toFixed(2),
      refund_remarks: request.remarks,
      refe_id: request.refundKey,
    }),
  );
  if (answer.APIConnect !== 'DONE' || (answer.status !== 'success' && answer.status !== 'processing') || typeof answer.refund_ref_id !== 'string') {
    logger.error('The payment gateway refused a refund', { refundKey: request.refundKey, reason: answer.errorReason ?? answer.APIConnect });
    throw new GatewayUnavailable(`The payment gateway refused the refund: ${String(answer.errorReason ?? answer.APIConnect)}`);
  }
  return answer.refund_ref_id;
}

export const sslcommerz: PaymentGateway = { startSession, readNotice, returnedOrder, confirmPayment, attemptsOf, refund };
