#!/usr/bin/env node
// The payment sandbox: a local stand-in for SSLCommerz's hosted checkout, so the store takes payments on the
// emulators and in tests with no network and no money. It answers on the real gateway's paths with its field
// names (session init, the payment page, the IPN to the store, validation, refunds, queries), and adds control
// calls (/control/...) that tests use to pay, fail or cancel a session without a browser. A development and test
// tool only: it is never deployed, and the deployed store talks to SSLCommerz itself.
// `node scripts/payment-sandbox.mjs` runs it alone (PAYMENT_SANDBOX_PORT, SSLCOMMERZ_STORE_ID and
// SSLCOMMERZ_STORE_PASSWORD); scripts/firebase.mjs starts it beside the emulators. State lives in memory.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { createServer } from 'node:http';
import { listenAt } from './sandbox-listen.mjs';

export const PAYMENT_SANDBOX_PORT = 9450;
export const SANDBOX_STORE_ID = 'voltforge-sandbox';
export const SANDBOX_STORE_PASSWORD = 'voltforge-sandbox-password';

/** A notification the store's IPN listener has not answered by then is recorded as undelivered. */
const IPN_TIMEOUT_MS = 120_000;
const BODY_LIMIT_BYTES = 1024 * 1024;
const MAX_COPIES = 5;
const MAX_DELAY_MS = 60_000;

/** What each action makes of a session, and the store's address that outcome sends the customer back to. */
const OUTCOMES = {
  pay: { status: 'VALID', urlField: 'success_url' },
  fail: { status: 'FAILED', urlField: 'fail_url' },
  cancel: { status: 'CANCELLED', urlField: 'cancel_url' },
};
const urlFieldOf = (status) => Object.values(OUTCOMES).find((outcome) => outcome.status === status).urlField;

/** The card every sandbox payment is made with: a test card of a Bangladeshi bank, as SSLCommerz reports one. */
const CARD = {
  card_type: 'VISA-Dutch Bangla',
  card_no: '432149XXXXXX0667',
  card_issuer: 'DUTCH-BANGLA BANK LIMITED',
  card_brand: 'VISA',
  card_issuer_country: 'Bangladesh',
  card_issuer_country_code: 'BD',
};
const RISK = { risk_level: '0', risk_title: 'Safe' };

// Money: integer poisha (1/100 taka) inside, written with 2 decimals outside, as the gateway writes amounts.
const MONEY = /^(\d{1,10})(?:\.(\d{1,2}))?$/;
/** Poisha of a positive amount written with at most 2 decimals (a string, or a JSON number), else null. */
function toPoisha(value) {
  const text = typeof value === 'number' ? String(value) : value;
  const match = typeof text === 'string' ? MONEY.exec(text) : null;
  if (!match) return null;
  const poisha = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return poisha > 0 ? poisha : null;
}
const formatMoney = (poisha) => `${Math.floor(poisha / 100)}.${String(poisha % 100).padStart(2, '0')}`;
/** What the store receives of a payment: the amount less the gateway's 2.5 % fee, the fee rounded half up to a poisha. */
const storeShare = (poisha) => poisha - Math.floor((poisha * 25 + 500) / 1000);

/** The gateway writes times in Dhaka's time (UTC+6, no daylight saving) as "YYYY-MM-DD HH:mm:ss". */
const dhakaTime = (date = new Date()) => new Date(date.getTime() + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

const md5 = (text) => createHash('md5').update(text).digest('hex');
/**
 * SSLCommerz's signature of a notification: md5 over the signed fields plus store_passwd=md5(store password),
 * sorted by name and joined as name=value&name=value. The store recomputes it from the fields verify_key names.
 */
export function verifySign(fields, storePassword) {
  const signed = { ...fields, store_passwd: md5(storePassword) };
  return md5(
    Object.keys(signed)
      .sort()
      .map((name) => `${name}=${signed[name]}`)
      .join('&'),
  );
}

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const randomText = (length) => Array.from({ length }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join('');
/** A new id that `taken` does not hold yet. */
function freshId(make, taken) {
  let id;
  do id = make();
  while (taken.has(id));
  return id;
}

const isHttpUrl = (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const isPresent = (value) => value.trim() !== '';
/** The init fields the gateway refuses a session without, in the order it reports them (it reads the others, unchecked). */
const REQUIRED_INIT_FIELDS = [
  ['total_amount', (value) => toPoisha(value) !== null],
  ['currency', (value) => /^[A-Za-z]{3}$/.test(value)],
  ['tran_id', (value) => value.length >= 1 && value.length <= 30],
  ['success_url', isHttpUrl],
  ['fail_url', isHttpUrl],
  ['cancel_url', isHttpUrl],
  ['ipn_url', isHttpUrl],
  ['cus_name', isPresent],
  ['cus_email', isPresent],
  ['cus_phone', isPresent],
  ['product_name', isPresent],
];

/** An answer to a caller's mistake on the control calls: a 4xx with `{ error: { code, message } }`. */
class ControlError extends Error {
  constructor(status, code, message) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
const invalid = (message) => new ControlError(400, 'invalid-argument', message);

const isIntegerIn = (value, min, max) => Number.isInteger(value) && value >= min && value <= max;
/** The control body's field `name`: `fallback` when absent, else an integer from min to max. */
function integerField(body, name, min, max, fallback) {
  if (body[name] === undefined) return fallback;
  if (!isIntegerIn(body[name], min, max)) throw invalid(`${name} must be an integer from ${min} to ${max}`);
  return body[name];
}
/** A control call's JSON body: an object with only the `allowed` fields. An empty body is `{}`. */
function controlBody(raw, allowed) {
  let body = {};
  if (raw.length > 0) {
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw invalid('The body is not JSON');
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalid('The body must be a JSON object');
  const unknown = Object.keys(body).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) throw invalid(`Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`);
  return body;
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > BODY_LIMIT_BYTES) throw new ControlError(413, 'invalid-argument', 'The body is over 1 MiB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** The fields of a multipart/form-data or x-www-form-urlencoded body, by the platform's own parser; none if unreadable. */
async function readForm(req, url) {
  const body = await readBody(req);
  try {
    const form = await new Request(url, { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body }).formData();
    // Files (a multipart part with a filename) are not fields of this protocol.
    return (name) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
  } catch {
    return () => '';
  }
}

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

const PAGE_STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#f4f5f7}
.banner{margin:0;padding:12px 16px;background:#ffd54f;color:#1b1b1b;font-weight:700;text-align:center;border-bottom:2px solid #b28704}
main{width:min(28rem,calc(100% - 24px));margin:24px auto;padding:20px 16px;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.15)}
h1{font-size:1.25rem;margin:0 0 12px}
.amount{font-size:2rem;font-weight:700;margin:0 0 16px;overflow-wrap:anywhere}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 20px}
dt{color:#555}
dd{margin:0;overflow-wrap:anywhere}
form{display:flex;flex-wrap:wrap;gap:8px}
button{flex:1 1 6rem;min-height:48px;font:inherit;font-weight:700;border:0;border-radius:6px;cursor:pointer}
button[value=pay]{background:#1b5e20;color:#fff}
button[value=fail]{background:#b71c1c;color:#fff}
button[value=cancel]{background:#e0e0e0;color:#1b1b1b}
button:focus-visible,a:focus-visible{outline:3px solid #0d47a1;outline-offset:2px}
a{color:#0d47a1}
`;

function htmlPage(title, content) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}: payment sandbox</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<p class="banner" role="note">Payment sandbox (development only: no money moves)</p>
<main>
${content}
</main>
</body>
</html>
`;
}

/**
 * Starts the sandbox on `port` (0 for any free port).
 * @param {{ port: number, host?: string, storeId?: string, storePassword?: string }} options
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>}
 */
export async function startPaymentSandbox({ port, host = '127.0.0.1', storeId = SANDBOX_STORE_ID, storePassword = SANDBOX_STORE_PASSWORD }) {
  /** Sessions by their key, and the indexes the gateway's APIs look payments and refunds up by. */
  const sessions = new Map();
  const sessionsByValId = new Map();
  const sessionsByBankTranId = new Map();
  const refundsByRefeId = new Map();
  const refundsByRefId = new Map();
  /** Notifications waiting for their delay, and a signal that stops those under way when the sandbox closes. */
  const delayed = new Set();
  const closing = new AbortController();
  let origin = '';

  /** Until when each of the gateway's APIs is down (a test's outage): it answers 503, as a gateway that is down does. */
  const downUntil = { refunds: 0, validations: 0 };

  const hasCredentials = (params) => params.get('store_id') === storeId && params.get('store_passwd') === storePassword;

  function createSession(field) {
    const key = freshId(() => randomBytes(16).toString('hex').toUpperCase(), sessions);
    const session = {
      key,
      tranId: field('tran_id'),
      amount: toPoisha(field('total_amount')),
      currency: field('currency').toUpperCase(),
      productName: field('product_name'),
      urls: Object.fromEntries(['success_url', 'fail_url', 'cancel_url', 'ipn_url'].map((name) => [name, field(name)])),
      createdAt: new Date().toISOString(),
      /** Set once by pay, fail or cancel: { status, amount, tranDate, valId, bankTranId, address, notification, ... }. */
      outcome: null,
      refunds: [],
      notifications: [],
    };
    sessions.set(key, session);
    return session;
  }

  /** The gateway's account of a finished session, as its notification, validation and queries write it. */
  function transactionFields(session) {
    const { outcome } = session;
    const amount = formatMoney(outcome.amount);
    return {
      tran_date: outcome.tranDate,
      tran_id: session.tranId,
      ...(outcome.valId && { val_id: outcome.valId, bank_tran_id: outcome.bankTranId }),
      amount,
      store_amount: formatMoney(storeShare(outcome.amount)),
      currency: session.currency,
      ...CARD,
      currency_type: session.currency,
      currency_amount: amount,
      currency_rate: '1.0000',
      ...RISK,
    };
  }

  /** The IPN's fields, signed as SSLCommerz signs them. Written once, so every copy and replay is the same. */
  function notificationFields(session) {
    const fields = { status: session.outcome.status, ...transactionFields(session), value_a: '', value_b: '', value_c: '', value_d: '' };
    const verifyKey = Object.keys(fields).join(',');
    return { ...fields, verify_key: verifyKey, verify_sign: verifySign(fields, storePassword) };
  }

  /** The store's address for the outcome, with what the gateway tells it added to any query it already has. */
  function outcomeAddress(session) {
    const { outcome } = session;
    const address = new URL(session.urls[urlFieldOf(outcome.status)]);
    const params = { tran_id: session.tranId, status: outcome.status, amount: formatMoney(outcome.amount), currency: session.currency };
    if (outcome.valId) Object.assign(params, { val_id: outcome.valId, bank_tran_id: outcome.bankTranId });
    for (const [name, value] of Object.entries(params)) address.searchParams.set(name, value);
    return address.href;
  }

  /** Gives a session its one outcome. Synchronous, so a second action racing this one finds the session finished. */
  function finish(session, action, amount = session.amount) {
    const paid = action === 'pay';
    session.outcome = {
      status: OUTCOMES[action].status,
      amount,
      tranDate: dhakaTime(),
      valId: paid ? freshId(() => `SBX${randomText(20)}`, sessionsByValId) : null,
      bankTranId: paid ? freshId(() => `SBXB${randomText(20)}`, sessionsByBankTranId) : null,
      validations: 0,
      validatedOn: null,
    };
    if (paid) {
      sessionsByValId.set(session.outcome.valId, session);
      sessionsByBankTranId.set(session.outcome.bankTranId, session);
    }
    session.outcome.address = outcomeAddress(session);
    session.outcome.notification = notificationFields(session);
  }

  /** Posts one copy of the session's notification to the store's ipn_url and records how it was answered. */
  async function deliver(session) {
    let status = null;
    let error;
    try {
      const response = await fetch(session.urls.ipn_url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(session.outcome.notification).toString(),
        redirect: 'manual',
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(IPN_TIMEOUT_MS)]),
      });
      status = response.status;
      await response.arrayBuffer();
    } catch (failure) {
      error = failure instanceof Error ? failure.message : String(failure);
    }
    session.notifications.push({ at: new Date().toISOString(), status, ...(error !== undefined && { error }) });
  }

  /** Sends `copies` notifications at once, as the gateway's retries can race each other at the store. */
  const notify = (session, copies) => Promise.all(Array.from({ length: copies }, () => deliver(session)));

  function notifyLater(session, copies, delayMs) {
    const timer = setTimeout(() => {
      delayed.delete(timer);
      void notify(session, copies);
    }, delayMs);
    delayed.add(timer);
  }

  function describe(session) {
    const { outcome } = session;
    const paid = outcome?.status === 'VALID';
    return {
      key: session.key,
      tran_id: session.tranId,
      amount: formatMoney(session.amount),
      currency: session.currency,
      product_name: session.productName,
      urls: session.urls,
      createdAt: session.createdAt,
      status: outcome?.status ?? 'PENDING',
      valId: outcome?.valId ?? null,
      bankTranId: outcome?.bankTranId ?? null,
      paidAmount: paid ? formatMoney(outcome.amount) : null,
      validations: outcome?.validations ?? 0,
      refunds: session.refunds.map((refund) => ({ refe_id: refund.refeId, refund_ref_id: refund.refundRefId, amount: formatMoney(refund.amount) })),
      notifications: session.notifications,
    };
  }

  // The gateway's APIs.

  async function initSession(req, url) {
    const field = await readForm(req, url);
    if (field('store_id') !== storeId || field('store_passwd') !== storePassword) {
      return { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' };
    }
    const wrong = REQUIRED_INIT_FIELDS.find(([name, valid]) => !valid(field(name)));
    if (wrong) return { status: 'FAILED', failedreason: `Invalid Information! ${wrong[0]} is missing or invalid` };
    const session = createSession(field);
    const gatewayPage = `${origin}/pay/${session.key}`;
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey: session.key,
      GatewayPageURL: gatewayPage,
      redirectGatewayURL: gatewayPage,
      storeBanner: '',
      storeLogo: '',
      desc: [],
    };
  }

  function validate(params) {
    if (!hasCredentials(params)) return { status: 'INVALID_TRANSACTION', APIConnect: 'INVALID_REQUEST' };
    const session = sessionsByValId.get(params.get('val_id') ?? '');
    if (!session) return { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' };
    const { outcome } = session;
    outcome.validatedOn ??= dhakaTime();
    const status = outcome.validations++ === 0 ? 'VALID' : 'VALIDATED';
    return { status, ...transactionFields(session), APIConnect: 'DONE', validated_on: outcome.validatedOn, gw_version: '' };
  }

  function refund(params) {
    const bankTranId = params.get('bank_tran_id') ?? '';
    const session = sessionsByBankTranId.get(bankTranId);
    const answer = (fields) => ({ APIConnect: 'DONE', bank_tran_id: bankTranId, trans_id: session?.tranId ?? '', ...fields });
    const refused = (errorReason) => answer({ refund_ref_id: '', status: 'failed', errorReason });
    if (!session) return refused('Invalid bank_tran_id: no payment has it');
    const refeId = params.get('refe_id') ?? '';
    if (!isPresent(refeId)) return refused('refe_id is missing');
    // The same refe_id again is the same refund (a retry): it answers as the first time and refunds nothing more.
    const earlier = refundsByRefeId.get(refeId);
    if (earlier) {
      return earlier.session === session ? answer({ refund_ref_id: earlier.refundRefId, status: 'success', errorReason: '' }) : refused('refe_id was used for another payment');
    }
    const amount = toPoisha(params.get('refund_amount'));
    if (amount === null) return refused('refund_amount must be a positive amount with at most 2 decimals');
    const left = session.outcome.amount - session.refunds.reduce((sum, done) => sum + done.amount, 0);
    if (amount > left) return refused(`refund_amount is more than the ${formatMoney(left)} left to refund`);
    const at = dhakaTime();
    const record = {
      session,
      refeId,
      refundRefId: freshId(() => `SBXR${randomText(16)}`, refundsByRefId),
      amount,
      remarks: params.get('refund_remarks') ?? '',
      initiatedOn: at,
      refundedOn: at,
    };
    session.refunds.push(record);
    refundsByRefeId.set(refeId, record);
    refundsByRefId.set(record.refundRefId, record);
    return answer({ refund_ref_id: record.refundRefId, status: 'success', errorReason: '' });
  }

  function refundQuery(params) {
    const refundRefId = params.get('refund_ref_id') ?? '';
    const record = refundsByRefId.get(refundRefId);
    if (!record) {
      return { APIConnect: 'DONE', bank_tran_id: '', tran_id: '', refund_ref_id: refundRefId, initiated_on: '', refunded_on: '', status: 'failed', errorReason: 'Invalid refund_ref_id' };
    }
    return {
      APIConnect: 'DONE',
      bank_tran_id: record.session.outcome.bankTranId,
      tran_id: record.session.tranId,
      refund_ref_id: record.refundRefId,
      initiated_on: record.initiatedOn,
      refunded_on: record.refundedOn,
      status: 'refunded',
      errorReason: '',
    };
  }

  /** Every attempt to pay a tran_id, as the gateway's transaction query lists them, each with its status. */
  function transactionQuery(params) {
    const tranId = params.get('tran_id') ?? '';
    const attempts = [...sessions.values()].filter((session) => session.tranId === tranId);
    const element = attempts.map((session) => {
      const { outcome } = session;
      if (!outcome) return { tran_id: session.tranId, status: 'PENDING', amount: formatMoney(session.amount), currency: session.currency, error: '' };
      const paid = outcome.status === 'VALID';
      return {
        ...(paid && { val_id: outcome.valId }),
        status: paid && outcome.validations > 0 ? 'VALIDATED' : outcome.status,
        validated_on: outcome.validatedOn ?? '',
        ...transactionFields(session),
        ...(session.refunds.length > 0 && { refund_ref_id: session.refunds.at(-1).refundRefId }),
        error: '',
      };
    });
    return { APIConnect: 'DONE', no_of_trans_found: element.length, element };
  }

  /** merchantTransIDvalidationAPI.php does three things, told apart by their parameters. */
  function merchantTransaction(params) {
    if (!hasCredentials(params)) return { APIConnect: 'INVALID_REQUEST', status: 'failed', errorReason: 'Store Credential Error Or Store is De-active' };
    if (params.has('bank_tran_id') || params.has('refund_amount')) return refund(params);
    if (params.has('refund_ref_id')) return refundQuery(params);
    if (params.has('tran_id')) return transactionQuery(params);
    return { APIConnect: 'DONE', status: 'failed', errorReason: 'Give bank_tran_id and refund_amount, refund_ref_id or tran_id' };
  }

  // The payment page.

  function paymentPage(session) {
    const { outcome } = session;
    if (outcome) {
      return {
        status: 410,
        html: htmlPage(
          'Payment finished',
          `<h1>This payment is already finished</h1>
<p>Its outcome: <strong>${escapeHtml(outcome.status)}</strong>. Nothing more can be done here.</p>
<p><a href="${escapeHtml(outcome.address)}">Back to the store</a></p>`,
        ),
      };
    }
    return {
      status: 200,
      html: htmlPage(
        `Pay ${formatMoney(session.amount)} ${session.currency}`,
        `<h1>Pay for your order</h1>
<p class="amount">${escapeHtml(`${formatMoney(session.amount)} ${session.currency}`)}</p>
<dl>
<dt>For</dt><dd>${escapeHtml(session.productName)}</dd>
<dt>Transaction</dt><dd>${escapeHtml(session.tranId)}</dd>
</dl>
<form method="post">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="fail">Fail</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`,
      ),
    };
  }

  const notFoundPage = () => ({
    status: 404,
    html: htmlPage('No such payment', '<h1>No such payment</h1><p>This payment page does not exist (the sandbox keeps its sessions only while it runs).</p>'),
  });

  async function submitPaymentPage(req, url, session) {
    const field = await readForm(req, url);
    const action = field('action');
    if (!session.outcome) {
      if (!Object.hasOwn(OUTCOMES, action)) {
        return { status: 400, html: htmlPage('Unknown action', '<h1>Unknown action</h1><p>Choose Pay, Fail or Cancel.</p>') };
      }
      finish(session, action);
      await notify(session, 1);
    }
    return { redirect: session.outcome.address };
  }

  // The control calls.

  function sessionFor(key) {
    const session = sessions.get(key);
    if (!session) throw new ControlError(404, 'not-found', `No session ${key}`);
    return session;
  }

  async function controlAction(req, session) {
    const body = controlBody(await readBody(req), ['action', 'notify', 'amount', 'delayMs']);
    if (!Object.hasOwn(OUTCOMES, body.action)) throw invalid('action must be "pay", "fail" or "cancel"');
    const copies = integerField(body, 'notify', 1, MAX_COPIES, 1);
    const delayMs = integerField(body, 'delayMs', 0, MAX_DELAY_MS, 0);
    let amount;
    if (body.amount !== undefined) {
      amount = typeof body.amount === 'number' ? toPoisha(body.amount) : null;
      if (amount === null) throw invalid('amount must be a number above 0 with at most 2 decimals');
    }
    if (session.outcome) throw new ControlError(409, 'conflict', `The session is already finished (${session.outcome.status})`);
    finish(session, body.action, amount);
    if (delayMs > 0) notifyLater(session, copies, delayMs);
    else await notify(session, copies);
    return { session: describe(session) };
  }

  async function controlReplay(req, session) {
    const body = controlBody(await readBody(req), ['times']);
    const copies = integerField(body, 'times', 1, MAX_COPIES, 1);
    if (!session.outcome) throw new ControlError(409, 'conflict', 'The session has no outcome yet: nothing to notify');
    await notify(session, copies);
    return { session: describe(session) };
  }

  /**
   * Takes the refund API down for `refundsForMs`, and the validation and transaction queries for `validationsForMs`
   * (0 brings one back at once): how a test stages a gateway outage.
   */
  async function controlOutage(req) {
    const body = controlBody(await readBody(req), ['refundsForMs', 'validationsForMs']);
    for (const api of ['refunds', 'validations']) {
      const name = `${api}ForMs`;
      if (body[name] !== undefined) downUntil[api] = Date.now() + integerField(body, name, 0, 10 * MAX_DELAY_MS, 0);
    }
    return { refundsDownUntil: new Date(downUntil.refunds).toISOString(), validationsDownUntil: new Date(downUntil.validations).toISOString() };
  }

  // Routing.

  const sendJson = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(body));
  };
  const sendPage = (res, { status, html, redirect }) => {
    if (redirect) {
      res.writeHead(303, { location: redirect, 'cache-control': 'no-store' });
      res.end();
      return;
    }
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
    });
    res.end(html);
  };

  async function route(req, res) {
    const url = new URL(req.url ?? '/', origin);
    const { method } = req;
    const path = url.pathname;
    const segments = path.split('/').slice(1).map(decodeURIComponent);
    const post = method === 'POST';
    const getOrPost = method === 'GET' || post;

    if (path === '/gwprocess/v4/api.php' && post) return sendJson(res, 200, await initSession(req, url));
    const down = (api) => Date.now() < downUntil[api] && sendJson(res, 503, { error: `The ${api} service is down (a sandbox outage)` });
    if (path === '/validator/api/validationserverAPI.php' && getOrPost) return down('validations') || sendJson(res, 200, validate(url.searchParams));
    if (path === '/validator/api/merchantTransIDvalidationAPI.php' && getOrPost) {
      const refunding = url.searchParams.has('bank_tran_id') || url.searchParams.has('refund_amount');
      return (refunding ? down('refunds') : down('validations')) || sendJson(res, 200, merchantTransaction(url.searchParams));
    }

    if (segments[0] === 'pay' && segments.length === 2 && getOrPost) {
      const session = sessions.get(segments[1]);
      if (!session) return sendPage(res, notFoundPage());
      return sendPage(res, post ? await submitPaymentPage(req, url, session) : paymentPage(session));
    }

    if (segments[0] === 'control' && segments[1] === 'sessions') {
      if (segments.length === 2 && method === 'GET') {
        const tranId = url.searchParams.get('tran_id');
        const found = [...sessions.values()].filter((session) => tranId === null || session.tranId === tranId);
        return sendJson(res, 200, { sessions: found.map(describe) });
      }
      if (segments.length === 3 && method === 'GET') return sendJson(res, 200, describe(sessionFor(segments[2])));
      if (segments.length === 3 && post) return sendJson(res, 200, await controlAction(req, sessionFor(segments[2])));
      if (segments.length === 4 && segments[3] === 'notify' && post) return sendJson(res, 200, await controlReplay(req, sessionFor(segments[2])));
    }

    if (path === '/control/outage' && post) return sendJson(res, 200, await controlOutage(req));
    if (path === '/health' && method === 'GET') return sendJson(res, 200, { ok: true });
    throw new ControlError(404, 'not-found', `No sandbox route ${method} ${path}`);
  }

  const server = createServer((req, res) => {
    route(req, res).catch((error) => {
      if (res.headersSent) return res.destroy();
      if (error instanceof ControlError) return sendJson(res, error.status, { error: { code: error.code, message: error.message } });
      // A path segment that is not valid percent-encoding: the caller's mistake too.
      if (error instanceof URIError) return sendJson(res, 400, { error: { code: 'invalid-argument', message: 'The path is not valid percent-encoding' } });
      console.error('Payment sandbox:', error);
      sendJson(res, 500, { error: { code: 'internal', message: 'The sandbox failed; see its log' } });
    });
  });

  origin = await listenAt(server, port, host);

  return {
    origin,
    close() {
      for (const timer of delayed) clearTimeout(timer);
      delayed.clear();
      closing.abort();
      return new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const sandbox = await startPaymentSandbox({
    port: Number(process.env.PAYMENT_SANDBOX_PORT ?? PAYMENT_SANDBOX_PORT),
    storeId: process.env.SSLCOMMERZ_STORE_ID ?? SANDBOX_STORE_ID,
    storePassword: process.env.SSLCOMMERZ_STORE_PASSWORD ?? SANDBOX_STORE_PASSWORD,
  });
  console.log(`Payment sandbox (SSLCommerz protocol, no money moves) on ${sandbox.origin}`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void sandbox.close().then(() => process.exit(0)));
}
