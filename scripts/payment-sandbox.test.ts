import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentSandbox } from './payment-sandbox.mjs';

// The payment sandbox (scripts/payment-sandbox.mjs) on a free port, with a small HTTP server standing in for the
// store: it receives the notifications (IPN) and is where the payment page sends the customer back to. No emulators.

const STORE_ID = 'test-store';
const STORE_PASSWORD = 'test-store-password';

interface Delivery {
  contentType: string | undefined;
  fields: URLSearchParams;
}

/** The store's side: records every notification; `together` holds answers until that many arrive at once. */
function startStore() {
  const deliveries: Delivery[] = [];
  const waiting = new Set<() => void>();
  let held: (() => void)[] = [];
  const store = {
    origin: '',
    together: 1,
    deliveries,
    of: (tranId: string) => deliveries.filter((delivery) => delivery.fields.get('tran_id') === tranId),
    /** Resolves once `count` notifications of tran_id have arrived. */
    until(tranId: string, count: number) {
      return new Promise<Delivery[]>((resolve) => {
        const check = () => {
          if (store.of(tranId).length < count) return;
          waiting.delete(check);
          resolve(store.of(tranId));
        };
        waiting.add(check);
        check();
      });
    },
    server: createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        deliveries.push({ contentType: req.headers['content-type'], fields: new URLSearchParams(body) });
        for (const check of [...waiting]) check();
        held.push(() => res.end('OK'));
        if (held.length >= store.together) {
          for (const answer of held) answer();
          held = [];
        }
      });
    }),
  };
  return store;
}

let sandbox: { origin: string; close: () => Promise<void> };
const store = startStore();

beforeAll(async () => {
  sandbox = await startPaymentSandbox({ port: 0, storeId: STORE_ID, storePassword: STORE_PASSWORD });
  await new Promise<void>((resolve) => store.server.listen(0, '127.0.0.1', resolve));
  store.origin = `http://127.0.0.1:${(store.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await sandbox.close();
  store.server.closeAllConnections();
  await new Promise((resolve) => store.server.close(resolve));
});

let orders = 0;
const newTranId = () => `VF-${Date.now()}-${++orders}`;

function initFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    store_id: STORE_ID,
    store_passwd: STORE_PASSWORD,
    total_amount: '1250.00',
    currency: 'BDT',
    tran_id: newTranId(),
    success_url: `${store.origin}/payments/success?order=42`,
    fail_url: `${store.origin}/payments/fail`,
    cancel_url: `${store.origin}/payments/cancel`,
    ipn_url: `${store.origin}/payments/ipn`,
    cus_name: 'Rahim Uddin',
    cus_email: 'rahim@example.com',
    cus_add1: 'Mirpur 10, Dhaka',
    cus_phone: '01711000000',
    shipping_method: 'Courier',
    num_of_item: '1',
    product_name: 'Cordless drill 18V',
    product_category: 'Power tools',
    product_profile: 'physical-goods',
    ...overrides,
  };
}

/** POSTs the init as the official client does (multipart/form-data), or form-urlencoded. */
async function init(fields: Record<string, string>, encoding: 'multipart' | 'urlencoded' = 'multipart') {
  let body: FormData | URLSearchParams;
  if (encoding === 'urlencoded') body = new URLSearchParams(fields);
  else {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
  }
  const res = await fetch(`${sandbox.origin}/gwprocess/v4/api.php`, { method: 'POST', body });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

async function newSession(overrides: Record<string, string> = {}) {
  const fields = initFields(overrides);
  const { body } = await init(fields);
  expect(body.status).toBe('SUCCESS');
  return { key: body.sessionkey as string, fields, tranId: fields.tran_id! };
}

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`${sandbox.origin}${path}`, {
    method,
    ...(body !== undefined && { headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}
const control = (key: string, body: unknown) => call('POST', `/control/sessions/${key}`, body);

/** Submits the payment page's form as a browser would (the button's name=value), without following the redirect. */
async function submitPage(key: string, action: string) {
  const res = await fetch(`${sandbox.origin}/pay/${key}`, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

const credentials = `store_id=${STORE_ID}&store_passwd=${STORE_PASSWORD}&v=1&format=json`;
const validate = (valId: string, query = credentials, method: 'GET' | 'POST' = 'GET') =>
  call(method, `/validator/api/validationserverAPI.php?val_id=${encodeURIComponent(valId)}&${query}`);
const merchantApi = (params: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
  call(method, `/validator/api/merchantTransIDvalidationAPI.php?${new URLSearchParams(params)}&${credentials}`);

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
/** The store's check of a notification, written as SSLCommerz's own integration guide does it. */
function signatureMatches(fields: URLSearchParams) {
  const signed: Record<string, string> = { store_passwd: md5(STORE_PASSWORD) };
  for (const name of fields.get('verify_key')!.split(',')) signed[name] = fields.get(name) ?? '';
  const text = Object.keys(signed)
    .sort()
    .map((name) => `${name}=${signed[name]}`)
    .join('&');
  return md5(text) === fields.get('verify_sign');
}

async function paidSession(amount?: number) {
  const session = await newSession();
  const { body } = await control(session.key, { action: 'pay', ...(amount !== undefined && { amount }) });
  return { ...session, valId: body.session.valId as string, bankTranId: body.session.bankTranId as string };
}

describe('session init (POST /gwprocess/v4/api.php)', () => {
  it('opens a new session on every call, with the payment page at GatewayPageURL', async () => {
    const fields = initFields();
    const first = await init(fields);
    const again = await init(fields, 'urlencoded');
    for (const { status, body } of [first, again]) {
      expect(status).toBe(200);
      expect(body).toMatchObject({ status: 'SUCCESS', failedreason: '', storeBanner: '', storeLogo: '', desc: [] });
      expect(body.sessionkey).toMatch(/^[0-9A-F]{32}$/);
      expect(body.GatewayPageURL).toBe(`${sandbox.origin}/pay/${body.sessionkey}`);
      expect(body.redirectGatewayURL).toBe(body.GatewayPageURL);
    }
    expect(again.body.sessionkey).not.toBe(first.body.sessionkey);
    const { body } = await call('GET', `/control/sessions?tran_id=${fields.tran_id}`);
    expect(body.sessions).toHaveLength(2);
    expect(body.sessions[0]).toMatchObject({ tran_id: fields.tran_id, amount: '1250.00', currency: 'BDT', status: 'PENDING', notifications: [] });
  });

  it('refuses wrong credentials with HTTP 200, as the gateway does', async () => {
    for (const wrong of [{ store_passwd: 'nope' }, { store_id: 'someone-else' }] as Record<string, string>[]) {
      const { status, body } = await init(initFields(wrong));
      expect(status).toBe(200);
      expect(body).toEqual({ status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
    }
  });

  it.each([
    ['total_amount', ''],
    ['total_amount', '0'],
    ['total_amount', '-5'],
    ['total_amount', '12.345'],
    ['total_amount', 'ten'],
    ['currency', 'TK'],
    ['tran_id', ''],
    ['tran_id', 'x'.repeat(31)],
    ['success_url', 'ftp://example.com/ok'],
    ['fail_url', 'not a url'],
    ['cancel_url', ''],
    ['ipn_url', 'javascript:alert(1)'],
    ['cus_name', ' '],
    ['cus_email', ''],
    ['cus_phone', ''],
    ['product_name', ''],
  ])('refuses %s = %j', async (field, value) => {
    const { status, body } = await init(initFields({ [field]: value }));
    expect(status).toBe(200);
    expect(body).toEqual({ status: 'FAILED', failedreason: `Invalid Information! ${field} is missing or invalid` });
  });
});

describe('the payment page (/pay/:key)', () => {
  it('shows the sandbox banner, the amount, the order and three buttons in one form', async () => {
    const { key, tranId } = await newSession({ total_amount: '980.5' });
    const res = await fetch(`${sandbox.origin}/pay/${key}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('Payment sandbox (development only: no money moves)');
    expect(html).toContain('980.50 BDT');
    expect(html).toContain(tranId);
    expect(html).toContain('Cordless drill 18V');
    expect(html.match(/<form method="post">/g)).toHaveLength(1);
    for (const [value, label] of [['pay', 'Pay'], ['fail', 'Fail'], ['cancel', 'Cancel']]) {
      expect(html).toContain(`<button type="submit" name="action" value="${value}">${label}</button>`);
    }
    // Nothing loaded from elsewhere: no scripts, stylesheets, images or fonts.
    expect(html).not.toMatch(/<script|<link|<img|src=|url\(/);
  });

  it('escapes what the store sent', async () => {
    const { key } = await newSession({ product_name: '<img src=x onerror=alert(1)>' });
    const html = await (await fetch(`${sandbox.origin}/pay/${key}`)).text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('answers 404 for an unknown session', async () => {
    expect((await fetch(`${sandbox.origin}/pay/0123456789ABCDEF0123456789ABCDEF`)).status).toBe(404);
  });

  it('Pay notifies the store, then sends the customer to success_url with the outcome added to its query', async () => {
    const { key, tranId } = await newSession();
    const { status, location } = await submitPage(key, 'pay');
    expect(status).toBe(303);
    // The notification was answered before the customer was sent back.
    expect(store.of(tranId)).toHaveLength(1);
    const back = new URL(location!);
    expect(`${back.origin}${back.pathname}`).toBe(`${store.origin}/payments/success`);
    const { body: session } = await call('GET', `/control/sessions/${key}`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      order: '42',
      tran_id: tranId,
      status: 'VALID',
      amount: '1250.00',
      currency: 'BDT',
      val_id: session.valId,
      bank_tran_id: session.bankTranId,
    });
    expect(session).toMatchObject({ status: 'VALID', paidAmount: '1250.00', notifications: [{ status: 200 }] });
    expect(session.valId).toMatch(/^SBX[0-9A-Z]{20}$/);

    // Finished: the page says so and links back; a second submission redirects again and changes nothing.
    const page = await fetch(`${sandbox.origin}/pay/${key}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain(`href="${location!.replaceAll('&', '&amp;')}"`);
    expect(await submitPage(key, 'cancel')).toEqual({ status: 303, location });
    expect(store.of(tranId)).toHaveLength(1);
  });

  it.each([
    ['fail', 'FAILED', '/payments/fail'],
    ['cancel', 'CANCELLED', '/payments/cancel'],
  ])('%s sends the customer to its URL with status %s', async (action, status, path) => {
    const { key, tranId } = await newSession();
    const answer = await submitPage(key, action);
    expect(answer.status).toBe(303);
    const back = new URL(answer.location!);
    expect(back.pathname).toBe(path);
    expect(Object.fromEntries(back.searchParams)).toEqual({ tran_id: tranId, status, amount: '1250.00', currency: 'BDT' });
    const [ipn] = store.of(tranId);
    expect(ipn!.fields.get('status')).toBe(status);
    expect(ipn!.fields.has('val_id')).toBe(false);
    expect(ipn!.fields.has('bank_tran_id')).toBe(false);
    expect(signatureMatches(ipn!.fields)).toBe(true);
  });

  it('refuses an unknown action with 400 and leaves the session open', async () => {
    const { key } = await newSession();
    expect((await submitPage(key, 'refund')).status).toBe(400);
    expect((await call('GET', `/control/sessions/${key}`)).body.status).toBe('PENDING');
  });
});

describe('the notification (IPN)', () => {
  it('posts the gateway fields form-urlencoded, signed as SSLCommerz signs them', async () => {
    const { key, tranId } = await newSession();
    const { body } = await control(key, { action: 'pay' });
    const [ipn] = store.of(tranId);
    expect(ipn!.contentType).toBe('application/x-www-form-urlencoded');
    const fields = Object.fromEntries(ipn!.fields);
    expect(fields).toEqual({
      status: 'VALID',
      tran_date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      tran_id: tranId,
      val_id: body.session.valId,
      bank_tran_id: body.session.bankTranId,
      amount: '1250.00',
      store_amount: '1218.75',
      currency: 'BDT',
      card_type: 'VISA-Dutch Bangla',
      card_no: '432149XXXXXX0667',
      card_issuer: expect.any(String),
      card_brand: 'VISA',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      currency_type: 'BDT',
      currency_amount: '1250.00',
      currency_rate: '1.0000',
      risk_level: '0',
      risk_title: 'Safe',
      value_a: '',
      value_b: '',
      value_c: '',
      value_d: '',
      verify_key: expect.any(String),
      verify_sign: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(fields.verify_key!.split(',').sort()).toEqual(Object.keys(fields).filter((name) => !name.startsWith('verify_')).sort());
    expect(signatureMatches(ipn!.fields)).toBe(true);
    // A changed field no longer matches its signature.
    ipn!.fields.set('amount', '1.00');
    expect(signatureMatches(ipn!.fields)).toBe(false);
  });

  it('notify: 3 sends three copies at once (each is held until all three have arrived)', async () => {
    const { key, tranId } = await newSession();
    store.together = 3;
    try {
      const { status, body } = await control(key, { action: 'pay', notify: 3 });
      expect(status).toBe(200);
      expect(body.session.notifications).toEqual(Array.from({ length: 3 }, () => ({ at: expect.any(String), status: 200 })));
    } finally {
      store.together = 1;
    }
    const copies = store.of(tranId).map((delivery) => delivery.fields.toString());
    expect(copies).toHaveLength(3);
    expect(new Set(copies).size).toBe(1);
  }, 15_000);

  it('pays the amount given to the control call, the store share less 2.5 % rounded to a poisha', async () => {
    const { key, tranId } = await newSession();
    const { body } = await control(key, { action: 'pay', amount: 10.3 });
    expect(body.session).toMatchObject({ amount: '1250.00', paidAmount: '10.30' });
    const [ipn] = store.of(tranId);
    // 2.5 % of 10.30 is 0.2575: a fee of 0.26.
    expect(Object.fromEntries(ipn!.fields)).toMatchObject({ amount: '10.30', store_amount: '10.04', currency_amount: '10.30' });
    expect(new URL((await submitPage(key, 'pay')).location!).searchParams.get('amount')).toBe('10.30');
  });

  it('delayMs answers at once and notifies after the delay', async () => {
    const { key, tranId } = await newSession();
    const { status, body } = await control(key, { action: 'pay', delayMs: 200 });
    expect(status).toBe(200);
    expect(body.session).toMatchObject({ status: 'VALID', notifications: [] });
    expect(store.of(tranId)).toHaveLength(0);
    await store.until(tranId, 1);
    await expect.poll(async () => (await call('GET', `/control/sessions/${key}`)).body.notifications).toEqual([{ at: expect.any(String), status: 200 }]);
  });

  it('replays a finished session notification, identical to the first', async () => {
    const { key, tranId } = await newSession();
    const pending = await call('POST', `/control/sessions/${key}/notify`, {});
    expect(pending.status).toBe(409);
    expect(pending.body.error.code).toBe('conflict');
    await control(key, { action: 'fail' });
    const { status, body } = await call('POST', `/control/sessions/${key}/notify`, { times: 2 });
    expect(status).toBe(200);
    expect(body.session.notifications).toHaveLength(3);
    const copies = store.of(tranId).map((delivery) => delivery.fields.toString());
    expect(copies).toHaveLength(3);
    expect(new Set(copies).size).toBe(1);
    expect((await call('POST', `/control/sessions/${key}/notify`, { times: 6 })).status).toBe(400);
  });
});

describe('validation (validationserverAPI.php)', () => {
  it('answers VALID the first time and VALIDATED after, by GET or POST', async () => {
    const { valId, bankTranId, tranId } = await paidSession();
    const first = await validate(valId);
    expect(first.body).toMatchObject({
      status: 'VALID',
      APIConnect: 'DONE',
      tran_id: tranId,
      val_id: valId,
      bank_tran_id: bankTranId,
      amount: '1250.00',
      store_amount: '1218.75',
      currency: 'BDT',
      card_type: 'VISA-Dutch Bangla',
      risk_level: '0',
      validated_on: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    });
    expect(first.body).toHaveProperty('gw_version');
    expect((await validate(valId, credentials, 'POST')).body.status).toBe('VALIDATED');
    expect((await validate(valId)).body.status).toBe('VALIDATED');
  });

  it('knows no unknown val_id, and nothing with wrong credentials', async () => {
    const { valId } = await paidSession();
    expect((await validate('SBX00000000000000000000')).body).toEqual({ status: 'INVALID_TRANSACTION', APIConnect: 'DONE' });
    expect((await validate(valId, `store_id=${STORE_ID}&store_passwd=wrong&v=1&format=json`)).body).toEqual({
      status: 'INVALID_TRANSACTION',
      APIConnect: 'INVALID_REQUEST',
    });
    // The refused call did not count as the first validation.
    expect((await validate(valId)).body.status).toBe('VALID');
  });
});

describe('refunds and queries (merchantTransIDvalidationAPI.php)', () => {
  const refund = (bankTranId: string, amount: string, refeId: string) =>
    merchantApi({ bank_tran_id: bankTranId, refund_amount: amount, refund_remarks: 'Returned drill', refe_id: refeId });

  it('refunds once per refe_id and never more than was paid', async () => {
    const { key, bankTranId, tranId } = await paidSession();
    const first = await refund(bankTranId, '500.00', `${tranId}-r1`);
    expect(first.body).toEqual({ APIConnect: 'DONE', bank_tran_id: bankTranId, trans_id: tranId, refund_ref_id: expect.any(String), status: 'success', errorReason: '' });
    // The same refe_id again: the same refund, nothing more refunded.
    expect((await refund(bankTranId, '500.00', `${tranId}-r1`)).body).toEqual(first.body);
    const over = await refund(bankTranId, '750.01', `${tranId}-r2`);
    expect(over.body).toMatchObject({ APIConnect: 'DONE', status: 'failed', errorReason: expect.stringContaining('750.00') });
    expect((await refund(bankTranId, '750', `${tranId}-r3`)).body.status).toBe('success');
    expect((await refund(bankTranId, '0.01', `${tranId}-r4`)).body.status).toBe('failed');
    const { body: session } = await call('GET', `/control/sessions/${key}`);
    expect(session.refunds).toEqual([
      { refe_id: `${tranId}-r1`, refund_ref_id: first.body.refund_ref_id, amount: '500.00' },
      { refe_id: `${tranId}-r3`, refund_ref_id: expect.any(String), amount: '750.00' },
    ]);
  });

  it('refuses an unknown bank_tran_id and amounts that are not positive', async () => {
    const { bankTranId, tranId } = await paidSession();
    expect((await refund('SBXB-unknown', '10.00', `${tranId}-x`)).body).toMatchObject({ status: 'failed', errorReason: expect.any(String) });
    for (const amount of ['0', '-1', '', '1.005', 'ten']) {
      expect((await refund(bankTranId, amount, `${tranId}-${amount}`)).body.status).toBe('failed');
    }
    const refusal = await merchantApi({ bank_tran_id: bankTranId, refund_amount: '1.00', refund_remarks: '', refe_id: '' });
    expect(refusal.body.status).toBe('failed');
  });

  it('answers a refund query by refund_ref_id', async () => {
    const { bankTranId, tranId } = await paidSession();
    const { body: done } = await refund(bankTranId, '100.00', `${tranId}-q`);
    const { body } = await merchantApi({ refund_ref_id: done.refund_ref_id }, 'POST');
    expect(body).toEqual({
      APIConnect: 'DONE',
      bank_tran_id: bankTranId,
      tran_id: tranId,
      refund_ref_id: done.refund_ref_id,
      initiated_on: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      refunded_on: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      status: 'refunded',
      errorReason: '',
    });
    expect((await merchantApi({ refund_ref_id: 'SBXR-unknown' })).body.status).toBe('failed');
  });

  it('lists every attempt of a tran_id with its status, as the gateway\'s transaction query does', async () => {
    const tranId = newTranId();
    const unpaid = await newSession({ tran_id: tranId });
    const paid = await newSession({ tran_id: tranId });
    await control(unpaid.key, { action: 'cancel' });
    const { body: paidBody } = await control(paid.key, { action: 'pay', amount: 1000 });
    const { body: refunded } = await refund(paidBody.session.bankTranId, '1.00', `${tranId}-t`);
    await newSession({ tran_id: tranId });
    const { body } = await merchantApi({ tran_id: tranId });
    expect(body).toEqual({
      APIConnect: 'DONE',
      no_of_trans_found: 3,
      element: [
        expect.objectContaining({ tran_id: tranId, status: 'CANCELLED', amount: '1250.00' }),
        expect.objectContaining({
          val_id: paidBody.session.valId,
          status: 'VALID',
          tran_id: tranId,
          amount: '1000.00',
          store_amount: '975.00',
          currency: 'BDT',
          bank_tran_id: paidBody.session.bankTranId,
          card_type: 'VISA-Dutch Bangla',
          refund_ref_id: refunded.refund_ref_id,
        }),
        expect.objectContaining({ tran_id: tranId, status: 'PENDING' }),
      ],
    });
    expect((await merchantApi({ tran_id: newTranId() })).body).toEqual({ APIConnect: 'DONE', no_of_trans_found: 0, element: [] });
  });

  it('stages an outage of the refund API: 503 until it ends, then refunds as before', async () => {
    const { body: paid } = await control((await newSession()).key, { action: 'pay' });
    expect((await call('POST', '/control/outage', { refundsForMs: 60_000 })).status).toBe(200);
    const down = await call('GET', `/validator/api/merchantTransIDvalidationAPI.php?bank_tran_id=${paid.session.bankTranId}&refund_amount=1.00&refe_id=outage-1&refund_remarks=x&store_id=${STORE_ID}&store_passwd=${STORE_PASSWORD}`);
    expect(down.status).toBe(503);
    // Validation and queries stay up, until they are taken down too.
    expect((await merchantApi({ tran_id: paid.session.tran_id })).status).toBe(200);
    await call('POST', '/control/outage', { validationsForMs: 60_000 });
    expect((await merchantApi({ tran_id: paid.session.tran_id })).status).toBe(503);
    await call('POST', '/control/outage', { refundsForMs: 0, validationsForMs: 0 });
    expect((await merchantApi({ tran_id: paid.session.tran_id })).status).toBe(200);
    expect((await refund(paid.session.bankTranId, '1.00', 'outage-1')).body.status).toBe('success');
    expect((await call('POST', '/control/outage', { refundsForMs: -1 })).status).toBe(400);
  });

  it('answers nothing with wrong credentials', async () => {
    const { tranId } = await paidSession();
    const { body } = await call('GET', `/validator/api/merchantTransIDvalidationAPI.php?tran_id=${tranId}&store_id=${STORE_ID}&store_passwd=wrong`);
    expect(body).toMatchObject({ APIConnect: 'INVALID_REQUEST' });
  });
});

describe('control calls', () => {
  it.each([
    ['an unknown field', { action: 'pay', extra: true }],
    ['no action', {}],
    ['an unknown action', { action: 'refund' }],
    ['notify 0', { action: 'pay', notify: 0 }],
    ['notify 6', { action: 'pay', notify: 6 }],
    ['notify 1.5', { action: 'pay', notify: 1.5 }],
    ['amount 0', { action: 'pay', amount: 0 }],
    ['amount 1.005', { action: 'pay', amount: 1.005 }],
    ['amount as text', { action: 'pay', amount: '10.00' }],
    ['delayMs -1', { action: 'pay', delayMs: -1 }],
    ['delayMs 60001', { action: 'pay', delayMs: 60_001 }],
    ['an array', [{ action: 'pay' }]],
    ['malformed JSON', '{"action":'],
  ])('refuses %s with 400 and changes nothing', async (_case, body) => {
    const { key } = await newSession();
    const answer = await control(key, body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 'invalid-argument', message: expect.any(String) } });
    expect((await call('GET', `/control/sessions/${key}`)).body.status).toBe('PENDING');
  });

  it('answers 404 for an unknown session and 409 for a finished one', async () => {
    const unknown = '0123456789ABCDEF0123456789ABCDEF';
    expect((await control(unknown, { action: 'pay' })).status).toBe(404);
    expect((await call('GET', `/control/sessions/${unknown}`)).status).toBe(404);
    expect((await call('POST', `/control/sessions/${unknown}/notify`, {})).status).toBe(404);
    const { key, tranId } = await newSession();
    expect((await control(key, { action: 'cancel' })).body.session.status).toBe('CANCELLED');
    const again = await control(key, { action: 'pay' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    expect(store.of(tranId)).toHaveLength(1);
  });

  it('lists sessions by tran_id, and answers /health', async () => {
    const { key, tranId } = await newSession();
    const { body } = await call('GET', `/control/sessions?tran_id=${tranId}`);
    expect(body.sessions).toEqual([
      expect.objectContaining({
        key,
        tran_id: tranId,
        amount: '1250.00',
        currency: 'BDT',
        urls: expect.objectContaining({ ipn_url: `${store.origin}/payments/ipn` }),
        status: 'PENDING',
        valId: null,
        bankTranId: null,
        paidAmount: null,
        refunds: [],
        notifications: [],
      }),
    ]);
    expect(await call('GET', '/health')).toEqual({ status: 200, body: { ok: true } });
  });

  it('records the status the store answered, or the failure to reach it', async () => {
    const { key } = await newSession({ ipn_url: 'http://127.0.0.1:9/unreachable' });
    const { body } = await control(key, { action: 'pay' });
    expect(body.session.notifications).toEqual([{ at: expect.any(String), status: null, error: expect.any(String) }]);
  });
});
