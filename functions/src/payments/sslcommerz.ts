import { defineSecret } from 'firebase-functions/params';
import * as logger from 'firebase-functions/logger';
import { fromPoisha, toPoisha } from '@store/contract/money';

// The store's adapter of the SSLCommerz hosted-checkout protocol (v4): it starts a payment session, asks the
// gateway to validate a payment it was told of, and sends refunds. The paths and fields follow SSLCommerz's
// integration guide and what its own Node client, sslcommerz-lts 1.2.0, sends (that client is not used: it
// posts even its GET calls, builds query strings without encoding, and swallows network errors). The same
// code talks to SSLCommerz's sandbox, its live gateway, or the local sandbox of scripts/payment-sandbox.mjs:
// only the address and the credentials differ.

/**
 * The gateway's address: https://sandbox.sslcommerz.com (their sandbox, the default) or
 * https://securepay.sslcommerz.com (live), from the environment (functions/.env.<project> when deployed; the
 * payment sandbox's on the emulators, set by scripts/firebase.mjs).
 */
const gatewayUrl = { value: () => process.env.PAYMENT_GATEWAY_URL || 'https://sandbox.sslcommerz.com' };
/** The store's credentials at the gateway: secrets (Secret Manager in production, functions/.secret.local on the emulators). */
export const storeId = defineSecret('SSLCOMMERZ_STORE_ID');
export const storePassword = defineSecret('SSLCOMMERZ_STORE_PASSWORD');

/** A gateway call that answered nothing usable: the caller retries later (a 503, or the sweep's next round). */
export class GatewayUnavailable extends Error {}

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

/** What the gateway needs to open a payment page: the amount, who pays, and the store's four addresses. */
export interface SessionRequest {
  tranId: string;
  /** Taka, at most two decimals. */
  amount: number;
  currency: string;
  customer: { name: string; email: string; address: string; phone: string };
  productName: string;
  items: number;
  urls: { success: string; fail: string; cancel: string; ipn: string };
}

/** Starts a payment session: the gateway's page to send the customer to, and the session's key. */
export async function startSession(request: SessionRequest): Promise<{ sessionKey: string; redirectUrl: string }> {
  const form = new FormData();
  const fields: Record<string, string> = {
    store_id: storeId.value(),
    store_passwd: storePassword.value(),
    total_amount: request.amount.toFixed(2),
    currency: request.currency,
    tran_id: request.tranId,
    success_url: request.urls.success,
    fail_url: request.urls.fail,
    cancel_url: request.urls.cancel,
    ipn_url: request.urls.ipn,
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
    logger.error('The payment gateway refused a session', { tranId: request.tranId, reason: answer.failedreason });
    throw new GatewayUnavailable(`The payment gateway refused the session: ${String(answer.failedreason ?? 'no reason given')}`);
  }
  return { sessionKey: String(answer.sessionkey ?? ''), redirectUrl: answer.GatewayPageURL };
}

/** A payment the gateway confirmed: its own figures, the only ones the store applies. */
export interface ValidatedPayment {
  tranId: string;
  valId: string;
  bankTranId: string;
  /** Taka, as the gateway reports it paid. */
  amount: number;
  currency: string;
}

/**
 * Asks the gateway about a payment it notified (by its val_id): the payment if the gateway confirms it as
 * valid, or null if it does not know it as a valid payment (a forged or a failed one).
 */
export async function validatePayment(valId: string): Promise<ValidatedPayment | null> {
  const answer = await call(endpoint('/validator/api/validationserverAPI.php', { val_id: valId }));
  if (answer.status !== 'VALID' && answer.status !== 'VALIDATED') return null;
  const amount = Number(answer.amount);
  if (typeof answer.tran_id !== 'string' || !Number.isFinite(amount)) return null;
  return {
    tranId: answer.tran_id,
    valId: String(answer.val_id ?? valId),
    bankTranId: String(answer.bank_tran_id ?? ''),
    amount: fromPoisha(toPoisha(amount)),
    currency: String(answer.currency ?? ''),
  };
}

/**
 * Refunds `amount` of a confirmed payment. `refundKey` (the gateway's refe_id) makes it safe to send again: the
 * gateway refunds once per key and answers the same reference. Answers the gateway's refund reference.
 */
export async function refundPayment(request: { bankTranId: string; amount: number; refundKey: string; remarks: string }): Promise<string> {
  const answer = await call(
    endpoint('/validator/api/merchantTransIDvalidationAPI.php', {
      bank_tran_id: request.bankTranId,
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
