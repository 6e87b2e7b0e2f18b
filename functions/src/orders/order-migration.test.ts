import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { SOLD_STATUSES, type OrderStatus } from '@store/contract/order';
import { lineTotal } from '@store/contract/money';
import { defaultPaymentMethod } from '@store/contract/payment';
import { startOfDhakaMonth } from '@store/contract/dhaka-time';
import { monthKey } from '@store/contract/stats';
import type { OneToolOrderDocument } from '../../../scripts/migrate/order-lines-shape';
import { db } from '../firebase';
import { api, resetWithPeople, storedOrder, type TestUser } from '../test-support/emulators';

// `npm run migrate` on orders the first release stored (one tool, no lines, no history): every order reads
// through the API as that release's orders always read, and a second run changes nothing.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const runMigration = async () =>
  (await promisify(execFile)(`${root}node_modules/.bin/tsx`, ['scripts/migrate-orders.ts'], { cwd: root, env: process.env })).stdout;

let admin: TestUser;
let buyer: TestUser;
let other: TestUser;

/** A day in the month `monthsAgo` months before this one (in Dhaka, as the sales count months), at `hour` UTC, away from its edges. */
const inMonth = (monthsAgo: number, day: number, hour = 12) => {
  // The month's first instant is 18:00 UTC of the last day of the month before.
  const first = startOfDhakaMonth(new Date(), -monthsAgo);
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate() + day, hour));
};

interface Seed {
  id: string;
  monthsAgo: number;
  status: OrderStatus;
  quantity: number;
  unitPrice: number;
  /** Days between placing it and its last change. */
  changedAfter: number;
  poNumber?: string;
}

const SEEDS: Seed[] = [
  { id: 'one-pending', monthsAgo: 0, status: 'pending', quantity: 3, unitPrice: 19.99, changedAfter: 0 },
  { id: 'one-confirmed', monthsAgo: 0, status: 'confirmed', quantity: 1, unitPrice: 45.5, changedAfter: 1, poNumber: 'PO-1' },
  { id: 'one-shipped', monthsAgo: 1, status: 'shipped', quantity: 4, unitPrice: 12.25, changedAfter: 3 },
  { id: 'one-delivered', monthsAgo: 2, status: 'delivered', quantity: 2, unitPrice: 99.99, changedAfter: 6 },
  { id: 'one-cancelled', monthsAgo: 2, status: 'cancelled', quantity: 7, unitPrice: 10, changedAfter: 2 },
];

const oneToolOrder = (seed: Seed, user: TestUser): OneToolOrderDocument => {
  const createdAt = Timestamp.fromDate(inMonth(seed.monthsAgo, 5));
  return {
    uid: user.uid,
    email: user.email,
    toolId: `tool-${seed.id}`,
    toolname: `Tool of ${seed.id}`,
    unitPrice: seed.unitPrice,
    quantity: seed.quantity,
    total: lineTotal(seed.unitPrice, seed.quantity),
    address: '12 Lake Road, Dhaka',
    phone: '+880 1712-345678',
    ...(seed.poNumber && { poNumber: seed.poNumber }),
    status: seed.status,
    idempotencyKey: `release-one-${seed.id}`,
    requestHash: 'release-one',
    createdAt,
    updatedAt: Timestamp.fromMillis(createdAt.toMillis() + seed.changedAfter * 86_400_000),
  };
};

/** The order the API showed for a one-tool document: one line, created pending, any later status set by "system". */
const expectedOrder = (seed: Seed, user: TestUser) => {
  const doc = oneToolOrder(seed, user);
  const createdAt = doc.createdAt.toDate().toISOString();
  const updatedAt = doc.updatedAt.toDate().toISOString();
  return {
    id: seed.id,
    uid: user.uid,
    email: user.email,
    lines: [{ toolId: doc.toolId, toolname: doc.toolname, quantity: doc.quantity, unitPrice: doc.unitPrice, lineTotal: doc.total }],
    toolIds: [doc.toolId],
    total: doc.total,
    // Orders stored before the store named its currency read as in its one currency.
    currency: 'BDT',
    address: doc.address,
    phone: doc.phone,
    ...(seed.poNumber && { poNumber: seed.poNumber }),
    status: seed.status,
    history: [{ status: 'pending', at: createdAt, by: 'customer' }, ...(seed.status === 'pending' ? [] : [{ status: seed.status, at: updatedAt, by: 'system' }])],
    // Placed before the store took payments: due, by the method a body without one gets.
    payment: { method: defaultPaymentMethod(doc.total), status: 'due', amountDue: doc.total, amountPaid: 0, currency: 'BDT', dueAt: null, records: [] },
    createdAt,
    updatedAt,
  };
};

/** An order a status change of release 2 had already given lines and a history, its one-tool fields left beside them. */
const upgradedAt = inMonth(1, 20);
const upgradedOrder = () => ({
  ...oneToolOrder({ id: 'one-upgraded', monthsAgo: 1, status: 'confirmed', quantity: 5, unitPrice: 2, changedAfter: 0 }, other),
  lines: [{ toolId: 'tool-one-upgraded', toolname: 'Tool of one-upgraded', quantity: 5, unitPrice: 2, lineTotal: 10 }],
  toolIds: ['tool-one-upgraded'],
  units: 5,
  history: [
    { status: 'pending', at: Timestamp.fromDate(inMonth(1, 5)), by: 'customer' },
    { status: 'confirmed', at: Timestamp.fromDate(upgradedAt), by: 'admin' },
  ],
  updatedAt: Timestamp.fromDate(upgradedAt),
});

const updateTimes = async () => Object.fromEntries((await db.collection('orders').get()).docs.map((doc) => [doc.id, doc.updateTime.toMillis()]));

beforeAll(async () => {
  ({ admin, buyer, other } = await resetWithPeople());
  const batch = db.batch();
  for (const seed of SEEDS) batch.set(db.collection('orders').doc(seed.id), oneToolOrder(seed, buyer));
  batch.set(db.collection('orders').doc('one-upgraded'), upgradedOrder());
  batch.set(db.collection('orders').doc('lines-order'), storedOrder(other, { id: 'tool-lines', name: 'Lines Tool' }, inMonth(0, 3)));
  await batch.commit();
});

describe('npm run migrate', () => {
  it('moves the one-tool orders to the lines shape, and a second run changes nothing', async () => {
    const first = await runMigration();
    expect(first).toMatch(/6 moved to the lines shape, 1 left as they were/);
    const stored = (await db.collection('orders').doc('one-shipped').get()).data()!;
    expect(stored).toMatchObject({ units: 4, toolIds: ['tool-one-shipped'] });
    expect(stored).not.toHaveProperty('toolId');
    expect(stored).not.toHaveProperty('quantity');
    const upgraded = (await db.collection('orders').doc('one-upgraded').get()).data()!;
    expect(upgraded).toEqual(Object.fromEntries(Object.entries(upgradedOrder()).filter(([field]) => !['toolId', 'toolname', 'quantity', 'unitPrice'].includes(field))));

    const before = await updateTimes();
    const second = await runMigration();
    expect(second).toMatch(/0 moved to the lines shape, 7 left as they were/);
    expect(await updateTimes()).toEqual(before);
  });

  it('leaves every order reading through the API as before: on its own, in the lists', async () => {
    for (const seed of SEEDS) {
      const res = await api('GET', `/orders/${seed.id}`, { token: buyer.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expectedOrder(seed, buyer));
    }
    const expected = SEEDS.map((seed) => expectedOrder(seed, buyer)).sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    const mine = await api('GET', '/orders', { token: buyer.token });
    expect(mine.body.orders.map((order: { id: string }) => order.id).sort()).toEqual(expected.map((order) => order.id).sort());
    for (const order of mine.body.orders) expect(order).toEqual(expected.find((seen) => seen.id === order.id));
    const all = await api('GET', '/orders?scope=all&status=confirmed', { token: admin.token });
    expect(all.body.orders.map((order: { id: string; lines: unknown[] }) => [order.id, order.lines.length])).toEqual([
      ['one-confirmed', 1],
      ['one-upgraded', 1],
    ]);
    const upgraded = await api('GET', '/orders/one-upgraded', { token: other.token });
    expect(upgraded.body.history).toEqual([
      { status: 'pending', at: inMonth(1, 5).toISOString(), by: 'customer' },
      { status: 'confirmed', at: upgradedAt.toISOString(), by: 'admin' },
    ]);
    expect(upgraded.body).not.toHaveProperty('toolId');
  });

  it('leaves the sales figures as before', async () => {
    const res = await api('GET', '/stats/sales?months=3', { token: admin.token });
    expect(res.status).toBe(200);
    const placed = [
      ...SEEDS.map((seed) => ({ monthsAgo: seed.monthsAgo, status: seed.status, units: seed.quantity, total: lineTotal(seed.unitPrice, seed.quantity) })),
      { monthsAgo: 1, status: 'confirmed' as const, units: 5, total: 10 },
      { monthsAgo: 0, status: 'pending' as const, units: 2, total: 21 },
    ].filter((order) => SOLD_STATUSES.includes(order.status));
    expect(res.body.months).toEqual(
      [2, 1, 0].map((monthsAgo) => {
        const orders = placed.filter((order) => order.monthsAgo === monthsAgo);
        return {
          month: monthKey(inMonth(monthsAgo, 5)),
          units: orders.reduce((sum, order) => sum + order.units, 0),
          revenue: Math.round(orders.reduce((sum, order) => sum + order.total * 100, 0)) / 100,
          orders: orders.length,
        };
      }),
    );
  });
});
