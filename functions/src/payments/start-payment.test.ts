import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../firebase';
import { api, resetWithPeople, seedTool, snapshotFirestore, type SeededTool, type TestUser } from '../test-support/emulators';
import { sandbox, sessionKeyOf } from '../test-support/payment-sandbox';
import { atGateway, checkout, expireNow, gatewaySession, onlineOrder, orderDoc } from '../test-support/payments';
import { settlePaymentDeadlines } from './payment-deadlines';

// POST /api/orders/:id/payment ("Pay now"): a new gateway session for the owner's online order that still
// awaits payment, and for nobody and nothing else.

let admin: TestUser;
let buyer: TestUser;
let other: TestUser;
let tool: SeededTool;

beforeEach(async () => {
  ({ admin, buyer, other } = await resetWithPeople());
  tool = await seedTool({ name: 'Impact Driver', price: 1500, minimum: 1, available: 50 });
});

const payNow = (id: string, user?: TestUser) => api('POST', `/orders/${id}/payment`, { token: user?.token });

/** Calls Pay now and checks it was refused with `status` and `code`, writing nothing. */
async function expectRefused(id: string, user: TestUser | undefined, status: number, code: string) {
  const before = await snapshotFirestore();
  const res = await payNow(id, user);
  expect(res.status).toBe(status);
  expect(res.body.error.code).toBe(code);
  expect(await snapshotFirestore()).toEqual(before);
}

describe('POST /api/orders/:id/payment', () => {
  it("opens a new session at the gateway for the owner's awaiting order, for its amount", async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    const res = await payNow(order.id, buyer);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['redirectUrl']);
    const fresh = sessionKeyOf(res.body.redirectUrl);
    expect(fresh).not.toBe(key);
    expect(await gatewaySession(fresh)).toMatchObject({ tran_id: order.id, amount: '3000.00', currency: 'BDT', status: 'PENDING' });
    expect((await sandbox('GET', `/control/sessions?tran_id=${order.id}`)).body.sessions).toHaveLength(2);
    // The newest page is the one a retried checkout answers; the order itself is unchanged.
    const stored = await orderDoc(order.id);
    expect(stored.gateway).toMatchObject({ sessions: 2, redirectUrl: res.body.redirectUrl });
    expect(stored.status).toBe('awaiting-payment');
  });

  it('is 401 for a visitor, 403 for another customer and for an administrator, writing nothing', async () => {
    const { order } = await onlineOrder(buyer, tool.id);
    await expectRefused(order.id, undefined, 401, 'unauthenticated');
    await expectRefused(order.id, other, 403, 'permission-denied');
    await expectRefused(order.id, admin, 403, 'permission-denied');
  });

  it('is 404 for an order that does not exist and 400 for an id that cannot be one', async () => {
    await expectRefused('no-such-order', buyer, 404, 'not-found');
    const before = await snapshotFirestore();
    const bad = await api('POST', '/orders/a%2Fb/payment', { token: buyer.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('id');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 409 payment-window-closed for an order that does not await online payment, writing nothing', async () => {
    const cod = await checkout(buyer, [{ toolId: tool.id, quantity: 1 }], { paymentMethod: 'cod' });
    await expectRefused(cod.body.id, buyer, 409, 'payment-window-closed');
    const transfer = await checkout(buyer, [{ toolId: tool.id, quantity: 1 }], { paymentMethod: 'bank-transfer' });
    await expectRefused(transfer.body.id, buyer, 409, 'payment-window-closed');

    // Paid already.
    const paid = await onlineOrder(buyer, tool.id);
    await atGateway(paid.key, 'pay');
    await expectRefused(paid.order.id, buyer, 409, 'payment-window-closed');

    // Cancelled by its owner.
    const cancelled = await onlineOrder(buyer, tool.id);
    expect((await api('PATCH', `/orders/${cancelled.order.id}`, { token: buyer.token, body: { status: 'cancelled' } })).status).toBe(200);
    await expectRefused(cancelled.order.id, buyer, 409, 'payment-window-closed');

    // Expired by the sweep.
    const expired = await onlineOrder(buyer, tool.id);
    await expireNow(expired.order.id);
    await settlePaymentDeadlines();
    expect((await orderDoc(expired.order.id)).status).toBe('expired');
    await expectRefused(expired.order.id, buyer, 409, 'payment-window-closed');

    // Past its time to pay, whether or not the sweep has expired it yet.
    const late = await onlineOrder(buyer, tool.id);
    await collections.orders.doc(late.order.id).update({ 'payment.expiresAt': Timestamp.fromMillis(Date.now() - 1000) });
    await expectRefused(late.order.id, buyer, 409, 'payment-window-closed');
    expect((await sandbox('GET', `/control/sessions?tran_id=${late.order.id}`)).body.sessions).toHaveLength(1);
  });
});
