import { defineSecret } from 'firebase-functions/params';
import * as logger from 'firebase-functions/logger';
import {
  CourierAlreadyBooked,
  CourierRefused,
  CourierUnavailable,
  type BookedConsignment,
  type ConsignmentRequest,
  type ConsignmentState,
  type ConsignmentStatus,
  type Courier,
} from './courier';

// The store's adapter of Steadfast Courier's merchant API (v1), its one Courier. The paths, headers and fields follow
// Steadfast's own "API Documentation V1" (published from Google Docs, docs.google.com/document/d/e/2PACX-1vTi0sTyR353xu1AK0nR8E_WKe5onCkUXGEf8ch8uoJy9qxGfgGnboSIkNosjQ0OOdXkJhgGuAsWxnIh/pub):
// base https://portal.packzy.com/api/v1, the headers Api-Key, Secret-Key and Content-Type: application/json on every
// call; POST /create_order (invoice, recipient_name, recipient_phone, recipient_address, cod_amount, note,
// item_description, delivery_type), POST /create_order/bulk-order ({ data }: a JSON-encoded array of at most 500
// orders), GET /status_by_cid/{id}, /status_by_invoice/{invoice}, /status_by_trackingcode/{code} ({ status: 200,
// delivery_status }) and GET /get_balance ({ status: 200, current_balance }). What the document leaves out is read
// defensively: a refusal's shape ({ status: 400, errors: { field: [message] } } or { message }, whether the HTTP
// status is 200 or 4xx), and an unknown consignment (404). The same code talks to Steadfast or to the local sandbox
// of scripts/courier-sandbox.mjs, which serves the same paths under its own origin: only the address and the keys
// differ.

/** Steadfast's production address, and the public tracking page of its parcels. */
export const STEADFAST_BASE_URL = 'https://portal.packzy.com/api/v1';
export const STEADFAST_TRACKING_PAGE = 'https://steadfast.com.bd/t/';
/** The hosts of Steadfast's own API (portal.steadfast.com.bd is its older name): their parcels' pages are on steadfast.com.bd. */
const STEADFAST_API_HOSTS = ['portal.packzy.com', 'portal.steadfast.com.bd'];

/** The courier does not answer within this: the booking stays booking-failed, a read is tried again later. */
export const COURIER_TIMEOUT_MS = 10_000;
/** Steadfast takes at most this many orders in one bulk booking. */
export const BULK_BOOKING_MAX = 500;

/**
 * The store's keys at Steadfast: secrets (Secret Manager in production, functions/.secret.local on the emulators,
 * written by scripts/firebase.mjs with the courier sandbox's keys). Every function that books or tracks a
 * consignment declares them (`secrets: courierSecrets`).
 */
export const steadfastApiKey = defineSecret('STEADFAST_API_KEY');
export const steadfastSecretKey = defineSecret('STEADFAST_SECRET_KEY');
export const courierSecrets = [steadfastApiKey, steadfastSecretKey];

export interface SteadfastConfig {
  /** The API's base address, up to and without the trailing slash: https://portal.packzy.com/api/v1. */
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** Where a tracking code's page is: the code is appended. Derived from baseUrl when absent (see trackingPageOf). */
  trackingPage?: string;
  timeoutMs?: number;
}

/**
 * The tracking page prefix for a base address: Steadfast's own page for its API, else the same origin's `/t/` (the
 * courier sandbox serves its tracking pages there, beside its control calls).
 */
export function trackingPageOf(baseUrl: string): string {
  const url = new URL(baseUrl);
  return STEADFAST_API_HOSTS.includes(url.hostname) ? STEADFAST_TRACKING_PAGE : `${url.origin}/t/`;
}

/**
 * The courier the store uses, from configuration: STEADFAST_BASE_URL (functions/.env.<project> when deployed, unset
 * for Steadfast's own address; the courier sandbox's on the emulators, set by scripts/firebase.mjs), optionally
 * STEADFAST_TRACKING_URL (the tracking page prefix), and the two secrets. Built per use: secrets are read at run time.
 */
export function courierFromConfig(): Courier {
  return steadfastCourier({
    baseUrl: process.env.STEADFAST_BASE_URL || STEADFAST_BASE_URL,
    apiKey: steadfastApiKey.value(),
    secretKey: steadfastSecretKey.value(),
    trackingPage: process.env.STEADFAST_TRACKING_URL || undefined,
  });
}

/** Steadfast's delivery_status in the store's words. The `*_approval_pending` states, `unknown` and any new word keep the previous one. */
const STATES: Readonly<Record<string, ConsignmentState>> = {
  in_review: 'in-transit',
  pending: 'in-transit',
  hold: 'on-hold',
  delivered: 'delivered',
  partial_delivered: 'partially-delivered',
  cancelled: 'returning',
};
export const consignmentStateOf = (deliveryStatus: string): ConsignmentState => (Object.hasOwn(STATES, deliveryStatus) ? STATES[deliveryStatus]! : 'unchanged');

type Json = Record<string, unknown>;
interface Answer {
  httpStatus: number;
  body: unknown;
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
/** An id or code the courier writes as a number or a string. */
const idText = (value: unknown): string | null => (typeof value === 'number' && Number.isFinite(value) ? String(value) : isText(value) ? value.trim() : null);

/** The courier's reason for a refusal, as one sentence: its message and every field error it names. */
function refusalText(body: unknown): string {
  const parts: string[] = [];
  if (isObject(body)) {
    if (isText(body.message)) parts.push(body.message.trim());
    const errors = body.errors;
    if (isObject(errors)) {
      for (const messages of Object.values(errors)) for (const message of [messages].flat()) if (isText(message)) parts.push(message.trim());
    } else if (isText(errors)) {
      parts.push(errors.trim());
    }
  }
  const unique = [...new Set(parts)];
  return unique.length > 0 ? unique.join(' ').slice(0, 500) : 'The courier refused the booking and gave no reason';
}

/** A refusal because the invoice is taken: the courier names the invoice field in its errors. */
const refusesInvoice = (body: unknown) => isObject(body) && isObject(body.errors) && Object.hasOwn(body.errors, 'invoice');

/** The answer is the courier's word (it read the call): a JSON object whose own status, or the HTTP status, says so. */
const statusOf = (answer: Answer) => (isObject(answer.body) && typeof answer.body.status === 'number' ? answer.body.status : answer.httpStatus);

export function steadfastCourier(config: SteadfastConfig): Courier {
  const base = config.baseUrl.replace(/\/+$/, '');
  const trackingPage = config.trackingPage ?? trackingPageOf(base);
  const timeoutMs = config.timeoutMs ?? COURIER_TIMEOUT_MS;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}/${path}`, {
        method,
        headers: { 'Api-Key': config.apiKey, 'Secret-Key': config.secretKey, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      // Never log the headers: they carry the store's keys.
      logger.warn('The courier did not answer', { path: path.split('/')[0], error: String(error) });
      throw new CourierUnavailable(`The courier did not answer within ${Math.round(timeoutMs / 1000)} seconds`);
    }
    if (response.status >= 500 || response.status === 429) {
      logger.warn('The courier is unavailable', { path: path.split('/')[0], status: response.status });
      throw new CourierUnavailable(`The courier is unavailable (HTTP ${response.status})`);
    }
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { httpStatus: response.status, body: parsed };
  }

  /** A 401: the keys are wrong. Booking shows it to the administrator; a read cannot do better than try again later. */
  function keysRefused(answer: Answer): string | null {
    if (answer.httpStatus !== 401 && statusOf(answer) !== 401) return null;
    logger.error('The courier refused the store\'s API keys (STEADFAST_API_KEY, STEADFAST_SECRET_KEY)');
    return `The courier refused the store's API keys: ${refusalText(answer.body)}`;
  }

  /** A consignment the courier booked; `deliveryStatus` is where it stands (a new one is in review). */
  function bookedFrom(consignment: unknown, deliveryStatus: unknown): BookedConsignment | null {
    if (!isObject(consignment)) return null;
    const consignmentId = idText(consignment.consignment_id);
    const trackingCode = idText(consignment.tracking_code);
    if (!consignmentId || !trackingCode) return null;
    return { consignmentId, trackingCode, state: consignmentStateOf(isText(deliveryStatus) ? deliveryStatus : 'in_review') };
  }

  async function status(path: string): Promise<ConsignmentStatus | null> {
    const answer = await call('GET', path);
    const refusedKeys = keysRefused(answer);
    if (refusedKeys) throw new CourierUnavailable(refusedKeys);
    if (answer.httpStatus === 404 || statusOf(answer) === 404) return null;
    if (statusOf(answer) === 200 && isObject(answer.body) && isText(answer.body.delivery_status)) {
      const courierStatus = answer.body.delivery_status;
      return { state: consignmentStateOf(courierStatus), courierStatus };
    }
    throw new CourierUnavailable('The courier answered a status call with nothing readable');
  }

  const statusByInvoice = (invoice: string) => status(`status_by_invoice/${encodeURIComponent(invoice)}`);

  /**
   * A booking refused because the invoice is taken: after a lost answer, the consignment is there. The courier
   * names it only by status, so the booking is reported as made (CourierAlreadyBooked) when its invoice has one.
   */
  async function refusal(invoice: string, message: string): Promise<CourierRefused> {
    const existing = await statusByInvoice(invoice);
    if (existing === null) return new CourierRefused(message);
    logger.warn('The courier already holds a consignment under this invoice', { invoice, courierStatus: existing.courierStatus });
    return new CourierAlreadyBooked(
      `The courier already holds a consignment under invoice ${invoice} (${existing.courierStatus}), booked by an earlier attempt whose answer was lost: nothing was booked twice. Its consignment id and tracking code are on the courier's merchant portal.`,
      invoice,
      existing,
    );
  }

  const fields = (request: ConsignmentRequest) => ({
    invoice: request.invoice,
    recipient_name: request.recipientName,
    recipient_phone: request.recipientPhone,
    recipient_address: request.recipientAddress,
    cod_amount: request.codAmount,
    ...(request.note !== undefined && { note: request.note }),
    item_description: request.itemDescription,
    // Home delivery (1 is a pickup at Steadfast's hub).
    delivery_type: 0,
  });

  async function book(request: ConsignmentRequest): Promise<BookedConsignment> {
    const answer = await call('POST', 'create_order', fields(request));
    const refusedKeys = keysRefused(answer);
    if (refusedKeys) throw new CourierRefused(refusedKeys);
    const code = statusOf(answer);
    if (code === 200) {
      const consignment = isObject(answer.body) ? answer.body.consignment : undefined;
      const booked = bookedFrom(consignment, isObject(consignment) ? consignment.status : undefined);
      // Accepted but unreadable: it may be booked, so it is not a refusal; a retry finds it by its invoice.
      if (!booked) throw new CourierUnavailable('The courier accepted the booking but its answer names no consignment');
      return booked;
    }
    const message = refusalText(answer.body);
    if (code >= 400 && code < 500) {
      logger.warn('The courier refused a booking', { invoice: request.invoice, reason: message });
      throw refusesInvoice(answer.body) ? await refusal(request.invoice, message) : new CourierRefused(message);
    }
    throw new CourierUnavailable(`The courier answered the booking with status ${code}`);
  }

  async function bookBatch(requests: readonly ConsignmentRequest[]): Promise<(BookedConsignment | CourierRefused)[]> {
    // The document's example sends `data` as a JSON-encoded string of the array.
    const answer = await call('POST', 'create_order/bulk-order', { data: JSON.stringify(requests.map(fields)) });
    const refusedKeys = keysRefused(answer);
    if (refusedKeys) return requests.map(() => new CourierRefused(refusedKeys));
    // The answer is the array itself, or (as the document shows its errors) under `data`.
    const items = Array.isArray(answer.body) ? answer.body : isObject(answer.body) && Array.isArray(answer.body.data) ? answer.body.data : null;
    if (!items) {
      const code = statusOf(answer);
      if (code >= 400 && code < 500) {
        const message = refusalText(answer.body);
        return requests.map(() => new CourierRefused(message));
      }
      throw new CourierUnavailable('The courier answered the bulk booking with nothing readable');
    }
    const results: (BookedConsignment | CourierRefused)[] = [];
    for (const [index, request] of requests.entries()) {
      // Each answer names its invoice; the position is the fallback.
      const item: unknown = items.find((candidate) => isObject(candidate) && candidate.invoice === request.invoice) ?? items[index];
      // Its `status` says whether it was booked ("success" or "error"); a new consignment is in review.
      const booked = isObject(item) && item.status === 'success' ? bookedFrom(item, 'in_review') : null;
      if (booked) {
        results.push(booked);
        continue;
      }
      // The bulk answer gives no reason of its own; a taken invoice is told apart by asking for it, one at a time.
      const reason = isObject(item) && (isText(item.message) || item.errors !== undefined) ? refusalText(item) : 'The courier refused this consignment of the bulk booking';
      results.push(await refusal(request.invoice, reason));
    }
    return results;
  }

  return {
    book,
    async bookMany(requests) {
      const answers: (BookedConsignment | CourierRefused)[] = [];
      for (let start = 0; start < requests.length; start += BULK_BOOKING_MAX) answers.push(...(await bookBatch(requests.slice(start, start + BULK_BOOKING_MAX))));
      return answers;
    },
    statusByInvoice,
    statusByConsignment: (consignmentId) => status(`status_by_cid/${encodeURIComponent(consignmentId)}`),
    statusByTrackingCode: (trackingCode) => status(`status_by_trackingcode/${encodeURIComponent(trackingCode)}`),
    async balance() {
      const answer = await call('GET', 'get_balance');
      const refusedKeys = keysRefused(answer);
      if (refusedKeys) throw new CourierUnavailable(refusedKeys);
      const balance = isObject(answer.body) ? Number(answer.body.current_balance) : Number.NaN;
      if (statusOf(answer) !== 200 || !Number.isFinite(balance)) throw new CourierUnavailable('The courier answered the balance call with nothing readable');
      return balance;
    },
    trackingUrl: (trackingCode) => `${trackingPage}${encodeURIComponent(trackingCode)}`,
  };
}
