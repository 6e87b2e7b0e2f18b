import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../firebase';
import { settlePaymentDeadlines } from './payment-deadlines';
import { api, getTool, resetWithPeople, seedTool, snapshotFirestore, type SeededTool, type TestUser } from '../test-support/emulators';
import { sandbox, sessionKeyOf } from '../test-support/payment-sandbox';

let admin: TestUser;
let buyer: TestUser;
let other: TestUser;
/** ৳1,250.50 a unit, 100 in stock. */
let tool: SeededTool;

beforeEach(async () => {
  ({ admin, buyer, other } = await resetWithPeople({ displayName: 'Bea Buyer' }));
  tool = await seedTool({ name: 'Angle Grinder 125', price: 1250.5, minimum: 1, available: 100 });
});

const body = (overrides: Record<string, unknown> = {}) => ({
  lines: [{ toolId: tool.id, quantity: 2 }],
  address: '12 Lake Road, Dhaka',
  phone: '+880 1712-345678',
  ...overrides,
});
const placeOrder = (user: TestUser, overrides: Record<string, unknown> = {}, key: string = randomUUID()) =>
  api('POST', '/orders', { token: user.token, headers: { 'Idempotency-Key': key }, body: body(overrides) });
const stored = async (id: string) => (await collections.orders.doc(id).get()).data()!;
const stockOf = async () => (await getTool(tool.id))!.available;
const mailsOf = async (orderId: string) => (await collections.mail.get()).docs.filter((doc) => doc.id.includes(orderId)).map((doc) => doc.id);

/** Places an online order and answers it with its payment session's key at the sandbox. */
async function onlineOrder(user: TestUser = buyer) {
  const res = await placeOrder(user, { paymentMethod: 'online' });
  expect(res.status).toBe(201);
  return { order: res.body, key: sessionKeyOf(res.body.payment.redirectUrl) };
}

describe('checkout by payment method', () => {
  it('takes cash on delivery within the COD limit, and refuses it above (409 cod-limit, nothing written)', async () => {
    const cod = await placeOrder(buyer, { paymentMethod: 'cod' });
    expect(cod.status).toBe(201);
    expect(cod.body).toMatchObject({ status: 'pending', payment: { method: 'cod', status: 'due', amountDue: 2501, amountPaid: 0, currency: 'BDT', dueAt: null, records: [] } });

    const before = await snapshotFirestore();
    const big = await placeOrder(buyer, { lines: [{ toolId: tool.id, quantity: 40 }], paymentMethod: 'cod' });
    expect(big.status).toBe(409);
    expect(big.body.error.code).toBe('cod-limit');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('gives a body without a method cash on delivery within the limit and a bank transfer above it', async () => {
    expect((await placeOrder(buyer)).body.payment.method).toBe('cod');
    const big = await placeOrder(buyer, { lines: [{ toolId: tool.id, quantity: 40 }] });
    expect(big.body.payment).toMatchObject({ method: 'bank-transfer', status: 'due', amountDue: 50020 });
    // Due seven days after it was placed.
    expect(Date.parse(big.body.payment.dueAt) - Date.parse(big.body.createdAt)).toBe(7 * 86_400_000);
  });

  it('refuses paying on account without a trade account (409 not-a-member)', async () => {
    const res = await placeOrder(buyer, { paymentMethod: 'account' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('not-a-member');
  });
});

describe('online payment through the gateway', () => {
  it('holds the stock of an order awaiting payment, and makes it pending and paid once the gateway confirms it', async () => {
    const { order, key } = await onlineOrder();
    expect(order).toMatchObject({ status: 'awaiting-payment', payment: { method: 'online', status: 'awaiting', amountDue: 2501, amountPaid: 0 } });
    expect(Date.parse(order.payment.expiresAt) - Date.parse(order.createdAt)).toBe(30 * 60_000);
    expect(await stockOf()).toBe(98);

    const session = await sandbox('GET', `/control/sessions/${key}`);
    expect(session.body).toMatchObject({ tran_id: order.id, amount: '2501.00', currency: 'BDT' });

    expect((await sandbox('POST', `/control/sessions/${key}`, { action: 'pay' })).status).toBe(200);
    const paid = await api('GET', `/orders/${order.id}`, { token: buyer.token });
    expect(paid.body).toMatchObject({ status: 'pending', payment: { status: 'paid', amountPaid: 2501, records: [{ kind: 'payment', method: 'online', amount: 2501, by: 'gateway' }] } });
    expect(paid.body.history.map((entry: { status: string }) => entry.status)).toEqual(['awaiting-payment', 'pending']);
    expect(await stockOf()).toBe(98);
    expect(await mailsOf(order.id)).toContain(`payment-${order.id}-received-1`);
  });

  it('applies a notification five times over once', async () => {
    const { order, key } = await onlineOrder();
    await sandbox('POST', `/control/sessions/${key}`, { action: 'pay', notify: 5 });
    await sandbox('POST', `/control/sessions/${key}/notify`, { times: 3 });
    const doc = await stored(order.id);
    expect(doc.payment!.records).toHaveLength(1);
    expect(doc.payment!.amountPaid).toBe(2501);
  });

  it('does not apply a payment of another amount: the order is flagged and keeps awaiting', async () => {
    const { order, key } = await onlineOrder();
    await sandbox('POST', `/control/sessions/${key}`, { action: 'pay', amount: 10 });
    const doc = await stored(order.id);
    expect(doc.status).toBe('awaiting-payment');
    expect(doc.payment).toMatchObject({ status: 'awaiting', amountPaid: 0, records: [] });
    expect(doc.payment!.flag!.reason).toContain('10.00 BDT');
  });

  it('sends the browser back to the order page, changing nothing', async () => {
    const { order } = await onlineOrder();
    const res = await fetch(`${process.env.API_URL ?? 'http://127.0.0.1:5000/api'}/payments/return?order=${order.id}&outcome=success&lang=bn&val_id=forged`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/bn/dashboard/orders/${order.id}?payment=success`);
    expect((await stored(order.id)).status).toBe('awaiting-payment');
  });

  it('lets the owner pay again after a failed payment ("Pay now"), and nobody else', async () => {
    const { order, key } = await onlineOrder();
    await sandbox('POST', `/control/sessions/${key}`, { action: 'fail' });
    expect((await stored(order.id)).status).toBe('awaiting-payment');
    expect(await mailsOf(order.id)).toContain(`payment-${order.id}-failed-1`);

    expect((await api('POST', `/orders/${order.id}/payment`, { token: other.token })).status).toBe(403);
    const again = await api('POST', `/orders/${order.id}/payment`, { token: buyer.token });
    expect(again.status).toBe(200);
    await sandbox('POST', `/control/sessions/${sessionKeyOf(again.body.redirectUrl)}`, { action: 'pay' });
    expect((await stored(order.id)).payment!.status).toBe('paid');
  });

  it('expires an unpaid order at its stored deadline and returns its stock once; a late payment is refunded', async () => {
    const { order, key } = await onlineOrder();
    await collections.orders.doc(order.id).update({ 'deadline.at': Timestamp.fromMillis(Date.now() - 1000), 'payment.expiresAt': Timestamp.fromMillis(Date.now() - 1000) });
    await settlePaymentDeadlines();
    await settlePaymentDeadlines();
    expect((await stored(order.id)).status).toBe('expired');
    expect(await stockOf()).toBe(100);
    const late = await api('POST', `/orders/${order.id}/payment`, { token: buyer.token });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('payment-window-closed');

    await sandbox('POST', `/control/sessions/${key}`, { action: 'pay' });
    const doc = await stored(order.id);
    expect(doc.status).toBe('expired');
    expect(doc.payment).toMatchObject({ status: 'refunded', amountPaid: 0 });
    expect(doc.payment!.records.map((record) => record.kind)).toEqual(['payment', 'refund']);
    expect((await sandbox('GET', `/control/sessions/${key}`)).body.refunds).toHaveLength(1);
    expect(await stockOf()).toBe(100);
  });
});

describe('the payment deadline sweep', () => {
  it('expires many unpaid orders sharing tools in one sweep, each once, returning every unit once', async () => {
    const second = await seedTool({ name: 'Impact Driver 18V', price: 900, minimum: 1, available: 50 });
    const orders = await Promise.all([
      ...Array.from({ length: 9 }, () => onlineOrder(buyer)),
      ...Array.from({ length: 3 }, () => placeOrder(other, { lines: [{ toolId: tool.id, quantity: 1 }, { toolId: second.id, quantity: 2 }], paymentMethod: 'online' }).then((res) => ({ order: res.body }))),
    ]);
    expect(await stockOf()).toBe(100 - 9 * 2 - 3);
    const past = Timestamp.fromMillis(Date.now() - 1000);
    await Promise.all(orders.map(({ order }) => collections.orders.doc(order.id).update({ 'deadline.at': past, 'payment.expiresAt': past })));

    // A sweep out of time leaves them to the next.
    expect(await settlePaymentDeadlines(Timestamp.now(), 0)).toBe(0);
    // The emulators' deadline clock may sweep some of them first: what matters is each expires once.
    await settlePaymentDeadlines();
    expect(await settlePaymentDeadlines()).toBe(0);
    for (const { order } of orders) expect((await stored(order.id)).history.map((entry) => entry.status)).toEqual(['awaiting-payment', 'expired']);
    expect(await stockOf()).toBe(100);
    expect((await getTool(second.id))!.available).toBe(50);
  });
});

describe('POST /api/orders/:id/payments (administrators)', () => {
  it('records cash until the order is paid, and refuses more than is due (409 overpayment)', async () => {
    const { body: order } = await placeOrder(buyer, { paymentMethod: 'cod' });
    const first = await api('POST', `/orders/${order.id}/payments`, { token: admin.token, body: { kind: 'payment', amount: 1000, method: 'cash', reference: 'Receipt 1' } });
    expect(first.status).toBe(201);
    expect(first.body.payment).toMatchObject({ status: 'due', amountPaid: 1000 });
    const over = await api('POST', `/orders/${order.id}/payments`, { token: admin.token, body: { kind: 'payment', amount: 1501.01, method: 'cash', reference: 'Receipt 2' } });
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('overpayment');
    const rest = await api('POST', `/orders/${order.id}/payments`, { token: admin.token, body: { kind: 'payment', amount: 1501, method: 'cash', reference: 'Receipt 2' } });
    expect(rest.body.payment).toMatchObject({ status: 'paid', amountPaid: 2501 });
    expect((await api('POST', `/orders/${order.id}/payments`, { token: buyer.token, body: { kind: 'payment', amount: 1, method: 'cash', reference: 'x' } })).status).toBe(403);
  });

  it('makes a cancelled paid order refund-due until the refund is recorded', async () => {
    const { body: order } = await placeOrder(buyer, { paymentMethod: 'bank-transfer' });
    await api('POST', `/orders/${order.id}/payments`, { token: admin.token, body: { kind: 'payment', amount: 2501, method: 'bank', reference: 'DBBL-778812' } });
    const cancelled = await api('PATCH', `/orders/${order.id}`, { token: buyer.token, body: { status: 'cancelled' } });
    expect(cancelled.body.payment.status).toBe('refund-due');
    const refund = await api('POST', `/orders/${order.id}/payments`, { token: admin.token, body: { kind: 'refund', amount: 2501, method: 'bank', reference: 'Refund 1' } });
    expect(refund.status).toBe(201);
    expect(refund.body.payment).toMatchObject({ status: 'refunded', amountPaid: 0 });
  });
});
