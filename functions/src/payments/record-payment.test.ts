import { beforeEach, describe, expect, it } from 'vitest';
import { dhakaDay } from '@store/contract/dhaka-time';
import { collections } from '../firebase';
import { api, resetWithPeople, seedTool, snapshotFirestore, type SeededTool, type TestUser } from '../test-support/emulators';
import { atGateway, checkout, mailIdsOf, onlineOrder, orderDoc } from '../test-support/payments';

// POST /api/orders/:id/payments (administrators): money received for, or given back on, a cash, transfer or
// account order, never more than is due nor refunds above what was paid; each with its mail and audit entry.

let admin: TestUser;
let buyer: TestUser;
/** ৳1,250.50 a unit. */
let tool: SeededTool;

beforeEach(async () => {
  ({ admin, buyer } = await resetWithPeople());
  tool = await seedTool({ name: 'Angle Grinder 125', price: 1250.5, minimum: 1, available: 100 });
});

const cash = (amount: number, reference: string, extra: Record<string, unknown> = {}) => ({ kind: 'payment', amount, method: 'cash', reference, ...extra });
const refund = (amount: number, reference: string) => ({ kind: 'refund', amount, method: 'cash', reference });
const record = (id: string, body: unknown, user: TestUser | null = admin) => api('POST', `/orders/${id}/payments`, { token: user?.token, body });
/** A cash order of ৳2,501 (two units). */
const codOrder = async () => (await checkout(buyer, [{ toolId: tool.id, quantity: 2 }], { paymentMethod: 'cod' })).body.id as string;

/** Records `body` and checks it was refused with `status` and `code` (and `field` for a 400), writing nothing. */
async function expectRefused(id: string, body: unknown, status: number, code: string, options: { user?: TestUser | null; field?: string } = {}) {
  const before = await snapshotFirestore();
  const res = await record(id, body, options.user === undefined ? admin : options.user);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(res.body.error.code).toBe(code);
  if (options.field) expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: options.field })]));
  expect(await snapshotFirestore()).toEqual(before);
}

describe('POST /api/orders/:id/payments', () => {
  it('records cash until the order is paid, each with its mail and audit entry, and refuses more than is due (409 overpayment)', async () => {
    const id = await codOrder();
    const first = await record(id, cash(1000, 'Receipt 1', { at: '2026-01-15' }));
    expect(first.status).toBe(201);
    expect(first.body.payment).toMatchObject({
      status: 'due',
      amountPaid: 1000,
      // The day is the store's: kept as midnight in Dhaka, 18:00 UTC of the day before.
      records: [{ kind: 'payment', amount: 1000, method: 'cash', reference: 'Receipt 1', by: admin.email, at: '2026-01-14T18:00:00.000Z' }],
    });
    await expectRefused(id, cash(1501.01, 'Receipt 2'), 409, 'overpayment');
    const rest = await record(id, cash(1501, 'Receipt 2'));
    expect(rest.status).toBe(201);
    expect(rest.body.payment).toMatchObject({ status: 'paid', amountPaid: 2501 });
    await expectRefused(id, cash(0.01, 'Receipt 3'), 409, 'overpayment');

    expect((await mailIdsOf(id)).filter((mail) => mail.startsWith('payment-'))).toEqual([`payment-${id}-received-1`, `payment-${id}-received-2`]);
    const audit = (await collections.audit.where('targetId', '==', id).get()).docs.map((doc) => doc.data());
    expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['order.payment', admin.email],
      ['order.payment', admin.email],
    ]);
  });

  it('answers the same record sent again with the order (200, Idempotent-Replayed), adding nothing', async () => {
    const id = await codOrder();
    const body = cash(500, 'Receipt 9', { at: dhakaDay() });
    expect((await record(id, body)).status).toBe(201);
    const before = await snapshotFirestore();
    const again = await record(id, body);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.payment.records).toHaveLength(1);
    expect(await snapshotFirestore()).toEqual(before);
    // Dated today by the server (no day given), it is the same record as one dated today in Dhaka.
    const undated = cash(400, 'Receipt 10');
    expect((await record(id, undated)).status).toBe(201);
    const dated = await record(id, { ...undated, at: dhakaDay() });
    expect(dated.status).toBe(200);
    expect(dated.body.payment.records).toHaveLength(2);
  });

  it('pays a bank transfer, which then needs no reminder', async () => {
    const transfer = await checkout(buyer, [{ toolId: tool.id, quantity: 2 }], { paymentMethod: 'bank-transfer' });
    expect((await orderDoc(transfer.body.id)).deadline?.action).toBe('remind');
    const paid = await record(transfer.body.id, { kind: 'payment', amount: 2501, method: 'bank', reference: 'DBBL-778812' });
    expect(paid.body.payment).toMatchObject({ method: 'bank-transfer', status: 'paid', amountPaid: 2501 });
    expect((await orderDoc(transfer.body.id)).deadline).toBeUndefined();
  });

  it('makes a cancelled paid order refund-due until the refund is recorded, and never refunds more than was paid', async () => {
    const id = await codOrder();
    await record(id, { kind: 'payment', amount: 2501, method: 'bank', reference: 'DBBL-778812' });
    const cancelled = await api('PATCH', `/orders/${id}`, { token: buyer.token, body: { status: 'cancelled' } });
    expect(cancelled.body.payment.status).toBe('refund-due');

    await expectRefused(id, refund(2501.01, 'Refund 1'), 409, 'overpayment');
    const part = await record(id, refund(1000, 'Refund 1'));
    expect(part.status).toBe(201);
    expect(part.body.payment).toMatchObject({ status: 'refund-due', amountPaid: 1501 });
    // Above what is left once part went back.
    await expectRefused(id, refund(1501.01, 'Refund 2'), 409, 'overpayment');
    const rest = await record(id, refund(1501, 'Refund 2'));
    expect(rest.body.payment).toMatchObject({ status: 'refunded', amountPaid: 0 });
    await expectRefused(id, refund(0.01, 'Refund 3'), 409, 'overpayment');

    expect((await mailIdsOf(id)).filter((mail) => mail.includes('-refunded-'))).toEqual([`payment-${id}-refunded-2`, `payment-${id}-refunded-3`]);
    const actions = (await collections.audit.where('targetId', '==', id).get()).docs.map((doc) => doc.get('action')).sort();
    expect(actions).toEqual(['order.payment', 'order.refund', 'order.refund']);
  });

  it('refuses a refund on an order nothing was paid for (409 overpayment)', async () => {
    await expectRefused(await codOrder(), refund(1, 'Refund 1'), 409, 'overpayment');
  });

  it('refuses records on an online order, and a payment on a cancelled order (409 invalid-transition), writing nothing', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    await expectRefused(order.id, cash(1, 'Receipt 1'), 409, 'invalid-transition');
    await atGateway(key, 'pay');
    await expectRefused(order.id, refund(2501, 'Refund 1'), 409, 'invalid-transition');

    const id = await codOrder();
    expect((await api('PATCH', `/orders/${id}`, { token: buyer.token, body: { status: 'cancelled' } })).status).toBe(200);
    await expectRefused(id, cash(2501, 'Receipt 1'), 409, 'invalid-transition');
  });

  it('is 401 for a visitor, 403 for a customer (the owner too), 404 for an order that does not exist', async () => {
    const id = await codOrder();
    await expectRefused(id, cash(1, 'Receipt 1'), 401, 'unauthenticated', { user: null });
    await expectRefused(id, cash(1, 'Receipt 1'), 403, 'permission-denied', { user: buyer });
    await expectRefused('no-such-order', cash(1, 'Receipt 1'), 404, 'not-found');
  });

  it('refuses each bad field (400 naming it), writing nothing', async () => {
    const id = await codOrder();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const bad: [field: string, body: Record<string, unknown>][] = [
      ['kind', cash(1, 'R', { kind: 'chargeback' })],
      ['kind', { amount: 1, method: 'cash', reference: 'R' }],
      ['amount', cash(0, 'R')],
      ['amount', cash(-5, 'R')],
      ['amount', cash(1.001, 'R')],
      ['amount', cash(1e13, 'R')],
      ['amount', cash('10' as unknown as number, 'R')],
      ['method', cash(1, 'R', { method: 'online' })],
      ['method', cash(1, 'R', { method: 'bkash' })],
      ['reference', cash(1, '')],
      ['reference', cash(1, 'x'.repeat(101))],
      ['reference', cash(1, 'bell\u0007')],
      ['at', cash(1, 'R', { at: tomorrow })],
      ['at', cash(1, 'R', { at: '2026-02-30' })],
      ['at', cash(1, 'R', { at: '2026-01-15T10:00:00Z' })],
      ['by', cash(1, 'R', { by: 'someone-else@example.com' })],
    ];
    for (const [field, body] of bad) await expectRefused(id, body, 400, 'invalid-argument', { field });
  });
});
