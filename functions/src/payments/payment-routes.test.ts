import { beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { api, resetWithPeople, seedTool, snapshotFirestore, type SeededTool, type TestUser } from '../test-support/emulators';
import { sandbox, sessionKeyOf } from '../test-support/payment-sandbox';
import { atGateway, checkout, COURIER, DELIVERY, gatewaySession, mailIdsOf, onlineOrder, orderDoc, stockOf } from '../test-support/payments';

// Checkout by payment method (POST /api/orders and a quote's acceptance), and an online payment from the
// order to the gateway and back. The gateway's notice, Pay now, administrators' records and the deadlines have
// files of their own beside this one.

let admin: TestUser;
let buyer: TestUser;
let other: TestUser;
/** ৳1,250.50 a unit, 100 in stock. */
let tool: SeededTool;

beforeEach(async () => {
  ({ admin, buyer, other } = await resetWithPeople({ displayName: 'Bea Buyer' }));
  tool = await seedTool({ name: 'Angle Grinder 125', price: 1250.5, minimum: 1, available: 100 });
});

const two = () => [{ toolId: tool.id, quantity: 2 }];
/** 40 units: ৳50,020, just above the COD limit. */
const forty = () => [{ toolId: tool.id, quantity: 40 }];

describe('checkout by payment method', () => {
  it('takes cash on delivery within the COD limit, and refuses it above (409 cod-limit, nothing written)', async () => {
    const cod = await checkout(buyer, two(), { paymentMethod: 'cod' });
    expect(cod.status).toBe(201);
    expect(cod.body).toMatchObject({ status: 'pending', payment: { method: 'cod', status: 'due', amountDue: 2501, amountPaid: 0, currency: 'BDT', dueAt: null, records: [] } });
    expect(cod.body.payment.redirectUrl).toBeUndefined();

    const before = await snapshotFirestore();
    const big = await checkout(buyer, forty(), { paymentMethod: 'cod' });
    expect(big.status).toBe(409);
    expect(big.body.error.code).toBe('cod-limit');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('gives a body without a method cash on delivery within the limit and a bank transfer above it', async () => {
    expect((await checkout(buyer, two())).body.payment.method).toBe('cod');
    const big = await checkout(buyer, forty());
    expect(big.body.payment).toMatchObject({ method: 'bank-transfer', status: 'due', amountDue: 50020 });
    // Due seven days after it was placed.
    expect(Date.parse(big.body.payment.dueAt) - Date.parse(big.body.createdAt)).toBe(7 * 86_400_000);
  });

  it('refuses paying on account without a trade account (409 not-a-member), writing nothing', async () => {
    const before = await snapshotFirestore();
    const res = await checkout(buyer, two(), { paymentMethod: 'account' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('not-a-member');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('refuses a method it does not know (400 paymentMethod), writing nothing', async () => {
    const before = await snapshotFirestore();
    for (const paymentMethod of ['cash', 'ONLINE', '', null, 1, ['online']]) {
      const res = await checkout(buyer, two(), { paymentMethod });
      expect(res.status, JSON.stringify(paymentMethod)).toBe(400);
      expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'paymentMethod' })]));
    }
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('answers an online order with the gateway page, and a retry with the same key with the same order and page', async () => {
    const key = randomUUID();
    const first = await checkout(buyer, two(), { paymentMethod: 'online' }, key);
    expect(first.status).toBe(201);
    expect(first.body.payment.redirectUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/[0-9A-F]+$/);

    const retry = await checkout(buyer, two(), { paymentMethod: 'online' }, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.body.payment.redirectUrl).toBe(first.body.payment.redirectUrl);
    // One session at the gateway, one order, the stock taken once.
    expect((await sandbox('GET', `/control/sessions?tran_id=${first.body.id}`)).body.sessions).toHaveLength(1);
    expect(await stockOf(tool.id)).toBe(98);
  });
});

describe('a quote accepted with a payment method', () => {
  /** A quote of 40 units at ৳1,000 each (৳40,000), answered by the administrator. */
  async function quotedQuote(quantity = 40, unitPrice = 1000) {
    const asked = await api('POST', '/quotes', { token: buyer.token, body: { lines: [{ toolId: tool.id, quantity }] } });
    const answered = await api('PATCH', `/quotes/${asked.body.id}`, {
      token: admin.token,
      body: { status: 'quoted', lines: [{ toolId: tool.id, unitPrice }], expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString() },
    });
    expect(answered.status).toBe(200);
    return asked.body.id as string;
  }
  const accept = (id: string, body: Record<string, unknown>, key: string = randomUUID(), user: TestUser = buyer) =>
    api('POST', `/quotes/${id}/accept`, { token: user.token, headers: { 'Idempotency-Key': key }, body: { ...DELIVERY, ...body } });

  it("online: answers the order with the gateway page (the same on a retry), and the quote's price is what the gateway asks", async () => {
    const id = await quotedQuote();
    const key = randomUUID();
    const res = await accept(id, { paymentMethod: 'online' }, key);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'awaiting-payment', quoteId: id, total: 40000, payment: { method: 'online', status: 'awaiting', amountDue: 40000 } });
    const session = await gatewaySession(sessionKeyOf(res.body.payment.redirectUrl));
    expect(session).toMatchObject({ tran_id: res.body.id, amount: '40000.00', currency: 'BDT' });

    const retry = await accept(id, { paymentMethod: 'online' }, key);
    expect(retry.body.id).toBe(res.body.id);
    expect(retry.body.payment.redirectUrl).toBe(res.body.payment.redirectUrl);

    await atGateway(session.key, 'pay');
    expect((await orderDoc(res.body.id)).payment).toMatchObject({ status: 'paid', amountPaid: 40000 });
  });

  it('refuses cash above the COD limit and an account without a trade account (409), writing nothing', async () => {
    const big = await quotedQuote(60);
    const small = await quotedQuote(10);
    const before = await snapshotFirestore();
    const cod = await accept(big, { paymentMethod: 'cod' });
    expect(cod.status).toBe(409);
    expect(cod.body.error.code).toBe('cod-limit');
    const account = await accept(small, { paymentMethod: 'account' });
    expect(account.status).toBe(409);
    expect(account.body.error.code).toBe('not-a-member');
    const unknown = await accept(small, { paymentMethod: 'cheque' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].field).toBe('paymentMethod');
    expect(await snapshotFirestore()).toEqual(before);
    // Without a method, the same rule as checkout: a bank transfer above the limit.
    expect((await accept(big, {})).body.payment.method).toBe('bank-transfer');
  });
});

describe('an online payment from the order to the gateway and back', () => {
  it("asks the gateway for the whole total, a courier's charge included", async () => {
    // 2 tools without a weight (2 kg) to Chattogram: ৳150 on the goods' ৳2,501.
    const res = await checkout(buyer, two(), { ...COURIER, paymentMethod: 'online' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ total: 2651, delivery: { district: 'chattogram', charge: 150 }, payment: { method: 'online', amountDue: 2651 } });
    expect(await gatewaySession(sessionKeyOf(res.body.payment.redirectUrl))).toMatchObject({ tran_id: res.body.id, amount: '2651.00' });
  });

  it('holds the stock of an order awaiting payment, and makes it pending and paid once the gateway confirms it', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    expect(order).toMatchObject({ status: 'awaiting-payment', payment: { method: 'online', status: 'awaiting', amountDue: 2501, amountPaid: 0 } });
    expect(Date.parse(order.payment.expiresAt) - Date.parse(order.createdAt)).toBe(30 * 60_000);
    expect(await stockOf(tool.id)).toBe(98);

    const session = await gatewaySession(key);
    expect(session).toMatchObject({ tran_id: order.id, amount: '2501.00', currency: 'BDT' });

    await atGateway(key, 'pay');
    const paid = await api('GET', `/orders/${order.id}`, { token: buyer.token });
    expect(paid.body).toMatchObject({ status: 'pending', payment: { status: 'paid', amountPaid: 2501, records: [{ kind: 'payment', method: 'online', amount: 2501, by: 'gateway' }] } });
    expect(paid.body.payment.records[0].reference).toBe((await gatewaySession(key)).valId);
    expect(paid.body.history.map((entry: { status: string }) => entry.status)).toEqual(['awaiting-payment', 'pending']);
    expect(await stockOf(tool.id)).toBe(98);
    // One mail for the order placed, one for it pending, one for the money received.
    expect(await mailIdsOf(order.id)).toEqual([`order-${order.id}-1`, `order-${order.id}-2`, `payment-${order.id}-received-1`]);
  });

  it('lets the owner pay again after a failed payment ("Pay now"), and tells them of the failure once', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    await atGateway(key, 'fail', { notify: 3 });
    expect((await orderDoc(order.id)).status).toBe('awaiting-payment');
    expect((await mailIdsOf(order.id)).filter((id) => id.includes('-failed-'))).toEqual([`payment-${order.id}-failed-1`]);

    expect((await api('POST', `/orders/${order.id}/payment`, { token: other.token })).status).toBe(403);
    const again = await api('POST', `/orders/${order.id}/payment`, { token: buyer.token });
    expect(again.status).toBe(200);
    await atGateway(sessionKeyOf(again.body.redirectUrl), 'pay');
    expect((await orderDoc(order.id)).payment).toMatchObject({ status: 'paid', amountPaid: 2501 });
  });
});
