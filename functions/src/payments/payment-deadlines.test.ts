import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../firebase';
import { api, createUser, resetWithPeople, seedTool, type SeededTool, type TestUser } from '../test-support/emulators';
import { atGateway, checkout, deadlineNow, expireNow, gatewaySession, mailIdsOf, onlineOrder, orderDoc, stockOf } from '../test-support/payments';
import { settlePaymentDeadlines } from './payment-deadlines';

// The deadlines the store acts on by itself, from the time stored on each order: an unpaid online order expires,
// an unpaid transfer is reminded and then cancelled by `system`, an online refund owed is sent through the
// gateway. Each test puts the stored time into the past and runs the sweep here (the emulators' deadline clock
// may run it too: every outcome below holds however many sweeps run).

let admin: TestUser;
let buyer: TestUser;
/** ৳1,250.50 a unit, 100 in stock. */
let tool: SeededTool;

beforeEach(async () => {
  ({ admin, buyer } = await resetWithPeople());
  tool = await seedTool({ name: 'Angle Grinder 125', price: 1250.5, minimum: 1, available: 100 });
});

const history = async (id: string) => (await orderDoc(id)).history.map((entry) => [entry.status, entry.by]);

describe('an online order unpaid at its deadline', () => {
  it('expires, returning its stock once however often the sweep runs, with its mail; a payment after that is sent back', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    expect(await stockOf(tool.id)).toBe(98);
    await expireNow(order.id);
    await Promise.all([settlePaymentDeadlines(), settlePaymentDeadlines()]);
    await settlePaymentDeadlines();
    const expired = await orderDoc(order.id);
    expect(expired.status).toBe('expired');
    expect(expired.deadline).toBeUndefined();
    expect(await history(order.id)).toEqual([
      ['awaiting-payment', 'customer'],
      ['expired', 'system'],
    ]);
    expect(await stockOf(tool.id)).toBe(100);
    expect(await mailIdsOf(order.id)).toEqual([`order-${order.id}-1`, `order-${order.id}-2`]);

    await atGateway(key, 'pay');
    const doc = await orderDoc(order.id);
    expect(doc.status).toBe('expired');
    expect(doc.payment).toMatchObject({ status: 'refunded', amountPaid: 0 });
    expect(doc.payment!.records.map((record) => record.kind)).toEqual(['payment', 'refund']);
    expect((await gatewaySession(key)).refunds).toHaveLength(1);
    await settlePaymentDeadlines();
    expect((await gatewaySession(key)).refunds).toHaveLength(1);
    expect(await stockOf(tool.id)).toBe(100);
    expect((await mailIdsOf(order.id)).filter((id) => id.startsWith('payment-'))).toEqual([`payment-${order.id}-refunded-1`]);
  });

  it('is left alone before its deadline', async () => {
    const { order } = await onlineOrder(buyer, tool.id);
    expect(await settlePaymentDeadlines()).toBe(0);
    expect((await orderDoc(order.id)).status).toBe('awaiting-payment');
  });
});

describe('an online order paid and then cancelled', () => {
  it('is refunded through the gateway by the sweep and ends refunded, once', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    await atGateway(key, 'pay');
    const cancelled = await api('PATCH', `/orders/${order.id}`, { token: buyer.token, body: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.payment).toMatchObject({ status: 'refund-due', amountPaid: 2501 });
    expect((await orderDoc(order.id)).deadline?.action).toBe('refund');
    expect(await stockOf(tool.id)).toBe(100);

    await Promise.all([settlePaymentDeadlines(), settlePaymentDeadlines()]);
    await settlePaymentDeadlines();
    const doc = await orderDoc(order.id);
    expect(doc.status).toBe('cancelled');
    expect(doc.deadline).toBeUndefined();
    expect(doc.payment).toMatchObject({ status: 'refunded', amountPaid: 0 });
    const session = await gatewaySession(key);
    expect(session.refunds).toEqual([expect.objectContaining({ amount: '2501.00' })]);
    expect(doc.payment!.records.map((record) => [record.kind, record.amount, record.reference])).toEqual([
      ['payment', 2501, session.valId],
      ['refund', 2501, session.refunds[0]!.refund_ref_id],
    ]);
    expect((await mailIdsOf(order.id)).filter((id) => id.startsWith('payment-'))).toEqual([`payment-${order.id}-received-1`, `payment-${order.id}-refunded-1`]);
    expect(await stockOf(tool.id)).toBe(100);
  });

  it('by an administrator before shipping, the same', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    await atGateway(key, 'pay');
    expect((await api('PATCH', `/orders/${order.id}`, { token: admin.token, body: { status: 'confirmed' } })).status).toBe(200);
    expect((await api('PATCH', `/orders/${order.id}`, { token: admin.token, body: { status: 'cancelled' } })).body.payment.status).toBe('refund-due');
    await settlePaymentDeadlines();
    expect((await orderDoc(order.id)).payment).toMatchObject({ status: 'refunded', amountPaid: 0 });
    expect((await gatewaySession(key)).refunds).toHaveLength(1);
  });
});

describe('a bank transfer with nothing paid', () => {
  it('gets one reminder after its reminder day, then is cancelled by system at the end of its window, its stock back once', async () => {
    const placed = await checkout(buyer, [{ toolId: tool.id, quantity: 40 }], { paymentMethod: 'bank-transfer' });
    const { id } = placed.body;
    expect(await stockOf(tool.id)).toBe(60);
    const stored = await orderDoc(id);
    expect(stored.deadline!.action).toBe('remind');
    expect(stored.deadline!.at.toMillis() - stored.createdAt.toMillis()).toBe(3 * 86_400_000);

    await deadlineNow(id);
    await Promise.all([settlePaymentDeadlines(), settlePaymentDeadlines()]);
    await settlePaymentDeadlines();
    const reminded = await orderDoc(id);
    expect(reminded.status).toBe('pending');
    // Next: the end of the window, seven days after it was placed.
    expect(reminded.deadline).toEqual({ action: 'cancel', at: reminded.payment!.dueAt });
    expect((await mailIdsOf(id)).filter((mail) => mail.startsWith('payment-'))).toEqual([`payment-${id}-reminder-1`]);
    expect(await stockOf(tool.id)).toBe(60);

    // Confirming the order does not pay for it.
    expect((await api('PATCH', `/orders/${id}`, { token: admin.token, body: { status: 'confirmed' } })).status).toBe(200);
    await collections.orders.doc(id).update({ 'deadline.at': Timestamp.fromMillis(Date.now() - 1000), 'payment.dueAt': Timestamp.fromMillis(Date.now() - 1000) });
    await Promise.all([settlePaymentDeadlines(), settlePaymentDeadlines()]);
    await settlePaymentDeadlines();
    const cancelled = await orderDoc(id);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.deadline).toBeUndefined();
    expect((await history(id)).at(-1)).toEqual(['cancelled', 'system']);
    expect(await stockOf(tool.id)).toBe(100);
    expect((await mailIdsOf(id)).filter((mail) => mail.startsWith('payment-'))).toEqual([`payment-${id}-reminder-1`]);
  });

  it('is left standing once paid, whatever its old deadline said', async () => {
    const placed = await checkout(buyer, [{ toolId: tool.id, quantity: 2 }], { paymentMethod: 'bank-transfer' });
    const { id } = placed.body;
    await deadlineNow(id);
    // Paid between the sweep's query and its transaction: the deadline stored before the payment is gone.
    expect((await api('POST', `/orders/${id}/payments`, { token: admin.token, body: { kind: 'payment', amount: 1000, method: 'bank', reference: 'DBBL-1' } })).status).toBe(201);
    await settlePaymentDeadlines();
    expect(await orderDoc(id)).toMatchObject({ status: 'pending', payment: { status: 'due', amountPaid: 1000 } });
    expect((await orderDoc(id)).deadline).toBeUndefined();
    expect((await mailIdsOf(id)).filter((mail) => mail.includes('-reminder-'))).toEqual([]);
  });
});

describe('one sweep over many orders', () => {
  it('expires unpaid orders sharing tools each once, returning every unit once; a sweep out of time leaves them', async () => {
    const second = await seedTool({ name: 'Impact Driver 18V', price: 900, minimum: 1, available: 50 });
    const orders = await Promise.all([
      ...Array.from({ length: 9 }, () => onlineOrder(buyer, tool.id)),
      ...Array.from({ length: 3 }, async () => ({
        order: (await checkout(buyer, [{ toolId: tool.id, quantity: 1 }, { toolId: second.id, quantity: 2 }], { paymentMethod: 'online' })).body,
      })),
    ]);
    expect(await stockOf(tool.id)).toBe(100 - 9 * 2 - 3);
    await Promise.all(orders.map(({ order }) => expireNow(order.id)));

    expect(await settlePaymentDeadlines(Timestamp.now(), 0)).toBe(0);
    // The emulators' deadline clock may sweep some of them first: what matters is each expires once.
    await settlePaymentDeadlines();
    expect(await settlePaymentDeadlines()).toBe(0);
    for (const { order } of orders) expect((await history(order.id)).map(([status]) => status)).toEqual(['awaiting-payment', 'expired']);
    expect(await stockOf(tool.id)).toBe(100);
    expect(await stockOf(second.id)).toBe(50);
  });
});

describe('a rush of unpaid orders of one tool', () => {
  it('expires more of them than one transaction takes, three sweeps at once, each once, while payments arrive for two', async () => {
    const grinder = await seedTool({ name: 'Bench Grinder 200', price: 4200, minimum: 1, available: 500 });
    const placed: Awaited<ReturnType<typeof onlineOrder>>[] = [];
    // 210 orders, more than two of the sweep's batches, all holding the same tool: 15 of 14 buyers (each may place 20 a minute).
    const buyers = await Promise.all(Array.from({ length: 14 }, () => createUser()));
    for (let round = 0; round < 15; round++) placed.push(...(await Promise.all(buyers.map((each) => onlineOrder(each, grinder.id, 2)))));
    expect(await stockOf(grinder.id)).toBe(500 - 210 * 2);
    await Promise.all(placed.map(({ order }) => expireNow(order.id)));

    const paying = [placed[0]!, placed[150]!];
    await Promise.all([settlePaymentDeadlines(), settlePaymentDeadlines(), settlePaymentDeadlines(), ...paying.map(({ key }) => atGateway(key, 'pay'))]);
    await settlePaymentDeadlines();

    const docs = await Promise.all(placed.map(({ order }) => orderDoc(order.id)));
    for (const doc of docs) expect(doc.history.filter((entry) => entry.status === 'expired').length).toBeLessThanOrEqual(1);
    // A payment that came first keeps its order; one that came after the expiry is sent back.
    const kept = docs.filter((doc) => doc.status === 'pending');
    expect(docs.filter((doc) => doc.status !== 'expired' && doc.status !== 'pending')).toEqual([]);
    expect(kept.length).toBeLessThanOrEqual(paying.length);
    expect(docs.filter((doc) => doc.status === 'expired' && doc.payment?.amountPaid !== 0)).toEqual([]);
    expect(await stockOf(grinder.id)).toBe(500 - kept.length * 2);
  }, 180_000);
});

describe("an online order's expiry, as the order shows it", () => {
  it('is acted on from payment.expiresAt: moved into the past directly, the order expires and its stock returns once', async () => {
    const { order } = await onlineOrder(buyer, tool.id);
    expect((await orderDoc(order.id)).deadline).toBeUndefined();
    await collections.orders.doc(order.id).update({ 'payment.expiresAt': Timestamp.fromMillis(Date.now() - 1000) });
    await Promise.all([settlePaymentDeadlines(), settlePaymentDeadlines()]);
    await settlePaymentDeadlines();
    expect((await orderDoc(order.id)).status).toBe('expired');
    expect(await stockOf(tool.id)).toBe(100);
  });

  it("moved into the past directly, is expired by the store's own clock within a minute, its stock back once", async () => {
    const { order } = await onlineOrder(buyer, tool.id);
    await collections.orders.doc(order.id).update({ 'payment.expiresAt': Timestamp.fromMillis(Date.now() - 1000) });
    // No sweep called here: the emulators' deadline clock runs the scheduled sweep, as production's schedule does.
    await expect.poll(async () => (await orderDoc(order.id)).status, { timeout: 60_000, interval: 1000 }).toBe('expired');
    expect(await stockOf(tool.id)).toBe(100);
    expect((await orderDoc(order.id)).history.filter((entry) => entry.status === 'expired')).toHaveLength(1);
  }, 90_000);

  it('waits for a payment.expiresAt moved later, whatever an older deadline stored beside it said', async () => {
    const { order } = await onlineOrder(buyer, tool.id);
    const past = Timestamp.fromMillis(Date.now() - 1000);
    await collections.orders.doc(order.id).update({ deadline: { at: past, action: 'expire' }, 'payment.expiresAt': Timestamp.fromMillis(Date.now() + 3_600_000) });
    await settlePaymentDeadlines();
    const doc = await orderDoc(order.id);
    expect(doc.status).toBe('awaiting-payment');
    expect(doc.deadline).toBeUndefined();
    expect(await stockOf(tool.id)).toBe(98);
  });
});
