import { beforeEach, describe, expect, it } from 'vitest';
import { API_URL, api, resetWithPeople, seedTool, snapshotFirestore, type SeededTool, type TestUser } from '../test-support/emulators';
import {
  atGateway,
  FORM,
  gatewaySession,
  mailIdsOf,
  noticeOf,
  onlineOrder,
  orderDoc,
  postNotice,
  replayNotice,
  sessionAtGateway,
  stockOf,
} from '../test-support/payments';
import { sandbox } from '../test-support/payment-sandbox';

// The gateway's calls to the store: its server's notice (POST /api/payments/notify), applied only as far as the
// gateway's validation call confirms it, and the browser it sends back (GET, or a form POST, to
// /api/payments/return), which always lands on a page and changes nothing.

let buyer: TestUser;
let other: TestUser;
/** ৳1,250.50 a unit, 100 in stock. */
let tool: SeededTool;

beforeEach(async () => {
  ({ buyer, other } = await resetWithPeople());
  tool = await seedTool({ name: 'Angle Grinder 125', price: 1250.5, minimum: 1, available: 100 });
});

/** Posts `fields` as a notice and checks it was answered 200 and wrote nothing at all. */
async function expectIgnored(fields: Record<string, string>) {
  const before = await snapshotFirestore();
  const res = await postNotice(fields);
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ received: true });
  expect(await snapshotFirestore()).toEqual(before);
}

describe('POST /api/payments/notify', () => {
  it('applies a payment once however often its notice comes: five copies at once, three replays, and posted again later', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    const session = await atGateway(key, 'pay', { notify: 5 });
    expect(session.notifications.map((n) => n.status)).toEqual([200, 200, 200, 200, 200]);
    const paid = await orderDoc(order.id);
    await replayNotice(key, 3);
    await expectIgnored(noticeOf(session));
    const doc = await orderDoc(order.id);
    expect(doc).toEqual(paid);
    expect(doc.payment!.records).toHaveLength(1);
    expect(doc.payment).toMatchObject({ status: 'paid', amountPaid: 2501 });
    expect((await mailIdsOf(order.id)).filter((id) => id.startsWith('payment-'))).toEqual([`payment-${order.id}-received-1`]);
  });

  it('changes nothing for a forged notice of success whose val_id the gateway does not know', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    const session = await gatewaySession(key);
    await expectIgnored(noticeOf(session, { status: 'VALID', val_id: 'SBXFORGED0000000000000000', amount: '2501.00' }));
    await expectIgnored({ tran_id: order.id, status: 'VALIDATED', val_id: 'x', amount: '2501.00', currency: 'BDT' });
    // Success without a val_id: nothing to ask the gateway about.
    await expectIgnored({ tran_id: order.id, status: 'VALID', amount: '2501.00', currency: 'BDT' });
    expect((await orderDoc(order.id)).status).toBe('awaiting-payment');
  });

  it("changes nothing for another order's valid val_id sent with this order's tran_id", async () => {
    const mine = await onlineOrder(buyer, tool.id);
    // Another customer's order of the same amount, paid at the gateway.
    const theirs = await onlineOrder(other, tool.id);
    const paidSession = await atGateway(theirs.key, 'pay');
    await expectIgnored(noticeOf(paidSession, { tran_id: mine.order.id }));
    expect((await orderDoc(mine.order.id)).payment).toMatchObject({ status: 'awaiting', amountPaid: 0, records: [] });
    expect((await orderDoc(theirs.order.id)).payment!.records).toHaveLength(1);
  });

  it('flags, and does not apply, a payment the gateway confirms for another amount; once however often it is notified', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    const session = await atGateway(key, 'pay', { amount: 10 });
    const doc = await orderDoc(order.id);
    expect(doc.status).toBe('awaiting-payment');
    expect(doc.payment).toMatchObject({ status: 'awaiting', amountPaid: 0, records: [] });
    expect(doc.payment!.flag).toMatchObject({ reference: session.valId, reason: expect.stringContaining('10.00 BDT') });
    await expectIgnored(noticeOf(session));
    expect(await mailIdsOf(order.id)).toEqual([`order-${order.id}-1`]);
  });

  it('flags, and does not apply, a payment the gateway confirms in another currency', async () => {
    // The store always opens its sessions in taka; a session for the same order in dollars, opened at the gateway
    // by anyone holding the order's number, is what a payment in another currency would look like.
    const { order } = await onlineOrder(buyer, tool.id);
    const key = await sessionAtGateway({ tranId: order.id, amount: '2501.00', currency: 'USD' });
    const session = await atGateway(key, 'pay');
    expect(session).toMatchObject({ currency: 'USD', paidAmount: '2501.00', notifications: [{ status: 200 }] });
    const doc = await orderDoc(order.id);
    expect(doc.status).toBe('awaiting-payment');
    expect(doc.payment).toMatchObject({ status: 'awaiting', amountPaid: 0, records: [] });
    expect(doc.payment!.flag).toMatchObject({ reference: session.valId, reason: expect.stringContaining('2501.00 USD') });
    await expectIgnored(noticeOf(session));
    expect(await stockOf(tool.id)).toBe(98);
  });

  it('records a payment confirmed after its owner cancelled the order, and sends it back at once', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    expect((await api('PATCH', `/orders/${order.id}`, { token: buyer.token, body: { status: 'cancelled' } })).status).toBe(200);
    await atGateway(key, 'pay');
    const doc = await orderDoc(order.id);
    expect(doc.status).toBe('cancelled');
    expect(doc.payment).toMatchObject({ status: 'refunded', amountPaid: 0 });
    expect(doc.payment!.records.map((record) => [record.kind, record.amount])).toEqual([
      ['payment', 2501],
      ['refund', 2501],
    ]);
    expect((await gatewaySession(key)).refunds).toEqual([expect.objectContaining({ amount: '2501.00' })]);
    expect(await stockOf(tool.id)).toBe(100);
  });

  it('tells the customer of a failed payment once, and of nothing when the order no longer awaits payment', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    const failed = await atGateway(key, 'fail', { notify: 4 });
    expect((await mailIdsOf(order.id)).filter((id) => id.startsWith('payment-'))).toEqual([`payment-${order.id}-failed-1`]);
    expect((await orderDoc(order.id)).status).toBe('awaiting-payment');
    // A cancelled session tells nobody anything.
    const cancelled = await onlineOrder(buyer, tool.id);
    await expectIgnored(noticeOf(await gatewaySession(cancelled.key), { status: 'CANCELLED' }));
    // A failure notice for an order already paid.
    const paid = await onlineOrder(buyer, tool.id);
    await atGateway(paid.key, 'pay');
    await expectIgnored(noticeOf(failed, { tran_id: paid.order.id }));
  });

  it('tells the customer nothing of a failure the gateway does not confirm, and of a confirmed one once', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    // Anyone can post a notice naming an order: the gateway lists no failed attempt of it yet.
    await expectIgnored({ tran_id: order.id, status: 'FAILED' });
    await expectIgnored(noticeOf(await gatewaySession(key), { status: 'FAILED' }));
    await atGateway(key, 'fail', { notify: 2 });
    expect((await mailIdsOf(order.id)).filter((id) => id.startsWith('payment-'))).toEqual([`payment-${order.id}-failed-1`]);
  });

  it('answers 503 and changes nothing while the gateway cannot be asked, and applies the notice sent again later', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    await sandbox('POST', '/control/outage', { validationsForMs: 60_000 });
    try {
      const before = await snapshotFirestore();
      await atGateway(key, 'pay');
      expect((await gatewaySession(key)).notifications.map((notice) => notice.status)).toEqual([503]);
      expect(await snapshotFirestore()).toEqual(before);
    } finally {
      await sandbox('POST', '/control/outage', { validationsForMs: 0 });
    }
    await replayNotice(key, 1);
    expect((await orderDoc(order.id)).payment).toMatchObject({ status: 'paid', amountPaid: order.total });
  });

  it('answers 200 and changes nothing for a notice of an order that does not exist', async () => {
    await expectIgnored({ tran_id: 'no-such-order', status: 'VALID', val_id: 'SBXUNKNOWN', amount: '10.00', currency: 'BDT' });
    await expectIgnored({ tran_id: 'no-such-order', status: 'FAILED' });
  });

  it('refuses what is not the gateway\'s form: JSON (415), no tran_id or a tran_id that cannot be an order (400), writing nothing', async () => {
    const { order } = await onlineOrder(buyer, tool.id);
    const before = await snapshotFirestore();
    const json = await api('POST', '/payments/notify', { body: { tran_id: order.id, status: 'VALID', val_id: 'x' } });
    expect(json.status).toBe(415);
    expect(json.body.error.code).toBe('unsupported-media-type');
    for (const [fields, field] of [
      [{ status: 'VALID', val_id: 'x' }, 'tran_id'],
      [{ tran_id: '', status: 'VALID' }, 'tran_id'],
      [{ tran_id: 'orders/x', status: 'VALID', val_id: 'x' }, 'tran_id'],
      [{ tran_id: '__x__', status: 'FAILED' }, 'tran_id'],
      [{ tran_id: 'a'.repeat(129), status: 'VALID' }, 'tran_id'],
      [{ tran_id: order.id, status: 'VALID', val_id: 'v'.repeat(129) }, 'val_id'],
    ] as const) {
      const res = await postNotice(fields as Record<string, string>);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.error.details[0].field).toBe(field);
    }
    const twice = await api('POST', '/payments/notify', { headers: FORM, rawBody: `tran_id=${order.id}&tran_id=other&status=VALID` });
    expect(twice.status).toBe(400);
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('GET /api/payments/return', () => {
  const back = (query: string) => fetch(`${API_URL}/payments/return?${query}`, { redirect: 'manual' });
  /** Where an answer sends the browser: its status must be a 303, never a JSON error. */
  const sentTo = (res: Response, what: string) => {
    expect(res.status, what).toBe(303);
    return res.headers.get('location');
  };

  it("sends the browser to the order's page in its language, whatever the gateway's parameters say, changing nothing", async () => {
    const { order } = await onlineOrder(buyer, tool.id);
    const before = await snapshotFirestore();
    const forged = await back(`order=${order.id}&outcome=success&lang=bn&status=VALID&val_id=forged&amount=2501.00&tran_id=${order.id}`);
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe(`/bn/dashboard/orders/${order.id}?payment=success`);
    for (const outcome of ['fail', 'cancel'] as const) {
      const res = await back(`order=${order.id}&outcome=${outcome}`);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/dashboard/orders/${order.id}?payment=${outcome}`);
    }
    // An outcome or a language the store does not write is left out; the order still tells the page.
    expect(sentTo(await back(`order=${order.id}&outcome=paid&lang=fr`), 'unknown outcome')).toBe(`/dashboard/orders/${order.id}`);
    expect(sentTo(await back(`order=${order.id}`), 'no outcome')).toBe(`/dashboard/orders/${order.id}`);
    expect(await snapshotFirestore()).toEqual(before);
    expect((await orderDoc(order.id)).status).toBe('awaiting-payment');
  });

  it("finds the order by the gateway's own tran_id when the store's own parameters do not name one", async () => {
    const { order } = await onlineOrder(buyer, tool.id);
    const before = await snapshotFirestore();
    const gatewayOnly = `tran_id=${order.id}&val_id=SBX260101ABC&amount=2501.00&card_type=BKASH-BKash&status=VALID&bank_tran_id=BT1`;
    expect(sentTo(await back(gatewayOnly), 'gateway fields only')).toBe(`/dashboard/orders/${order.id}`);
    expect(sentTo(await back(`order=noSuchOrder123&outcome=fail&lang=bn&${gatewayOnly}`), 'unknown order, known tran_id')).toBe(`/bn/dashboard/orders/${order.id}?payment=fail`);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('sends a return that names no order of the store to the page saying the payment is being checked, in its language, writing nothing', async () => {
    const { order } = await onlineOrder(buyer, tool.id);
    const before = await snapshotFirestore();
    for (const query of [
      '',
      'outcome=success',
      'utm_source=mail&foo=bar&outcome=success',
      'order=noSuchOrder123&outcome=success',
      'order=a%2Fb&outcome=success',
      'order=https%3A%2F%2Fevil.example&outcome=success',
      'order=__reserved__&outcome=success',
      `order=${order.id}&order=${order.id}&outcome=success`,
      `order[x]=${order.id}&outcome=success`,
      'order=abc%0D%0ALocation:%20https://evil.example',
      'tran_id=noSuchOrder123&val_id=SBX1&amount=2501.00&status=VALID',
      'tran_id=users%2Fadmin&status=VALID',
    ]) {
      expect(sentTo(await back(query), query), query).toBe('/payment-returned');
    }
    expect(sentTo(await back('lang=bn&outcome=cancel&order=noSuchOrder123'), 'in Bangla')).toBe('/bn/payment-returned');
    expect(await snapshotFirestore()).toEqual(before);
    expect((await orderDoc(order.id)).status).toBe('awaiting-payment');
  });

  it('sends the browser on to a page, in English and in Bangla, that says the outcome is being checked and links to My Orders', async () => {
    for (const [query, title, link] of [
      ['foo=bar', 'Checking your payment', '/dashboard/myorders'],
      ['lang=bn&order=noSuchOrder123&outcome=success', 'আপনার পেমেন্ট যাচাই করা হচ্ছে', '/bn/dashboard/myorders'],
    ] as const) {
      // Followed through Hosting, as the browser does: the address is the store's own page.
      const res = await fetch(`${API_URL}/payments/return?${query}`);
      expect(res.status, query).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain(`<h1`);
      expect(html).toContain(title);
      expect(html).toMatch(new RegExp(`<a [^>]*href="${link}"[^>]*>[^<]*(Go to My Orders|আমার অর্ডারে যান)`));
    }
    expect((await (await fetch(`${API_URL}/payments/return?foo=bar`)).text())).toContain('We are checking the outcome of your payment with the payment gateway.');
  });
});

describe('POST /api/payments/return', () => {
  /** Posts `fields` form-encoded to the return address with `query`, as SSLCommerz sends the browser back. */
  const postBack = (query: string, fields: Record<string, string>) =>
    fetch(`${API_URL}/payments/return${query ? `?${query}` : ''}`, { method: 'POST', headers: FORM, body: new URLSearchParams(fields).toString(), redirect: 'manual' });

  it('sends the browser on with a 303 to the page a GET would, reading the gateway\'s posted tran_id, changing nothing', async () => {
    const { order } = await onlineOrder(buyer, tool.id);
    const before = await snapshotFirestore();
    const posted = { tran_id: order.id, val_id: 'SBX260101ABC', amount: '2501.00', card_type: 'VISA-Dutch Bangla', store_amount: '2438.47', bank_tran_id: 'BT1', status: 'VALID', currency: 'BDT', value_a: '' };
    const cases: [query: string, fields: Record<string, string>, location: string][] = [
      [`order=${order.id}&outcome=success&lang=bn`, posted, `/bn/dashboard/orders/${order.id}?payment=success`],
      [`order=${order.id}&outcome=fail`, { ...posted, status: 'FAILED' }, `/dashboard/orders/${order.id}?payment=fail`],
      ['', posted, `/dashboard/orders/${order.id}`],
      ['outcome=success', { ...posted, tran_id: 'noSuchOrder123' }, '/payment-returned'],
      ['lang=bn', {}, '/bn/payment-returned'],
      ['', {}, '/payment-returned'],
    ];
    for (const [query, fields, location] of cases) {
      const res = await postBack(query, fields);
      expect(res.status, `${query} ${JSON.stringify(fields)}`).toBe(303);
      expect(res.headers.get('location'), `${query} ${JSON.stringify(fields)}`).toBe(location);
    }
    expect(await snapshotFirestore()).toEqual(before);
    const doc = await orderDoc(order.id);
    expect(doc.status).toBe('awaiting-payment');
    expect(doc.payment?.amountPaid).toBe(0);
  });

  it('lands, followed through Hosting, on a page of the store, never on JSON', async () => {
    const res = await fetch(`${API_URL}/payments/return?outcome=success`, { method: 'POST', headers: FORM, body: 'tran_id=noSuchOrder123&status=VALID' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await res.text()).toContain('Checking your payment');
  });
});
