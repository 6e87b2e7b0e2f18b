import { parse } from 'csv-parse/sync';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@store/contract/order';
import type { PaymentMethod, PaymentStatus } from '@store/contract/payment';
import { collections } from '../firebase';
import { api, API_URL, createUser, resetEmulators, seedTool, storedOrder, type SeededTool, type TestUser } from '../test-support/emulators';
import type { PaymentDocument } from './order-model';

// The payment filter of the order list and the CSV export (GET /api/orders?payment=, GET /api/orders/export?payment=):
// due, overdue (due with its due date passed), paid and refund-due, of orders not cancelled or expired (a
// refund is due only on those). Orders are written as stored, each with the payment it has reached.

let admin: TestUser;
let customer: TestUser;
let neighbour: TestUser;
let tool: SeededTool;

const day = 86_400_000;
const at = (ms: number) => Timestamp.fromMillis(Date.now() + ms);

function payment(method: PaymentMethod, status: PaymentStatus, amountPaid: number, dueAt: Timestamp | null): PaymentDocument {
  return { method, status, amountDue: 21, amountPaid, currency: 'BDT', dueAt, records: [] };
}

/** Each order: its owner, its status, its payment, and the payment filters that must find it. */
const orders: [id: string, owner: () => TestUser, status: OrderStatus, payment: PaymentDocument | undefined, filters: string[]][] = [
  ['cod-due', () => customer, 'pending', payment('cod', 'due', 0, null), ['due']],
  ['cod-due-delivered', () => neighbour, 'delivered', payment('cod', 'due', 0, null), ['due']],
  ['transfer-due', () => customer, 'confirmed', payment('bank-transfer', 'due', 0, at(5 * day)), ['due']],
  ['transfer-overdue', () => neighbour, 'pending', payment('bank-transfer', 'due', 0, at(-day)), ['due', 'overdue']],
  ['part-paid-overdue', () => customer, 'shipped', payment('bank-transfer', 'due', 10, at(-2 * day)), ['due', 'overdue']],
  ['cod-paid', () => customer, 'delivered', payment('cod', 'paid', 21, null), ['paid']],
  ['online-paid', () => neighbour, 'pending', payment('online', 'paid', 21, at(-day)), ['paid']],
  ['cancelled-refund-due', () => customer, 'cancelled', payment('cod', 'refund-due', 21, null), ['refund-due']],
  ['expired-refund-due', () => neighbour, 'expired', payment('online', 'refund-due', 21, at(-day)), ['refund-due']],
  // Nothing is due on an order that will not be delivered, whatever its payment still says.
  ['cancelled-unpaid', () => customer, 'cancelled', payment('bank-transfer', 'due', 0, at(-day)), []],
  ['cancelled-refunded', () => customer, 'cancelled', payment('cod', 'refunded', 0, null), []],
  ['online-awaiting', () => customer, 'awaiting-payment', payment('online', 'awaiting', 0, at(20 * 60_000)), []],
];

beforeAll(async () => {
  await resetEmulators();
  [admin, customer, neighbour] = await Promise.all([createUser({ admin: true }), createUser(), createUser()]);
  tool = await seedTool({ name: 'Filter Drill', sku: 'FILTER-DRILL' });
  const batch = collections.orders.firestore.batch();
  orders.forEach(([id, owner, status, stored], n) => {
    const doc = storedOrder(owner(), tool, new Date(Date.now() - (n + 1) * 60_000), { status, ...(stored && { payment: stored }) });
    batch.set(collections.orders.doc(id), doc);
  });
  await batch.commit();
});

const expected = (filter: string, owner?: TestUser) =>
  orders.filter(([, who, , , filters]) => filters.includes(filter) && (!owner || who() === owner)).map(([id]) => id);

const listed = async (query: string, user: TestUser = admin) => {
  const res = await api('GET', `/orders?${query}`, { token: user.token });
  expect(res.status, query).toBe(200);
  return res.body.orders.map((order: { id: string }) => order.id);
};

async function exported(query: string) {
  const res = await fetch(`${API_URL}/orders/export?${query}`, { headers: { authorization: `Bearer ${admin.token}` } });
  expect(res.status).toBe(200);
  return parse(await res.text(), { columns: true }) as Record<string, string>[];
}

describe('GET /api/orders?payment=', () => {
  it.each(['due', 'overdue', 'paid', 'refund-due'])('scope=all&payment=%s: every such order, newest first', async (filter) => {
    expect(await listed(`scope=all&payment=${filter}`)).toEqual(expected(filter));
  });

  it("a customer's own orders by payment", async () => {
    for (const filter of ['due', 'overdue', 'paid', 'refund-due']) {
      expect(await listed(`payment=${filter}`, customer)).toEqual(expected(filter, customer));
    }
  });

  it('with the other filters: status, an order number, pages', async () => {
    expect(await listed('scope=all&payment=due&status=pending')).toEqual(['cod-due', 'transfer-overdue']);
    expect(await listed('scope=all&payment=due&status=cancelled')).toEqual([]);
    expect(await listed('scope=all&payment=overdue&q=transfer-overdue')).toEqual(['transfer-overdue']);
    expect(await listed('scope=all&payment=paid&q=transfer-overdue')).toEqual([]);
    expect(await listed(`scope=all&payment=due&q=${encodeURIComponent(neighbour.email)}`)).toEqual(expected('due', neighbour));
    const first = await api('GET', '/orders?scope=all&payment=due&limit=2', { token: admin.token });
    const second = await api('GET', `/orders?scope=all&payment=due&limit=2&cursor=${first.body.nextCursor}`, { token: admin.token });
    const third = await api('GET', `/orders?scope=all&payment=due&limit=2&cursor=${second.body.nextCursor}`, { token: admin.token });
    expect([...first.body.orders, ...second.body.orders, ...third.body.orders].map((order: { id: string }) => order.id)).toEqual(expected('due'));
    expect(third.body.nextCursor).toBeNull();
    const overdue = await api('GET', '/orders?scope=all&payment=overdue&limit=1', { token: admin.token });
    const rest = await api('GET', `/orders?scope=all&payment=overdue&limit=1&cursor=${overdue.body.nextCursor}`, { token: admin.token });
    expect([...overdue.body.orders, ...rest.body.orders].map((order: { id: string }) => order.id)).toEqual(expected('overdue'));
    expect(rest.body.nextCursor).toBeNull();
  });
});

describe('GET /api/orders/export?payment=', () => {
  it('exports the orders the filter finds, with their payment method, payment status and amount paid', async () => {
    const rows = await exported('payment=paid');
    expect(rows.map((row) => row['Order number'])).toEqual(expected('paid'));
    expect(rows.map((row) => [row['Payment method'], row['Payment status'], row['Amount paid']])).toEqual([
      ['cod', 'paid', '21'],
      ['online', 'paid', '21'],
    ]);
    expect((await exported('payment=overdue')).map((row) => row['Order number'])).toEqual(expected('overdue'));
    expect((await exported('payment=refund-due&status=expired')).map((row) => row['Order number'])).toEqual(['expired-refund-due']);
  });
});
