#!/usr/bin/env node
// The courier sandbox: a local stand-in for Steadfast Courier's merchant API, so the store books and tracks
// consignments on the emulators and in tests with no network and no parcels. It answers under /api/v1 on the real
// API's paths with its field names (create_order, bulk-order, the three status calls, get_balance), checks the
// Api-Key and Secret-Key headers, refuses what Steadfast refuses (a phone that is not 11 digits, an address over 250
// characters, an invoice it already has) in the shape its validation errors take, and serves a tracking page per
// code at /t/<code>, as steadfast.com.bd/t/<code> does. Control calls (/control/...) let tests move a consignment
// on, make the next booking fail, and list what was booked. A development and test tool only: it is never
// deployed, and the deployed store talks to Steadfast itself (the same adapter with Steadfast's address and keys).
// `node scripts/courier-sandbox.mjs` runs it alone (COURIER_SANDBOX_PORT, STEADFAST_API_KEY and
// STEADFAST_SECRET_KEY); scripts/firebase.mjs starts it beside the emulators. State lives in memory.
import { randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import { listenAt } from './sandbox-listen.mjs';

export const COURIER_SANDBOX_PORT = 9460;
export const SANDBOX_API_KEY = 'voltforge-courier-sandbox-key';
export const SANDBOX_SECRET_KEY = 'voltforge-courier-sandbox-secret';
/** Where the API answers on the sandbox's origin: the same path as on Steadfast's (https://portal.packzy.com/api/v1). */
export const API_BASE_PATH = '/api/v1';

/** The states a consignment can be put in by the control call; the status calls answer the current one. */
const STATUSES = ['in_review', 'pending', 'hold', 'delivered', 'partial_delivered', 'cancelled'];
/** What the tracking page says of each state. */
const STATUS_LABELS = {
  in_review: 'Order placed, waiting to be reviewed',
  pending: 'On its way',
  hold: 'On hold',
  delivered: 'Delivered',
  partial_delivered: 'Partially delivered',
  cancelled: 'Cancelled, returning to the merchant',
};
/** Steadfast's limits (API Documentation V1): bulk bookings, name and address lengths. */
const BULK_MAX = 500;
const NAME_MAX = 100;
const ADDRESS_MAX = 250;
/** How long a "timeout" booking holds its call before dropping it unanswered. */
const HOLD_MS = 30_000;
const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/** An answer to a caller's mistake: a 4xx with `body` as the answer. */
class HttpError extends Error {
  constructor(status, body) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}
/** Control calls answer their mistakes as the payment sandbox does: { error: { code, message } }. */
const controlError = (status, code, message) => new HttpError(status, { error: { code, message } });
const invalid = (message) => controlError(400, 'invalid-argument', message);

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw new HttpError(413, { status: 413, message: 'The body is over 5 MiB' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A JSON object body, `{}` when empty; `refuse` makes the error for anything else. */
function jsonObject(raw, refuse) {
  if (raw.length === 0) return {};
  let body;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    throw refuse('The body is not JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw refuse('The body must be a JSON object');
  return body;
}

/** A control call's body: a JSON object with only the `allowed` fields. */
function controlBody(raw, allowed) {
  const body = jsonObject(raw, invalid);
  const unknown = Object.keys(body).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) throw invalid(`Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  return body;
}

// Validation as Steadfast's API (a Laravel application) words it. Its refusal of a booking is
// { status: 400, errors: { <field>: [<message>] } }, with the messages Laravel's rules write; Steadfast's document
// shows no error, so this shape is what integrators report of it (their clients read `errors` and `message`).
const present = (value) => value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
const label = (field) => field.replaceAll('_', ' ');
const isNumeric = (value) => (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()));

/** The field errors of one order, by field; `taken` says whether an invoice is booked already. */
function orderErrors(order, taken) {
  const errors = {};
  const fail = (field, message) => (errors[field] ??= []).push(message);
  for (const field of ['invoice', 'recipient_name', 'recipient_phone', 'recipient_address', 'cod_amount']) {
    if (!present(order[field])) fail(field, `The ${label(field)} field is required.`);
  }
  for (const field of ['invoice', 'recipient_name', 'recipient_phone', 'recipient_address', 'alternative_phone', 'recipient_email', 'note', 'item_description']) {
    if (present(order[field]) && typeof order[field] !== 'string' && !(field === 'invoice' && typeof order[field] === 'number')) {
      fail(field, `The ${label(field)} must be a string.`);
    }
  }
  if (errors.invoice === undefined) {
    const invoice = String(order.invoice);
    if (!/^[A-Za-z0-9_-]+$/.test(invoice)) fail('invoice', 'The invoice must only contain letters, numbers, dashes and underscores.');
    else if (taken(invoice)) fail('invoice', 'The invoice has already been taken.');
  }
  if (errors.recipient_name === undefined && order.recipient_name.length > NAME_MAX) fail('recipient_name', `The recipient name must not be greater than ${NAME_MAX} characters.`);
  for (const field of ['recipient_phone', 'alternative_phone']) {
    if (errors[field] !== undefined || !present(order[field])) continue;
    // Eleven digits, a Bangladeshi mobile number: 01XXXXXXXXX.
    if (!/^\d{11}$/.test(order[field])) fail(field, `The ${label(field)} must be 11 digits.`);
    else if (!order[field].startsWith('01')) fail(field, `The ${label(field)} format is invalid.`);
  }
  if (errors.recipient_address === undefined && order.recipient_address.length > ADDRESS_MAX) {
    fail('recipient_address', `The recipient address must not be greater than ${ADDRESS_MAX} characters.`);
  }
  if (errors.cod_amount === undefined) {
    if (!isNumeric(order.cod_amount)) fail('cod_amount', 'The cod amount must be a number.');
    else if (Number(order.cod_amount) < 0) fail('cod_amount', 'The cod amount must be at least 0.');
  }
  if (present(order.delivery_type) && ![0, 1, '0', '1'].includes(order.delivery_type)) fail('delivery_type', 'The selected delivery type is invalid.');
  return errors;
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

const PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#f4f5f7}
.banner{margin:0;padding:12px 16px;background:#ffd54f;color:#1b1b1b;font-weight:700;text-align:center;border-bottom:2px solid #b28704}
main{width:min(32rem,calc(100% - 24px));margin:24px auto;padding:20px 16px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.25rem;margin:0 0 12px}
.status{font-size:1.5rem;font-weight:700;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 20px}
dt{color:#555}
dd{margin:0;overflow-wrap:anywhere}
ol{margin:0;padding-left:1.25rem}
li{margin:0 0 6px}
time{color:#555}
`;

function htmlPage(title, content) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}: courier sandbox</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<p class="banner" role="note">Courier sandbox (development only: no parcel moves)</p>
<main>
${content}
</main>
</body>
</html>
`;
}

/** Steadfast writes times as Laravel does: "2021-03-21T07:05:31.000000Z". */
const courierTime = (date = new Date()) => date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');

/**
 * Starts the sandbox on `port` (0 for any free port).
 * @param {{ port: number, host?: string, apiKey?: string, secretKey?: string }} options
 * @returns {Promise<{ origin: string, baseUrl: string, close: () => Promise<void> }>}
 */
export async function startCourierSandbox({ port, host = '127.0.0.1', apiKey = SANDBOX_API_KEY, secretKey = SANDBOX_SECRET_KEY }) {
  /** Consignments by id, and the indexes the status calls look them up by. */
  const consignments = new Map();
  const byInvoice = new Map();
  const byTrackingCode = new Map();
  /** Ids count up from a random start, as Steadfast's do (1424107, 1424108, ...). */
  let nextId = 1_000_000 + randomInt(9_000_000);
  /** Taka the courier holds for the merchant: what it collected on delivered consignments. */
  let balance = 0;
  /** What the next booking call does instead of booking: { fail: 'refuse', message } or { fail: 'timeout', booked }. */
  let nextBooking = null;
  /** Calls held by a "timeout" booking, dropped unanswered after HOLD_MS or when the sandbox closes. */
  const held = new Set();
  let origin = '';

  const freshTrackingCode = () => {
    let code;
    do code = randomBytes(4).toString('hex').toUpperCase();
    while (byTrackingCode.has(code));
    return code;
  };

  function book(order) {
    const at = courierTime();
    const consignment = {
      consignment_id: nextId++,
      invoice: String(order.invoice),
      tracking_code: freshTrackingCode(),
      recipient_name: order.recipient_name,
      recipient_phone: order.recipient_phone,
      recipient_address: order.recipient_address,
      cod_amount: Number(order.cod_amount),
      status: 'in_review',
      note: order.note ?? null,
      item_description: order.item_description ?? null,
      delivery_type: Number(order.delivery_type ?? 0),
      created_at: at,
      updated_at: at,
      history: [{ status: 'in_review', at }],
      /** Whether its cod_amount is in the balance (once, on its first delivered). */
      credited: false,
    };
    consignments.set(consignment.consignment_id, consignment);
    byInvoice.set(consignment.invoice, consignment);
    byTrackingCode.set(consignment.tracking_code, consignment);
    return consignment;
  }

  /** A consignment as create_order answers it: its fields without the sandbox's own. */
  const booked = ({ history: _history, credited: _credited, item_description: _item, delivery_type: _type, ...fields }) => fields;
  /** A consignment as the control calls list it: everything, with the page a customer would open. */
  const describe = (consignment) => {
    const { credited: _credited, ...fields } = consignment;
    return { ...fields, tracking_url: `${origin}/t/${consignment.tracking_code}` };
  };

  function setStatus(consignment, status) {
    consignment.status = status;
    consignment.updated_at = courierTime();
    consignment.history.push({ status, at: consignment.updated_at });
    if (status === 'delivered' && !consignment.credited) {
      consignment.credited = true;
      balance += consignment.cod_amount;
    }
  }

  /** The booking failure a test asked for, taken once by the next booking call; true when it answered the call. */
  async function failedBooking(res, bookAnyway) {
    const failure = nextBooking;
    if (!failure) return false;
    nextBooking = null;
    if (failure.fail === 'refuse') {
      sendJson(res, 400, { status: 400, message: failure.message });
      return true;
    }
    // A timeout: the call is held and dropped unanswered. With `booked`, the consignment is made first, as when the
    // courier books it and its answer is lost on the way back.
    if (failure.booked) bookAnyway();
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        held.delete(entry);
        resolve();
      }, HOLD_MS);
      const entry = { timer, resolve };
      held.add(entry);
      res.once('close', () => {
        clearTimeout(timer);
        held.delete(entry);
        resolve();
      });
    });
    res.destroy();
    return true;
  }

  // The API.

  async function createOrder(req, res) {
    const order = jsonObject(await readBody(req), (message) => new HttpError(400, { status: 400, message }));
    const errors = orderErrors(order, (invoice) => byInvoice.has(invoice));
    if (await failedBooking(res, () => Object.keys(errors).length === 0 && book(order))) return;
    if (Object.keys(errors).length > 0) return sendJson(res, 400, { status: 400, errors });
    const consignment = book(order);
    sendJson(res, 200, { status: 200, message: 'Consignment has been created successfully.', consignment: booked(consignment) });
  }

  /** `data`: the orders, a JSON-encoded array as Steadfast's document sends it (an array is taken too). */
  async function createBulk(req, res) {
    const body = jsonObject(await readBody(req), (message) => new HttpError(400, { status: 400, message }));
    let orders = body.data;
    if (typeof orders === 'string') {
      try {
        orders = JSON.parse(orders);
      } catch {
        orders = undefined;
      }
    }
    if (!Array.isArray(orders)) return sendJson(res, 400, { status: 400, errors: { data: ['The data field is required and must be a JSON array.'] } });
    if (orders.length > BULK_MAX) return sendJson(res, 400, { status: 400, errors: { data: [`The data must not have more than ${BULK_MAX} items.`] } });
    const bookAll = () =>
      orders.map((order) => {
        if (typeof order !== 'object' || order === null || Array.isArray(order)) return { status: 'error', consignment_id: null, tracking_code: null };
        const valid = Object.keys(orderErrors(order, (invoice) => byInvoice.has(invoice))).length === 0;
        const consignment = valid ? book(order) : null;
        return {
          invoice: order.invoice ?? null,
          recipient_name: order.recipient_name ?? null,
          recipient_address: order.recipient_address ?? null,
          recipient_phone: order.recipient_phone ?? null,
          cod_amount: isNumeric(order.cod_amount) ? Number(order.cod_amount).toFixed(2) : null,
          note: order.note ?? null,
          consignment_id: consignment?.consignment_id ?? null,
          tracking_code: consignment?.tracking_code ?? null,
          status: consignment ? 'success' : 'error',
        };
      });
    if (await failedBooking(res, bookAll)) return;
    sendJson(res, 200, bookAll());
  }

  function statusAnswer(res, consignment) {
    if (!consignment) return sendJson(res, 404, { status: 404, message: 'Consignment not found.' });
    sendJson(res, 200, { status: 200, delivery_status: consignment.status });
  }

  // The tracking page.

  function trackingPage(consignment) {
    if (!consignment) {
      return {
        status: 404,
        html: htmlPage('No such parcel', '<h1>No such parcel</h1><p>No consignment has this tracking code (the sandbox keeps its consignments only while it runs).</p>'),
      };
    }
    const history = [...consignment.history]
      .reverse()
      .map((entry) => `<li><strong>${escapeHtml(STATUS_LABELS[entry.status])}</strong> <time datetime="${escapeHtml(entry.at)}">${escapeHtml(entry.at.slice(0, 16).replace('T', ' '))} UTC</time></li>`)
      .join('\n');
    return {
      status: 200,
      html: htmlPage(
        `Parcel ${consignment.tracking_code}`,
        `<h1>Parcel ${escapeHtml(consignment.tracking_code)}</h1>
<p class="status" data-status="${escapeHtml(consignment.status)}">${escapeHtml(STATUS_LABELS[consignment.status])}</p>
<dl>
<dt>Invoice</dt><dd>${escapeHtml(consignment.invoice)}</dd>
<dt>To</dt><dd>${escapeHtml(consignment.recipient_name)}</dd>
<dt>Cash on delivery</dt><dd>BDT ${escapeHtml(consignment.cod_amount)}</dd>
</dl>
<h2>History</h2>
<ol reversed>
${history}
</ol>`,
      ),
    };
  }

  // The control calls.

  async function controlStatus(req, id) {
    const consignment = consignments.get(Number(id));
    if (!/^\d+$/.test(id) || !consignment) throw controlError(404, 'not-found', `No consignment ${id}`);
    const body = controlBody(await readBody(req), ['status']);
    if (!STATUSES.includes(body.status)) throw invalid(`status must be one of ${STATUSES.join(', ')}`);
    setStatus(consignment, body.status);
    return { consignment: describe(consignment), balance };
  }

  async function controlNextBooking(req) {
    const body = controlBody(await readBody(req), ['fail', 'message', 'booked']);
    if (body.fail === null) {
      nextBooking = null;
      return { nextBooking };
    }
    if (body.fail === 'refuse') {
      if (body.booked !== undefined) throw invalid('booked goes with fail: "timeout" only');
      if (body.message !== undefined && (typeof body.message !== 'string' || body.message.trim() === '' || body.message.length > 500)) {
        throw invalid('message must be a text of 1 to 500 characters');
      }
      nextBooking = { fail: 'refuse', message: body.message ?? 'The merchant account cannot book consignments right now (a sandbox refusal).' };
    } else if (body.fail === 'timeout') {
      if (body.message !== undefined) throw invalid('message goes with fail: "refuse" only');
      if (body.booked !== undefined && typeof body.booked !== 'boolean') throw invalid('booked must be true or false');
      nextBooking = { fail: 'timeout', booked: body.booked ?? false };
    } else {
      throw invalid('fail must be "refuse", "timeout" or null');
    }
    return { nextBooking };
  }

  // Routing.

  const sendJson = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const sendPage = (res, { status, html }) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
    });
    res.end(html);
  };

  const authorized = (req) => req.headers['api-key'] === apiKey && req.headers['secret-key'] === secretKey;

  async function api(req, res, segments) {
    const { method } = req;
    const [call, argument, extra] = segments;
    if (!authorized(req)) return sendJson(res, 401, { status: 401, message: 'Unauthenticated.' });
    if (call === 'create_order' && segments.length === 1 && method === 'POST') return createOrder(req, res);
    if (call === 'create_order' && argument === 'bulk-order' && segments.length === 2 && method === 'POST') return createBulk(req, res);
    if (segments.length === 2 && method === 'GET' && extra === undefined) {
      if (call === 'status_by_cid') return statusAnswer(res, /^\d+$/.test(argument) ? consignments.get(Number(argument)) : undefined);
      if (call === 'status_by_invoice') return statusAnswer(res, byInvoice.get(argument));
      if (call === 'status_by_trackingcode') return statusAnswer(res, byTrackingCode.get(argument));
    }
    if (call === 'get_balance' && segments.length === 1 && method === 'GET') return sendJson(res, 200, { status: 200, current_balance: balance });
    return sendJson(res, 404, { status: 404, message: `No API route ${method} ${API_BASE_PATH}/${segments.join('/')}` });
  }

  async function route(req, res) {
    const url = new URL(req.url ?? '/', origin);
    const { method } = req;
    const path = url.pathname;
    const segments = path.split('/').slice(1).map(decodeURIComponent);

    if (path.startsWith(`${API_BASE_PATH}/`)) return api(req, res, segments.slice(2));

    if (segments[0] === 't' && segments.length === 2 && method === 'GET') return sendPage(res, trackingPage(byTrackingCode.get(segments[1])));

    if (segments[0] === 'control' && segments[1] === 'consignments') {
      if (segments.length === 2 && method === 'GET') {
        const invoice = url.searchParams.get('invoice');
        const found = [...consignments.values()].filter((consignment) => invoice === null || consignment.invoice === invoice);
        return sendJson(res, 200, { consignments: found.map(describe), balance });
      }
      if (segments.length === 3 && method === 'POST') return sendJson(res, 200, await controlStatus(req, segments[2]));
    }
    if (path === '/control/next-booking' && method === 'POST') return sendJson(res, 200, await controlNextBooking(req));
    if (path === '/health' && method === 'GET') return sendJson(res, 200, { ok: true });
    throw controlError(404, 'not-found', `No sandbox route ${method} ${path}`);
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error) => {
      if (res.headersSent || res.destroyed) return res.destroy();
      if (error instanceof HttpError) return sendJson(res, error.status, error.body);
      // A path segment that is not valid percent-encoding: the caller's mistake too.
      if (error instanceof URIError) return sendJson(res, 400, { error: { code: 'invalid-argument', message: 'The path is not valid percent-encoding' } });
      console.error('Courier sandbox:', error);
      sendJson(res, 500, { error: { code: 'internal', message: 'The sandbox failed; see its log' } });
    });
  });

  origin = await listenAt(server, port, host);

  return {
    origin,
    /** The API's base address, as Steadfast's is https://portal.packzy.com/api/v1. */
    baseUrl: `${origin}${API_BASE_PATH}`,
    close() {
      for (const { timer, resolve } of held) {
        clearTimeout(timer);
        resolve();
      }
      held.clear();
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const sandbox = await startCourierSandbox({
    port: Number(process.env.COURIER_SANDBOX_PORT ?? COURIER_SANDBOX_PORT),
    apiKey: process.env.STEADFAST_API_KEY ?? SANDBOX_API_KEY,
    secretKey: process.env.STEADFAST_SECRET_KEY ?? SANDBOX_SECRET_KEY,
  });
  console.log(`Courier sandbox (Steadfast's merchant API, no parcel moves) on ${sandbox.origin}; its API is ${sandbox.baseUrl}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
}
