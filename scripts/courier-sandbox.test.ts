import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, startCourierSandbox } from './courier-sandbox.mjs';

// The courier sandbox (scripts/courier-sandbox.mjs) on a free port, over real HTTP, as the store's adapter and the
// tests that drive it call it. No emulators.

const API_KEY = 'test-api-key';
const SECRET_KEY = 'test-secret-key';

let sandbox: { origin: string; baseUrl: string; close: () => Promise<void> };

beforeAll(async () => {
  sandbox = await startCourierSandbox({ port: 0, apiKey: API_KEY, secretKey: SECRET_KEY });
});
afterAll(async () => {
  await sandbox.close();
});

let invoices = 0;
const newInvoice = () => `VF${Date.now()}-${++invoices}`;

function order(overrides: Record<string, unknown> = {}) {
  return {
    invoice: newInvoice(),
    recipient_name: 'Rahim Uddin',
    recipient_phone: '01711000000',
    recipient_address: 'House 12, Road 3, Mirpur 10, Dhaka',
    cod_amount: 1250,
    note: 'Call before delivery',
    item_description: 'Cordless drill 18V x1',
    delivery_type: 0,
    ...overrides,
  };
}

const keys = { 'Api-Key': API_KEY, 'Secret-Key': SECRET_KEY };

async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = keys) {
  const res = await fetch(`${sandbox.origin}${path}`, {
    method,
    headers: { ...headers, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), text, body: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : undefined) as any };
}
const api = (method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>) => call(method, `${API_BASE_PATH}${path}`, body, headers);
const control = (method: 'GET' | 'POST', path: string, body?: unknown) => call(method, `/control${path}`, body, {});

async function booked(overrides: Record<string, unknown> = {}) {
  const res = await api('POST', '/create_order', order(overrides));
  expect(res.status).toBe(200);
  return res.body.consignment as { consignment_id: number; invoice: string; tracking_code: string; cod_amount: number; status: string };
}

describe('the API, under /api/v1 as on Steadfast', () => {
  it('books a consignment as Steadfast answers it: in review, with an id and a tracking code', async () => {
    const sent = order();
    const res = await api('POST', '/create_order', sent);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 200,
      message: 'Consignment has been created successfully.',
      consignment: {
        invoice: sent.invoice,
        recipient_name: 'Rahim Uddin',
        recipient_phone: '01711000000',
        recipient_address: sent.recipient_address,
        cod_amount: 1250,
        status: 'in_review',
        note: 'Call before delivery',
      },
    });
    expect(res.body.consignment.consignment_id).toEqual(expect.any(Number));
    expect(res.body.consignment.tracking_code).toMatch(/^[0-9A-F]{8}$/);
    expect(res.body.consignment.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  });

  it('answers every status call with the consignment\'s delivery_status, and 404 for one it does not know', async () => {
    const consignment = await booked();
    for (const path of [`/status_by_cid/${consignment.consignment_id}`, `/status_by_invoice/${consignment.invoice}`, `/status_by_trackingcode/${consignment.tracking_code}`]) {
      expect(await api('GET', path)).toMatchObject({ status: 200, body: { status: 200, delivery_status: 'in_review' } });
    }
    for (const path of ['/status_by_cid/1', '/status_by_cid/abc', '/status_by_invoice/no-such-invoice', '/status_by_trackingcode/NOSUCH']) {
      expect(await api('GET', path)).toMatchObject({ status: 404, body: { status: 404 } });
    }
  });

  it('refuses calls without the store\'s Api-Key and Secret-Key (401)', async () => {
    const wrongKeys: Record<string, string>[] = [{}, { 'Api-Key': API_KEY }, { 'Api-Key': API_KEY, 'Secret-Key': 'wrong' }, { 'Api-Key': 'wrong', 'Secret-Key': SECRET_KEY }];
    for (const headers of wrongKeys) {
      expect((await api('POST', '/create_order', order(), headers)).status).toBe(401);
      expect((await api('GET', '/get_balance', undefined, headers)).status).toBe(401);
      expect((await api('GET', '/status_by_invoice/x', undefined, headers)).status).toBe(401);
    }
    const sent = order();
    const refused = await api('POST', '/create_order', sent, {});
    expect(refused.body).toEqual({ status: 401, message: 'Unauthenticated.' });
    expect((await control('GET', `/consignments?invoice=${sent.invoice}`)).body.consignments).toEqual([]);
  });

  it('refuses a second booking of an invoice, in the shape of its validation errors, and books nothing', async () => {
    const first = await booked();
    const again = await api('POST', '/create_order', order({ invoice: first.invoice }));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ status: 400, errors: { invoice: ['The invoice has already been taken.'] } });
    expect((await control('GET', `/consignments?invoice=${first.invoice}`)).body.consignments).toHaveLength(1);
  });

  it.each([
    [{ recipient_phone: '0171100000' }, 'recipient_phone', 'The recipient phone must be 11 digits.'],
    [{ recipient_phone: '+8801711000000' }, 'recipient_phone', 'The recipient phone must be 11 digits.'],
    [{ recipient_phone: '88017110000' }, 'recipient_phone', 'The recipient phone format is invalid.'],
    [{ alternative_phone: '1234' }, 'alternative_phone', 'The alternative phone must be 11 digits.'],
    [{ recipient_address: 'x'.repeat(251) }, 'recipient_address', 'The recipient address must not be greater than 250 characters.'],
    [{ recipient_name: 'x'.repeat(101) }, 'recipient_name', 'The recipient name must not be greater than 100 characters.'],
    [{ recipient_name: '' }, 'recipient_name', 'The recipient name field is required.'],
    [{ invoice: 'order 1/2' }, 'invoice', 'The invoice must only contain letters, numbers, dashes and underscores.'],
    [{ cod_amount: -1 }, 'cod_amount', 'The cod amount must be at least 0.'],
    [{ cod_amount: 'lots' }, 'cod_amount', 'The cod amount must be a number.'],
    [{ cod_amount: undefined }, 'cod_amount', 'The cod amount field is required.'],
    [{ delivery_type: 3 }, 'delivery_type', 'The selected delivery type is invalid.'],
  ])('refuses %j: %s', async (overrides, field, message) => {
    const sent = order(overrides);
    const res = await api('POST', '/create_order', sent);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, errors: { [field]: [message] } });
    expect((await control('GET', `/consignments?invoice=${encodeURIComponent(String(sent.invoice))}`)).body.consignments).toEqual([]);
  });

  it('takes an address of exactly 250 characters and a cash on delivery of 0', async () => {
    const consignment = await booked({ recipient_address: 'x'.repeat(250), cod_amount: 0 });
    expect(consignment.cod_amount).toBe(0);
  });

  it('answers a body that is not JSON with a 400', async () => {
    const res = await fetch(`${sandbox.baseUrl}/create_order`, { method: 'POST', headers: { ...keys, 'Content-Type': 'application/json' }, body: '{nope' });
    expect(res.status).toBe(400);
  });

  it('books in bulk: `data` as the JSON-encoded array the document sends, each order answered with its own status', async () => {
    const taken = await booked();
    const good = order();
    const res = await api('POST', '/create_order/bulk-order', { data: JSON.stringify([good, order({ invoice: taken.invoice }), order({ recipient_phone: '123' })]) });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    expect(res.body[0]).toMatchObject({ invoice: good.invoice, cod_amount: '1250.00', status: 'success', consignment_id: expect.any(Number), tracking_code: expect.stringMatching(/^[0-9A-F]{8}$/) });
    expect(res.body[1]).toMatchObject({ invoice: taken.invoice, status: 'error', consignment_id: null, tracking_code: null });
    expect(res.body[2]).toMatchObject({ status: 'error', consignment_id: null });
    expect((await api('GET', `/status_by_invoice/${good.invoice}`)).body.delivery_status).toBe('in_review');
  });

  it('takes a plain array as `data` too, and refuses more than 500 orders or no array at all', async () => {
    const res = await api('POST', '/create_order/bulk-order', { data: [order()] });
    expect(res.body[0].status).toBe('success');
    const tooMany = await api('POST', '/create_order/bulk-order', { data: Array.from({ length: 501 }, () => order()) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors.data).toBeDefined();
    expect((await api('POST', '/create_order/bulk-order', { data: 'nope' })).status).toBe(400);
    expect((await api('POST', '/create_order/bulk-order', {})).status).toBe(400);
  });

  it('adds a consignment\'s cash on delivery to the balance when it is delivered, once', async () => {
    const before = (await api('GET', '/get_balance')).body;
    expect(before).toEqual({ status: 200, current_balance: expect.any(Number) });
    const consignment = await booked({ cod_amount: 3750 });
    for (const status of ['pending', 'hold', 'delivered', 'delivered', 'pending', 'delivered']) {
      expect((await control('POST', `/consignments/${consignment.consignment_id}`, { status })).status).toBe(200);
    }
    expect((await api('GET', '/get_balance')).body.current_balance).toBe(before.current_balance + 3750);
    const cancelled = await booked({ cod_amount: 500 });
    await control('POST', `/consignments/${cancelled.consignment_id}`, { status: 'cancelled' });
    expect((await api('GET', '/get_balance')).body.current_balance).toBe(before.current_balance + 3750);
  });

  it('answers an unknown API path with a 404', async () => {
    expect((await api('GET', '/create_order')).status).toBe(404);
    expect((await api('GET', '/no_such_call')).status).toBe(404);
  });
});

describe('the control calls', () => {
  it('set what the status calls answer next, and keep the history', async () => {
    const consignment = await booked();
    for (const status of ['pending', 'hold', 'partial_delivered', 'cancelled', 'in_review', 'delivered']) {
      const set = await control('POST', `/consignments/${consignment.consignment_id}`, { status });
      expect(set.status).toBe(200);
      expect(set.body.consignment.status).toBe(status);
      expect((await api('GET', `/status_by_invoice/${consignment.invoice}`)).body.delivery_status).toBe(status);
      expect((await api('GET', `/status_by_cid/${consignment.consignment_id}`)).body.delivery_status).toBe(status);
      expect((await api('GET', `/status_by_trackingcode/${consignment.tracking_code}`)).body.delivery_status).toBe(status);
    }
    const [listed] = (await control('GET', `/consignments?invoice=${consignment.invoice}`)).body.consignments;
    expect(listed.history.map((entry: { status: string }) => entry.status)).toEqual(['in_review', 'pending', 'hold', 'partial_delivered', 'cancelled', 'in_review', 'delivered']);
    expect(listed.tracking_url).toBe(`${sandbox.origin}/t/${consignment.tracking_code}`);
  });

  it('refuse a status the courier has not, a consignment it does not know and unknown fields', async () => {
    const consignment = await booked();
    expect((await control('POST', `/consignments/${consignment.consignment_id}`, { status: 'teleported' })).status).toBe(400);
    expect((await control('POST', `/consignments/${consignment.consignment_id}`, { status: 'delivered', extra: 1 })).status).toBe(400);
    expect((await control('POST', '/consignments/1', { status: 'delivered' })).status).toBe(404);
    expect((await control('POST', '/next-booking', { fail: 'explode' })).status).toBe(400);
    expect((await control('POST', '/next-booking', { fail: 'refuse', booked: true })).status).toBe(400);
  });

  it('list what was booked, all or under one invoice', async () => {
    const consignment = await booked();
    const all = (await control('GET', '/consignments')).body.consignments;
    expect(all.length).toBeGreaterThan(1);
    const one = (await control('GET', `/consignments?invoice=${consignment.invoice}`)).body.consignments;
    expect(one).toEqual([expect.objectContaining({ consignment_id: consignment.consignment_id, invoice: consignment.invoice, status: 'in_review' })]);
    expect((await control('GET', '/consignments?invoice=nothing-here')).body.consignments).toEqual([]);
  });

  it('make the next booking refuse with a message, once', async () => {
    expect((await control('POST', '/next-booking', { fail: 'refuse', message: 'Pickup area not served' })).status).toBe(200);
    const sent = order();
    const refused = await api('POST', '/create_order', sent);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ status: 400, message: 'Pickup area not served' });
    expect((await control('GET', `/consignments?invoice=${sent.invoice}`)).body.consignments).toEqual([]);
    expect((await api('POST', '/create_order', sent)).status).toBe(200);
  });

  it('make the next booking answer nothing (the caller gives up first), booking nothing unless asked to', async () => {
    await control('POST', '/next-booking', { fail: 'timeout' });
    const lost = order();
    const started = Date.now();
    await expect(
      fetch(`${sandbox.baseUrl}/create_order`, { method: 'POST', headers: { ...keys, 'Content-Type': 'application/json' }, body: JSON.stringify(lost), signal: AbortSignal.timeout(1000) }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect((await control('GET', `/consignments?invoice=${lost.invoice}`)).body.consignments).toEqual([]);
    // Taken once: the next call books.
    expect((await api('POST', '/create_order', lost)).status).toBe(200);

    // `booked: true`: the courier books it and the answer is lost; the same invoice again is refused as taken.
    await control('POST', '/next-booking', { fail: 'timeout', booked: true });
    const bookedButLost = order();
    await expect(
      fetch(`${sandbox.baseUrl}/create_order`, { method: 'POST', headers: { ...keys, 'Content-Type': 'application/json' }, body: JSON.stringify(bookedButLost), signal: AbortSignal.timeout(500) }),
    ).rejects.toThrow();
    expect((await control('GET', `/consignments?invoice=${bookedButLost.invoice}`)).body.consignments).toHaveLength(1);
    expect((await api('POST', '/create_order', bookedButLost)).body.errors).toEqual({ invoice: ['The invoice has already been taken.'] });
  });

  it('clear a planned failure with fail: null', async () => {
    await control('POST', '/next-booking', { fail: 'refuse' });
    expect((await control('POST', '/next-booking', { fail: null })).body).toEqual({ nextBooking: null });
    expect((await api('POST', '/create_order', order())).status).toBe(200);
  });
});

describe('the tracking page', () => {
  it('shows a code\'s status and history, newest first', async () => {
    const consignment = await booked();
    await control('POST', `/consignments/${consignment.consignment_id}`, { status: 'pending' });
    await control('POST', `/consignments/${consignment.consignment_id}`, { status: 'delivered' });
    const page = await call('GET', `/t/${consignment.tracking_code}`, undefined, {});
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.text).toContain(`Parcel ${consignment.tracking_code}`);
    expect(page.text).toContain('data-status="delivered"');
    const history = page.text.slice(page.text.indexOf('<ol'));
    expect(history.indexOf('Delivered')).toBeLessThan(history.indexOf('On its way'));
    expect(history.indexOf('On its way')).toBeLessThan(history.indexOf('Order placed'));
  });

  it('escapes what the merchant sent, and says so for a code it does not know', async () => {
    const consignment = await booked({ recipient_name: '<script>alert(1)</script>' });
    const page = await call('GET', `/t/${consignment.tracking_code}`, undefined, {});
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('&lt;script&gt;');
    expect((await call('GET', '/t/NOSUCHCODE', undefined, {})).status).toBe(404);
  });
});
