import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { type OrderStatus } from '@store/contract/order';
import { lineTotal } from '@store/contract/money';
import { startOfDhakaMonth } from '@store/contract/dhaka-time';
import { monthKey } from '@store/contract/stats';
import { db } from '../firebase';
import { api, createUser, resetEmulators, type TestUser } from '../test-support/emulators';
import { migrateOrders, type OneToolOrderDocument } from '../../../scripts/migrate/order-lines-shape';
import type { OrderDocument } from '../orders/order-model';
import { salesByMonth } from './sales-store';

let admin: TestUser;
let customer: TestUser;

/** A day in the month `monthsAgo` months before this one (in Dhaka, as the sales count months), away from its edges. */
const inMonth = (monthsAgo: number, day = 10) => {
  // The month's first instant is 18:00 UTC of the last day of the month before.
  const first = startOfDhakaMonth(new Date(), -monthsAgo);
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), first.getUTCDate() + day, 12));
};
const keyOf = (monthsAgo: number) => monthKey(inMonth(monthsAgo));

/**
 * Writes an order straight to Firestore, as if placed in the given month (or at the given moment): in the
 * lines shape, its units split over two lines when there are several, or (oneTool) as the first release
 * stored it, which npm run migrate then brings to the lines shape.
 */
async function seedOrder(monthsAgo: number | Date, status: OrderStatus, quantity: number, unitPrice: number, day?: number, oneTool = false) {
  const createdAt = Timestamp.fromDate(monthsAgo instanceof Date ? monthsAgo : inMonth(monthsAgo, day));
  if (!oneTool) {
    const split = quantity > 1 ? [quantity - 1, 1] : [quantity];
    const lines = split.map((units, i) => ({ toolId: `tool-${i}`, toolname: `Tool ${i}`, quantity: units, unitPrice, lineTotal: lineTotal(unitPrice, units) }));
    const doc: OrderDocument = {
      uid: customer.uid,
      email: customer.email,
      lines,
      toolIds: lines.map((line) => line.toolId),
      units: quantity,
      total: lineTotal(unitPrice, quantity),
      address: '12 Lake Road, Dhaka',
      phone: '+880 1712-345678',
      status,
      history: [{ status, at: createdAt, by: 'customer' }],
      idempotencyKey: `seed-${Math.random().toString(36).slice(2)}`,
      requestHash: 'seed',
      createdAt,
      updatedAt: createdAt,
    };
    await db.collection('orders').add(doc);
    return;
  }
  const doc: OneToolOrderDocument = {
    uid: customer.uid,
    email: customer.email,
    toolId: 'some-tool',
    toolname: 'Some Tool',
    unitPrice,
    quantity,
    total: lineTotal(unitPrice, quantity),
    address: '12 Lake Road, Dhaka',
    phone: '+880 1712-345678',
    status,
    idempotencyKey: `seed-${Math.random().toString(36).slice(2)}`,
    requestHash: 'seed',
    createdAt,
    updatedAt: createdAt,
  };
  await db.collection('orders').add(doc);
}

beforeAll(async () => {
  await resetEmulators();
  admin = await createUser({ admin: true });
  customer = await createUser();
  await Promise.all([
    // This month: 4 units, 79.96 (the cancelled order does not count).
    seedOrder(0, 'pending', 3, 19.99, 1),
    seedOrder(0, 'delivered', 1, 19.99, undefined, true),
    seedOrder(0, 'cancelled', 5, 19.99),
    // Two months ago: 3 units, 60.5.
    seedOrder(2, 'confirmed', 2, 20),
    seedOrder(2, 'shipped', 1, 20.5, 28, true),
    // Three months ago: only in the 12-month view.
    seedOrder(3, 'delivered', 6, 10),
    seedOrder(3, 'cancelled', 6, 10, undefined, true),
    // Eleven months ago is the oldest of the default view; twelve months ago is outside it.
    seedOrder(11, 'delivered', 7, 10, 1),
    seedOrder(12, 'delivered', 100, 10, 27),
  ]);
  await migrateOrders(db);
});

describe('GET /api/stats/sales', () => {
  it('gives an administrator the last 12 months, oldest first, from orders that were not cancelled', async () => {
    const res = await api('GET', '/stats/sales', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.currency).toBe('BDT');
    const months = res.body.months as { month: string; units: number; revenue: number; orders: number }[];
    expect(months.map((month) => month.month)).toEqual(Array.from({ length: 12 }, (_, i) => keyOf(11 - i)));
    expect(months.every((month) => /^\d{4}-\d{2}$/.test(month.month))).toBe(true);
    const byKey = Object.fromEntries(months.map(({ month, ...sales }) => [month, sales]));
    expect(byKey[keyOf(0)]).toEqual({ units: 4, revenue: 79.96, orders: 2 });
    expect(byKey[keyOf(1)]).toEqual({ units: 0, revenue: 0, orders: 0 });
    expect(byKey[keyOf(2)]).toEqual({ units: 3, revenue: 60.5, orders: 2 });
    expect(byKey[keyOf(3)]).toEqual({ units: 6, revenue: 60, orders: 1 });
    expect(byKey[keyOf(11)]).toEqual({ units: 7, revenue: 70, orders: 1 });
    expect(byKey[keyOf(12)]).toBeUndefined();
    expect(months.reduce((sum, month) => sum + month.units, 0)).toBe(4 + 3 + 6 + 7);
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/);
  });

  it('takes the number of months to show', async () => {
    const res = await api('GET', '/stats/sales?months=3', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.months).toEqual([
      { month: keyOf(2), units: 3, revenue: 60.5, orders: 2 },
      { month: keyOf(1), units: 0, revenue: 0, orders: 0 },
      { month: keyOf(0), units: 4, revenue: 79.96, orders: 2 },
    ]);
    const longest = await api('GET', '/stats/sales?months=36', { token: admin.token });
    expect(longest.body.months).toHaveLength(36);
    expect(longest.body.months.find((month: { month: string }) => month.month === keyOf(12))).toMatchObject({ units: 100, orders: 1 });
  });

  it.each([['months=0'], ['months=37'], ['months=abc'], ['months=2.5'], ['months=-1'], ['year=2026']])(
    'is 400 for ?%s',
    async (query) => {
      const res = await api('GET', `/stats/sales?${query}`, { token: admin.token });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid-argument');
      expect(res.body.error.details[0].field).toBe(query.split('=')[0]);
    },
  );

  it('is 403 for a customer and 401 without a valid token', async () => {
    const denied = await api('GET', '/stats/sales', { token: customer.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('permission-denied');
    expect((await api('GET', '/stats/sales')).status).toBe(401);
    expect((await api('GET', '/stats/sales', { token: 'not-a-token' })).status).toBe(401);
  });
});

// The API counts months from the server's clock, which a test cannot set: the month arithmetic is checked
// here with a clock the test gives, around a month's edges, on orders of 2020 (far from the seeds above).
describe('salesByMonth at a given time', () => {
  const at = (iso: string) => new Date(iso);
  beforeAll(async () => {
    await Promise.all([
      // Months in Dhaka (UTC+6): June there is from 2020-05-31T18:00Z to 2020-06-30T18:00Z.
      seedOrder(at('2020-05-31T17:59:59.999Z'), 'delivered', 1, 10),
      seedOrder(at('2020-05-31T18:00:00.000Z'), 'delivered', 2, 10),
      seedOrder(at('2020-06-30T17:59:59.999Z'), 'shipped', 3, 10),
      seedOrder(at('2020-06-15T12:00:00.000Z'), 'cancelled', 50, 10),
      seedOrder(at('2020-06-30T18:00:00.000Z'), 'pending', 4, 10),
    ]);
  });

  it('puts an order in the month it was placed in, in Dhaka, to the millisecond', async () => {
    expect(await salesByMonth(3, at('2020-07-20T08:00:00Z'))).toEqual([
      { month: '2020-05', units: 1, revenue: 10, orders: 1 },
      { month: '2020-06', units: 5, revenue: 50, orders: 2 },
      { month: '2020-07', units: 4, revenue: 40, orders: 1 },
    ]);
  });

  it('ends with the month of `now`, up to its last millisecond and from its first', async () => {
    const lastOfJune = await salesByMonth(2, at('2020-06-30T17:59:59.999Z'));
    expect(lastOfJune.map((month) => month.month)).toEqual(['2020-05', '2020-06']);
    const firstOfJuly = await salesByMonth(2, at('2020-06-30T18:00:00.000Z'));
    expect(firstOfJuly).toEqual([
      { month: '2020-06', units: 5, revenue: 50, orders: 2 },
      { month: '2020-07', units: 4, revenue: 40, orders: 1 },
    ]);
    // Across a year's end too.
    expect((await salesByMonth(3, at('2020-12-31T18:00:00Z'))).map((month) => month.month)).toEqual(['2020-11', '2020-12', '2021-01']);
  });
});
