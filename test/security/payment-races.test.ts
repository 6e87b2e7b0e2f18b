import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@store/contract/order';
import { collections } from '../../functions/src/firebase';
import { settlePaymentDeadlines } from '../../functions/src/payments/payment-deadlines';
import { api, createUser, resetEmulators, seedTool, warmUpWorkers, type SeededTool, type TestUser } from '../../functions/src/test-support/emulators';
import {
  atGateway,
  checkout,
  expireNow,
  gatewaySession,
  mailIdsOf,
  noticeOf,
  onlineOrder,
  orderDoc,
  postNotice,
  replayNotice,
  sessionAtGateway,
  stockOf,
  type GatewaySession,
} from '../../functions/src/test-support/payments';
import { writeFigures } from './support';

// Races of money (SPEC's integrity rules of release 3): the gateway's notice many times at once and again later,
// forged notices, an expiry racing a late payment, administrators recording payments and refunds at once, and a
// cancel racing a payment. Each race is followed by the check of what must hold, whoever won. The sweep of the
// payment deadlines runs in this process (and the emulators' deadline clock may run it too, every 15 s). The
// 20-round races place each order for a customer of its own: the API takes 20 orders a minute from one.

const figures: Record<string, unknown> = {};
const countBy = <T>(values: T[]) => values.reduce<Record<string, number>>((all, value) => ({ ...all, [String(value)]: (all[String(value)] ?? 0) + 1 }), {});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const toPoisha = (amount: number) => Math.round(amount * 100);

let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  await resetEmulators();
  [admin, buyer] = await Promise.all([createUser({ admin: true, email: 'payment-races-admin@example.com' }), createUser()]);
  await warmUpWorkers(buyer.token);
}, 240_000);
afterAll(() => writeFigures('payment-races', figures));

/** A tool of ৳1,000 a unit with `available` in stock. */
const freshTool = (available: number) => seedTool({ name: `Race Grinder ${Math.random().toString(36).slice(2, 7)}`, price: 1000, minimum: 1, available });

/** What a paid online order must look like: pending, paid once, the gateway's payment its only record. */
async function expectPaidOnce(id: string, session: GatewaySession) {
  const doc = await orderDoc(id);
  expect(doc.status).toBe('pending');
  expect(doc.payment).toMatchObject({ status: 'paid', amountPaid: doc.total });
  expect(doc.payment!.records.map((record) => [record.kind, record.amount, record.reference])).toEqual([['payment', doc.total, session.valId]]);
  expect(doc.history.map((entry) => entry.status)).toEqual(['awaiting-payment', 'pending']);
  expect((await mailIdsOf(id)).filter((mail) => mail.startsWith('payment-'))).toEqual([`payment-${id}-received-1`]);
}

describe('the same notification 50 times at once, and again later', () => {
  it('pays each order once: one record, amountPaid equal to the total', async () => {
    const tool = await freshTool(100);
    const rounds = [];
    for (let round = 0; round < 3; round++) {
      const { order, key } = await onlineOrder(buyer, tool.id);
      // Paid at the gateway, whose own notice waits a moment: the 50 copies below race it and each other.
      const session = await atGateway(key, 'pay', { notify: 1, delayMs: 2000 });
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 50 }, () => postNotice(noticeOf(session))));
      const ms = Date.now() - started;
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
      // Later: the gateway's own notice, five more copies from it, and the same form once more.
      while ((await gatewaySession(key)).notifications.length < 1) await sleep(100);
      await replayNotice(key, 5);
      expect((await postNotice(noticeOf(session))).status).toBe(200);
      await expectPaidOnce(order.id, session);
      rounds.push({ ms, records: (await orderDoc(order.id)).payment!.records.length });
    }
    expect(await stockOf(tool.id)).toBe(100 - 3 * 2);
    figures.sameNotice50 = { rounds: rounds.length, noticesPerOrder: 50 + 1 + 5 + 1, records: rounds.map((r) => r.records), msFor50: rounds.map((r) => r.ms) };
  });
});

describe('forged notifications', () => {
  it('apply nothing: an unknown val_id, or a valid val_id of another order, sent with this order\'s tran_id, 40 at once', async () => {
    const tool = await freshTool(100);
    const target = await onlineOrder(buyer, tool.id);
    const other = await onlineOrder(await createUser(), tool.id);
    const othersPayment = await atGateway(other.key, 'pay');
    const before = await orderDoc(target.order.id);
    const forged = [
      ...Array.from({ length: 20 }, (_, n) => noticeOf(othersPayment, { tran_id: target.order.id, val_id: `SBXFORGED${String(n).padStart(16, '0')}` })),
      ...Array.from({ length: 20 }, () => noticeOf(othersPayment, { tran_id: target.order.id })),
    ];
    const answers = await Promise.all(forged.map((fields) => postNotice(fields)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    expect(await orderDoc(target.order.id)).toEqual(before);
    expect((await mailIdsOf(target.order.id)).filter((mail) => mail.startsWith('payment-'))).toEqual([]);
    // The other order was paid once, by its own notice.
    await expectPaidOnce(other.order.id, othersPayment);
    figures.forged = { notices: forged.length, applied: 0 };
  });

  it('flag, and do not apply, a payment the gateway confirms for another amount or in another currency (five notices each at once)', async () => {
    const tool = await freshTool(100);
    const short = await onlineOrder(buyer, tool.id);
    const shortPaid = await atGateway(short.key, 'pay', { notify: 5, amount: 1999.99 });
    const dollars = await onlineOrder(buyer, tool.id);
    const dollarKey = await sessionAtGateway({ tranId: dollars.order.id, amount: '2000.00', currency: 'USD' });
    const dollarsPaid = await atGateway(dollarKey, 'pay', { notify: 5 });
    const flagged = [];
    for (const [order, session, figure] of [
      [short.order, shortPaid, '1999.99 BDT'],
      [dollars.order, dollarsPaid, '2000.00 USD'],
    ] as const) {
      const doc = await orderDoc(order.id);
      expect(doc.status).toBe('awaiting-payment');
      expect(doc.payment).toMatchObject({ status: 'awaiting', amountPaid: 0, records: [] });
      expect(doc.payment!.flag).toMatchObject({ reference: session.valId, reason: expect.stringContaining(figure) });
      expect((await mailIdsOf(order.id)).filter((mail) => mail.startsWith('payment-'))).toEqual([]);
      flagged.push(doc.payment!.flag!.reason);
    }
    expect(await stockOf(tool.id)).toBe(96);
    figures.mismatched = { notices: 10, applied: 0, flagged };
  });
});

describe('an expiry racing a late successful payment, 20 rounds', () => {
  it('ends each order paid, or expired and refunded: never both, never neither; the stock returned at most once', async () => {
    const STOCK = 100;
    const tool = await freshTool(STOCK);
    const rounds: { id: string; key: string; total: number }[] = [];
    for (let round = 0; round < 20; round++) {
      const { order, key } = await onlineOrder(await createUser(), tool.id);
      await expireNow(order.id);
      // The sweep a little later in some rounds, so that either side wins some.
      await Promise.all([sleep((round % 5) * 40).then(() => settlePaymentDeadlines()), atGateway(key, 'pay', { notify: 1 })]);
      rounds.push({ id: order.id, key, total: order.total });
    }
    // Refunds owed that were not sent at once go with the next sweep.
    await settlePaymentDeadlines();

    const outcomes: string[] = [];
    let paidUnits = 0;
    for (const { id, key, total } of rounds) {
      const doc = await orderDoc(id);
      const session = await gatewaySession(key);
      expect(session.status).toBe('VALID');
      const kinds = doc.payment!.records.map((record) => record.kind);
      if (doc.status === 'pending') {
        expect(doc.payment).toMatchObject({ status: 'paid', amountPaid: total });
        expect(kinds).toEqual(['payment']);
        expect(session.refunds).toEqual([]);
        paidUnits += doc.units;
      } else {
        expect(doc.status).toBe('expired');
        expect(doc.payment).toMatchObject({ status: 'refunded', amountPaid: 0 });
        expect(kinds).toEqual(['payment', 'refund']);
        expect(session.refunds.map((refund) => refund.amount)).toEqual([total.toFixed(2)]);
        expect((await mailIdsOf(id)).filter((mail) => mail.startsWith('payment-'))).toEqual([`payment-${id}-refunded-1`]);
      }
      expect(doc.deadline).toBeUndefined();
      outcomes.push(doc.status);
    }
    expect(await stockOf(tool.id)).toBe(STOCK - paidUnits);
    figures.expiryVsPayment = { rounds: rounds.length, outcomes: countBy(outcomes), bothOrNeither: 0, stock: { initial: STOCK, final: STOCK - paidUnits } };
  });
});

describe("administrators' records at once on one order", () => {
  it('20 payments summing to more than is due: never more than the amount due recorded, the rest 409 overpayment; then 20 refunds never above what was paid', async () => {
    const tool = await freshTool(100);
    const placed = await checkout(await createUser(), [{ toolId: tool.id, quantity: 2 }], { paymentMethod: 'cod' });
    const order = placed.body as Order;
    expect(order.payment.amountDue).toBe(2000);
    // 20 amounts from ৳90 to ৳185.50: ৳2,755 in all, for ৳2,000 due.
    const amounts = Array.from({ length: 20 }, (_, n) => 90 + n * 5 - (n % 2) * 0.5);
    const record = (kind: 'payment' | 'refund', amount: number, n: number) =>
      api('POST', `/orders/${order.id}/payments`, { token: admin.token, body: { kind, amount, method: 'cash', reference: `${kind} ${n}` } });

    const payments = await Promise.all(amounts.map((amount, n) => record('payment', amount, n)));
    for (const answer of payments) expect([201, 409]).toContain(answer.status);
    const refused = amounts.filter((_, n) => payments[n]!.status === 409);
    for (const answer of payments.filter((a) => a.status === 409)) expect(answer.body.error.code).toBe('overpayment');
    const paid = await orderDoc(order.id);
    const recorded = paid.payment!.records.reduce((sum, entry) => sum + toPoisha(entry.amount), 0);
    expect(recorded).toBe(toPoisha(paid.payment!.amountPaid));
    expect(recorded).toBeLessThanOrEqual(toPoisha(2000));
    expect(paid.payment!.records).toHaveLength(payments.filter((a) => a.status === 201).length);
    // Each refused amount was more than was left, so more than is left now.
    for (const amount of refused) expect(toPoisha(amount)).toBeGreaterThan(toPoisha(2000) - recorded);
    expect(refused.length).toBeGreaterThan(0);

    expect((await api('PATCH', `/orders/${order.id}`, { token: admin.token, body: { status: 'cancelled' } })).body.payment.status).toBe('refund-due');
    const refunds = await Promise.all(amounts.map((amount, n) => record('refund', amount, n)));
    for (const answer of refunds) expect([201, 409]).toContain(answer.status);
    const refunded = await orderDoc(order.id);
    const back = refunded.payment!.records.filter((entry) => entry.kind === 'refund').reduce((sum, entry) => sum + toPoisha(entry.amount), 0);
    expect(back).toBeLessThanOrEqual(recorded);
    expect(toPoisha(refunded.payment!.amountPaid)).toBe(recorded - back);
    for (const [n, answer] of refunds.entries()) {
      if (answer.status === 409) expect(toPoisha(amounts[n]!)).toBeGreaterThan(recorded - back);
    }
    figures.adminRecords = {
      payments: { sent: 20, statuses: countBy(payments.map((a) => a.status)), recorded: recorded / 100, due: 2000 },
      refunds: { sent: 20, statuses: countBy(refunds.map((a) => a.status)), refunded: back / 100, paid: recorded / 100 },
    };
  });
});

describe("an owner's cancel racing the gateway's payment notice, 20 rounds", () => {
  it('ends each order paid and pending, or cancelled with the money sent back; the stock returned at most once', async () => {
    const STOCK = 100;
    const tool: SeededTool = await freshTool(STOCK);
    const rounds: { id: string; key: string; total: number; cancel: number }[] = [];
    for (let round = 0; round < 20; round++) {
      const owner = await createUser();
      const { order, key } = await onlineOrder(owner, tool.id);
      const [cancel] = await Promise.all([
        sleep((round % 4) * 30).then(() => api('PATCH', `/orders/${order.id}`, { token: owner.token, body: { status: 'cancelled' } })),
        atGateway(key, 'pay', { notify: 1 }),
      ]);
      expect([200, 409]).toContain(cancel.status);
      rounds.push({ id: order.id, key, total: order.total, cancel: cancel.status });
    }
    await settlePaymentDeadlines();

    const outcomes: string[] = [];
    let standingUnits = 0;
    for (const { id, key, total } of rounds) {
      const doc = await orderDoc(id);
      const session = await gatewaySession(key);
      if (doc.status === 'cancelled') {
        expect(doc.payment).toMatchObject({ status: 'refunded', amountPaid: 0 });
        expect(doc.payment!.records.map((record) => record.kind)).toEqual(['payment', 'refund']);
        expect(session.refunds.map((refund) => refund.amount)).toEqual([total.toFixed(2)]);
        // Cancelled once: one history entry for it.
        expect(doc.history.filter((entry) => entry.status === 'cancelled')).toHaveLength(1);
      } else {
        expect(doc.status).toBe('pending');
        expect(doc.payment).toMatchObject({ status: 'paid', amountPaid: total });
        expect(session.refunds).toEqual([]);
        standingUnits += doc.units;
      }
      expect(doc.deadline).toBeUndefined();
      // Which happened first: cancelled while awaiting payment, or paid and then cancelled.
      outcomes.push(doc.status === 'cancelled' ? `cancelled ${doc.history.some((entry) => entry.status === 'pending') ? 'after payment' : 'before payment'}` : doc.status);
    }
    expect(await stockOf(tool.id)).toBe(STOCK - standingUnits);
    figures.cancelVsPayment = { rounds: rounds.length, outcomes: countBy(outcomes), cancelStatuses: countBy(rounds.map((r) => r.cancel)), stock: { initial: STOCK, final: STOCK - standingUnits } };
  });
});

it('left no payment deadline due and no refund unsent', async () => {
  const due = await collections.orders.where('deadline.at', '<=', new Date()).get();
  expect(due.docs.map((doc) => [doc.id, doc.get('deadline.action')])).toEqual([]);
});
