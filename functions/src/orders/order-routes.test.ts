import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderStatus } from '@store/contract/order';
import { db } from '../firebase';
import { api, type ApiResponse, createUser, getTool, resetWithPeople, type SeededTool, seedTool, snapshotFirestore, type TestUser } from '../test-support/emulators';
import type { OrderDocument } from './order-model';

let admin: TestUser;
let buyer: TestUser;
let other: TestUser;
/** 19.99 a unit, minimum order 2, 10 in stock. */
let tool: SeededTool;

beforeEach(async () => {
  ({ admin, buyer, other } = await resetWithPeople({ displayName: 'Bea Buyer' }));
  tool = await seedTool({ name: 'Rotary Hammer', price: 19.99, minimum: 2, available: 10 });
});

const orderBody = (toolId: string, overrides: Record<string, unknown> = {}) => ({
  toolId,
  quantity: 3,
  address: '12 Lake Road, Dhaka',
  phone: '+880 1712-345678',
  ...overrides,
});
const placeOrder = (user: TestUser, body: unknown, key: string = randomUUID()) =>
  api('POST', '/orders', { token: user.token, headers: { 'Idempotency-Key': key }, body });
const setStatus = (user: TestUser, id: string, status: string) => api('PATCH', `/orders/${id}`, { token: user.token, body: { status } });
const stockOf = async (toolId: string) => (await getTool(toolId))!.available;
const storedOrders = async () => (await db.collection('orders').get()).docs.map((doc) => ({ id: doc.id, ...(doc.data() as OrderDocument) }));
const storedStatus = async (id: string) => (await db.collection('orders').doc(id).get()).get('status') as OrderStatus;
const ids = (res: ApiResponse) => res.body.orders.map((order: { id: string }) => order.id);
const statuses = (answers: ApiResponse[]) => answers.map((res) => res.status);
const count = (values: number[], value: number) => values.filter((v) => v === value).length;

/** Places an order through the API and moves it to `status` the way an administrator would. */
async function orderIn(status: OrderStatus, quantity = 3) {
  const placed = await placeOrder(buyer, orderBody(tool.id, { quantity }));
  expect(placed.status).toBe(201);
  const path: Partial<Record<OrderStatus, OrderStatus[]>> = {
    pending: [],
    confirmed: ['confirmed'],
    shipped: ['confirmed', 'shipped'],
    delivered: ['confirmed', 'shipped', 'delivered'],
    cancelled: ['cancelled'],
  };
  for (const next of path[status]!) expect((await setStatus(admin, placed.body.id, next)).status).toBe(200);
  return placed.body.id as string;
}

describe('POST /api/orders', () => {
  it('places a pending order with a snapshot of the unit price, and takes the units from stock (release 1 body: one line)', async () => {
    const res = await placeOrder(buyer, orderBody(tool.id, { quantity: 3 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      uid: buyer.uid,
      email: buyer.email,
      lines: [{ toolId: tool.id, toolname: 'Rotary Hammer', unitPrice: 19.99, quantity: 3, lineTotal: 59.97 }],
      toolIds: [tool.id],
      // The goods and the delivery: a body without one goes by courier to the district its address names (3 tools
      // without a weight, 3 kg, to Dhaka city: ৳80 up to 2 kg and ৳20 for the started kg above).
      total: 159.97,
      delivery: { method: 'courier', zone: 'dhaka-city', district: 'dhaka', weightKg: 3, charge: 100, estimateDays: { min: 1, max: 2 } },
      currency: 'BDT',
      address: '12 Lake Road, Dhaka',
      phone: '+880 1712-345678',
      status: 'pending',
      history: [{ status: 'pending', at: res.body.createdAt, by: 'customer' }],
    });
    expect(res.body.poNumber).toBeUndefined();
    expect(res.headers.get('location')).toBe(`/api/orders/${res.body.id}`);
    expect(await stockOf(tool.id)).toBe(7);
    // The Location names the order's own address, which answers it.
    const located = await api('GET', res.headers.get('location')!.replace(/^\/api/, ''), { token: buyer.token });
    expect(located.status).toBe(200);
    expect(located.body).toEqual(res.body);

    // A later price change does not touch the order.
    expect((await api('PATCH', `/tools/${tool.id}`, { token: admin.token, body: { price: 25 } })).status).toBe(200);
    const mine = await api('GET', '/orders', { token: buyer.token });
    expect(mine.body.orders[0]).toMatchObject({ id: res.body.id, lines: [{ unitPrice: 19.99 }], total: 159.97 });
  });

  it('takes the total the buyer was shown (expectedTotal) when it is still the total', async () => {
    const res = await placeOrder(buyer, orderBody(tool.id, { quantity: 3, expectedTotal: 159.97 }));
    expect(res.status).toBe(201);
    expect(res.body.total).toBe(159.97);
  });

  it('is 409 price-changed with the new figures when the price changed since the buyer saw it, writing nothing', async () => {
    expect((await api('PATCH', `/tools/${tool.id}`, { token: admin.token, body: { price: 9999 } })).status).toBe(200);
    const before = await snapshotFirestore();
    const res = await placeOrder(buyer, orderBody(tool.id, { quantity: 3, expectedTotal: 159.97 }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('price-changed');
    expect(res.body.error.message).toContain('৳29,997');
    expect(res.body.error.details).toEqual([
      { field: 'expectedTotal', message: 'The total is now ৳29,997' },
      { field: 'lines.0.unitPrice', message: 'The price per unit is now ৳9,999' },
      // ৳29,997 of goods: delivery in Dhaka city is free from ৳20,000.
      { field: 'delivery.charge', message: 'Delivery is ৳0' },
    ]);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('sells the last units, then refuses with insufficient-stock', async () => {
    expect((await placeOrder(buyer, orderBody(tool.id, { quantity: 10 }))).status).toBe(201);
    expect(await getTool(tool.id)).toMatchObject({ available: 0, inStock: false });
    const res = await placeOrder(buyer, orderBody(tool.id, { quantity: 2 }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('insufficient-stock');
    expect((await api('GET', '/tools?inStock=true')).body.tools).toEqual([]);
  });

  it('needs a verified email, writing nothing otherwise', async () => {
    const unverified = await createUser({ verified: false });
    const before = await snapshotFirestore();
    const res = await placeOrder(unverified, orderBody(tool.id));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('email-not-verified');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 400 naming the Idempotency-Key header when it is missing', async () => {
    const before = await snapshotFirestore();
    const res = await api('POST', '/orders', { token: buyer.token, body: orderBody(tool.id) });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe('Idempotency-Key');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it.each([['short'], ['has spaces in it'], ['semi;colon;key'], ['slash/in/the/key'], ['k'.repeat(129)]])(
    'is 400 for the Idempotency-Key %j, writing nothing',
    async (key) => {
      const before = await snapshotFirestore();
      const res = await placeOrder(buyer, orderBody(tool.id), key);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].field).toBe('Idempotency-Key');
      expect(await snapshotFirestore()).toEqual(before);
    },
  );

  it('is 409 below the minimum order and beyond the stock, writing nothing', async () => {
    const before = await snapshotFirestore();
    const below = await placeOrder(buyer, orderBody(tool.id, { quantity: 1 }));
    expect(below.status).toBe(409);
    expect(below.body.error.code).toBe('below-minimum');
    expect(below.body.error.details).toEqual([{ field: 'lines.0.quantity', message: 'The minimum order is 2' }]);
    const beyond = await placeOrder(buyer, orderBody(tool.id, { quantity: 11 }));
    expect(beyond.status).toBe(409);
    expect(beyond.body.error.code).toBe('insufficient-stock');
    expect(beyond.body.error.message).toMatch(/Only 10 units/);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 404 for a tool that does not exist, writing nothing', async () => {
    const before = await snapshotFirestore();
    const res = await placeOrder(buyer, orderBody('no-such-tool'));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not-found');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it.each([
    ['quantity', { quantity: 0 }],
    ['quantity', { quantity: -3 }],
    ['quantity', { quantity: 2.5 }],
    ['quantity', { quantity: '3' }],
    ['quantity', { quantity: null }],
    ['quantity', { quantity: undefined }],
    ['address', { address: undefined }],
    ['address', { address: '   ' }],
    ['address', { address: 'x'.repeat(501) }],
    ['phone', { phone: 'abc' }],
    ['phone', { phone: '12' }],
    ['phone', { phone: '+1 555 0100 0100 0100' }],
    ['phone', { phone: undefined }],
    ['toolId', { toolId: 'not an id' }],
    ['toolId', { toolId: undefined }],
    ['unitPrice', { unitPrice: 0.01 }],
    ['status', { status: 'delivered' }],
  ])('is 400 naming %s for %j, writing nothing', async (field, patch) => {
    const before = await snapshotFirestore();
    const res = await placeOrder(buyer, orderBody(tool.id, patch));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    expect(res.body.error.details[0].field).toBe(field);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 401 without a token or with a bad one, writing nothing', async () => {
    const before = await snapshotFirestore();
    const headers = { 'Idempotency-Key': randomUUID() };
    expect((await api('POST', '/orders', { headers, body: orderBody(tool.id) })).status).toBe(401);
    expect((await api('POST', '/orders', { token: 'not-a-token', headers, body: orderBody(tool.id) })).status).toBe(401);
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('POST /api/orders with an Idempotency-Key', () => {
  it('makes one order of the same request sent 20 times at once, answering each with it', async () => {
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => placeOrder(buyer, orderBody(tool.id, { quantity: 2 }), key)));
    expect(statuses(answers)).toEqual(answers.map(() => 201));
    const orderIds = new Set(answers.map((res) => res.body.id));
    expect(orderIds.size).toBe(1);
    // Exactly one answer created the order; the others replayed it.
    expect(answers.filter((res) => res.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1);
    const stored = await storedOrders();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: [...orderIds][0], idempotencyKey: key, lines: [{ quantity: 2 }] });
    expect(await stockOf(tool.id)).toBe(8);

    const retry = await placeOrder(buyer, orderBody(tool.id, { quantity: 2 }), key);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(stored[0]!.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await stockOf(tool.id)).toBe(8);
  });

  it('is 409 for the same key with a different body, writing nothing', async () => {
    const key = randomUUID();
    expect((await placeOrder(buyer, orderBody(tool.id, { quantity: 2 }), key)).status).toBe(201);
    const before = await snapshotFirestore();
    for (const changed of [{ quantity: 3 }, { address: '13 Lake Road, Dhaka' }, { phone: '+880 1712-000000' }]) {
      const res = await placeOrder(buyer, orderBody(tool.id, { quantity: 2, ...changed }), key);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('idempotency-key-reused');
    }
    expect(await snapshotFirestore()).toEqual(before);
  });

  it("keeps one user's key apart from another's", async () => {
    const key = randomUUID();
    const first = await placeOrder(buyer, orderBody(tool.id, { quantity: 2 }), key);
    const second = await placeOrder(other, orderBody(tool.id, { quantity: 2 }), key);
    expect(statuses([first, second])).toEqual([201, 201]);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.body.uid).toBe(other.uid);
    expect(await stockOf(tool.id)).toBe(6);
  });
});

describe('POST /api/orders under load', () => {
  it('sells exactly the stock when 30 one-unit orders from several users arrive at once', async () => {
    const scarce = await seedTool({ name: 'Limited Edition Drill', minimum: 1, available: 10 });
    const buyers = [buyer, other, await createUser(), await createUser()];
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => placeOrder(buyers[i % buyers.length]!, orderBody(scarce.id, { quantity: 1 }))),
    );
    const codes = statuses(answers);
    expect(count(codes, 201)).toBe(10);
    expect(count(codes, 409)).toBe(20);
    for (const res of answers.filter((answer) => answer.status === 409)) expect(res.body.error.code).toBe('insufficient-stock');
    expect(await getTool(scarce.id)).toMatchObject({ available: 0, inStock: false });
    const stored = (await storedOrders()).filter((order) => order.toolIds.includes(scarce.id));
    expect(stored).toHaveLength(10);
    expect(stored.reduce((sum, order) => sum + order.units, 0)).toBe(10);
  });

  it('is 429 with Retry-After for the 21st order by one user within a minute, writing nothing', async () => {
    const plenty = await seedTool({ name: 'Bulk Screws Driver', minimum: 1, available: 1000 });
    const placedKey = randomUUID();
    expect((await placeOrder(buyer, orderBody(plenty.id, { quantity: 1 }), placedKey)).status).toBe(201);
    // The window as 20 orders this minute leave it, written directly: 20 orders sent one after another could
    // straddle a minute on a slow machine. (The window arithmetic itself is in http/rate-limit.test.ts.)
    await db.collection('rateLimits').doc(`orders_${buyer.uid}`).set({ windowStart: Date.now(), count: 20 });
    const before = await snapshotFirestore();
    const res = await placeOrder(buyer, orderBody(plenty.id, { quantity: 1 }));
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate-limited');
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await snapshotFirestore()).toEqual(before);
    // A retry of an order already placed is still answered, and other users are not limited.
    const retry = await placeOrder(buyer, orderBody(plenty.id, { quantity: 1 }), placedKey);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect((await placeOrder(other, orderBody(plenty.id, { quantity: 1 }))).status).toBe(201);
    expect(await stockOf(plenty.id)).toBe(1000 - 2);
  });
});

describe('GET /api/orders', () => {
  it("lists the caller's own orders, newest first, and never anyone else's", async () => {
    const mine: string[] = [];
    for (const quantity of [2, 3, 2]) mine.unshift((await placeOrder(buyer, orderBody(tool.id, { quantity }))).body.id);
    const theirs = (await placeOrder(other, orderBody(tool.id, { quantity: 2 }))).body.id;

    const res = await api('GET', '/orders', { token: buyer.token });
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual(mine);
    expect(res.body.orders.every((order: { uid: string }) => order.uid === buyer.uid)).toBe(true);
    expect(res.body.nextCursor).toBeNull();
    expect(res.headers.get('cache-control')).toMatch(/private|no-store/);
    expect(ids(await api('GET', '/orders?scope=mine', { token: other.token }))).toEqual([theirs]);
    expect(ids(await api('GET', '/orders', { token: admin.token }))).toEqual([]);
  });

  it('shows every order to an administrator with scope=all, filtered by status, and refuses customers', async () => {
    const first = await orderIn('pending', 2);
    const second = await orderIn('confirmed', 2);
    const third = (await placeOrder(other, orderBody(tool.id, { quantity: 2 }))).body.id;

    const denied = await api('GET', '/orders?scope=all', { token: buyer.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('permission-denied');

    expect(ids(await api('GET', '/orders?scope=all', { token: admin.token }))).toEqual([third, second, first]);
    expect(ids(await api('GET', '/orders?scope=all&status=confirmed', { token: admin.token }))).toEqual([second]);
    expect(ids(await api('GET', '/orders?scope=all&status=pending', { token: admin.token }))).toEqual([third, first]);
    expect(ids(await api('GET', '/orders?status=pending', { token: buyer.token }))).toEqual([first]);
  });

  it('pages with an opaque cursor, each order once', async () => {
    const placed: string[] = [];
    for (let i = 0; i < 5; i++) placed.unshift((await placeOrder(buyer, orderBody(tool.id, { quantity: 2 }))).body.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: ApiResponse = await api('GET', `/orders?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: buyer.token });
      expect(res.status).toBe(200);
      seen.push(...ids(res));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(placed);
  });

  it.each([
    ['limit', 'limit=101'],
    ['limit', 'limit=0'],
    ['scope', 'scope=everyone'],
    ['status', 'status=lost'],
    ['cursor', 'cursor=!!'],
    ['cursor', 'cursor=bm90LWpzb24'],
    ['uid', 'uid=someone'],
  ])('is 400 naming %s for ?%s', async (field, query) => {
    const res = await api('GET', `/orders?${query}`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
  });

  it('is 401 without a token', async () => {
    expect((await api('GET', '/orders')).status).toBe(401);
    expect((await api('GET', '/orders?scope=all', { token: 'not-a-token' })).status).toBe(401);
  });
});

describe('GET /api/orders/:id', () => {
  it('answers the owner and any administrator, 403 for another customer, 404 for no such order, 401 without a token', async () => {
    const placed = await placeOrder(buyer, orderBody(tool.id));
    const path = `/orders/${placed.body.id}`;
    for (const user of [buyer, admin]) {
      const res = await api('GET', path, { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(placed.body);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    const theirs = await api('GET', path, { token: other.token });
    expect(theirs.status).toBe(403);
    expect(theirs.body.error.code).toBe('permission-denied');
    expect((await api('GET', '/orders/no-such-order', { token: buyer.token })).status).toBe(404);
    expect((await api('GET', path)).status).toBe(401);
    expect((await api('GET', '/orders/bad%20id', { token: buyer.token })).status).toBe(400);
  });
});

describe('PATCH /api/orders/:id', () => {
  it('lets the owner cancel a pending order once, returning its units to stock once', async () => {
    const id = await orderIn('pending', 3);
    expect(await stockOf(tool.id)).toBe(7);
    const res = await setStatus(buyer, id, 'cancelled');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'cancelled' });
    expect(await stockOf(tool.id)).toBe(10);

    const before = await snapshotFirestore();
    const again = await setStatus(buyer, id, 'cancelled');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('invalid-transition');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('lets the owner do nothing but cancel while pending, writing nothing otherwise', async () => {
    const pending = await orderIn('pending');
    const confirmed = await orderIn('confirmed');
    const before = await snapshotFirestore();
    const confirm = await setStatus(buyer, pending, 'confirmed');
    expect(confirm.status).toBe(403);
    expect(confirm.body.error.code).toBe('permission-denied');
    const late = await setStatus(buyer, confirmed, 'cancelled');
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('invalid-transition');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it("is 403 for another customer's order, writing nothing", async () => {
    const id = await orderIn('pending');
    const before = await snapshotFirestore();
    const res = await setStatus(other, id, 'cancelled');
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('permission-denied');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('lets an administrator move an order along the pipeline, keeping the stock taken', async () => {
    const id = await orderIn('pending', 4);
    for (const status of ['confirmed', 'shipped', 'delivered'] as const) {
      const res = await setStatus(admin, id, status);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(status);
      expect(await storedStatus(id)).toBe(status);
    }
    expect(await stockOf(tool.id)).toBe(6);
    const mine = await api('GET', '/orders', { token: buyer.token });
    expect(mine.body.orders[0]).toMatchObject({ id, status: 'delivered' });
  });

  it.each([
    // Shipped goods are on their way: the order can no longer be cancelled, and its units stay sold.
    ['shipped', 'cancelled'],
    ['delivered', 'cancelled'],
    ['shipped', 'pending'],
    ['shipped', 'confirmed'],
    ['confirmed', 'pending'],
    ['pending', 'shipped'],
    ['pending', 'delivered'],
    ['cancelled', 'pending'],
    ['cancelled', 'confirmed'],
    ['pending', 'pending'],
  ] as const)('is 409 for an administrator moving %s to %s, writing nothing', async (from, to) => {
    const id = await orderIn(from, 2);
    const before = await snapshotFirestore();
    const res = await setStatus(admin, id, to);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid-transition');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 400 for a bad status or body, 404 for an unknown order and 401 without a token, writing nothing', async () => {
    const id = await orderIn('pending');
    const before = await snapshotFirestore();
    for (const body of [{ status: 'lost' }, {}, { status: 'cancelled', quantity: 1 }, { status: 'CANCELLED' }]) {
      const res = await api('PATCH', `/orders/${id}`, { token: admin.token, body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid-argument');
    }
    expect((await api('PATCH', `/orders/${id}`, { token: admin.token, body: { status: 'lost' } })).body.error.details[0].field).toBe('status');
    const missing = await setStatus(admin, 'no-such-order', 'confirmed');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not-found');
    expect((await setStatus(buyer, 'no-such-order', 'cancelled')).status).toBe(404);
    expect((await api('PATCH', `/orders/${encodeURIComponent('bad id!')}`, { token: admin.token, body: { status: 'confirmed' } })).status).toBe(400);
    expect((await api('PATCH', `/orders/${id}`, { body: { status: 'cancelled' } })).status).toBe(401);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it("settles the owner's cancel and an administrator's confirm of one pending order at once: one wins", async () => {
    const id = await orderIn('pending', 3);
    const [cancel, confirm] = await Promise.all([setStatus(buyer, id, 'cancelled'), setStatus(admin, id, 'confirmed')]);
    expect(statuses([cancel, confirm]).sort()).toEqual([200, 409]);
    const final = await storedStatus(id);
    expect(final).toBe(cancel.status === 200 ? 'cancelled' : 'confirmed');
    expect(await stockOf(tool.id)).toBe(final === 'cancelled' ? 10 : 7);
  });

  it('settles a cancel and a delivery of one shipped order at once: one wins, the stock follows', async () => {
    const id = await orderIn('shipped', 3);
    const [cancel, deliver] = await Promise.all([setStatus(admin, id, 'cancelled'), setStatus(admin, id, 'delivered')]);
    expect(statuses([cancel, deliver]).sort()).toEqual([200, 409]);
    const final = await storedStatus(id);
    expect(final).toBe(cancel.status === 200 ? 'cancelled' : 'delivered');
    expect(await stockOf(tool.id)).toBe(final === 'cancelled' ? 10 : 7);
  });

  it('returns the units once when a confirmed order is cancelled and shipped at once', async () => {
    const id = await orderIn('confirmed', 3);
    const answers = await Promise.all([setStatus(admin, id, 'cancelled'), setStatus(admin, id, 'shipped'), setStatus(admin, id, 'cancelled')]);
    const final = await storedStatus(id);
    // Shipped may still be cancelled afterwards, so the ship may win and a cancel follow; one cancel at most.
    expect(count(statuses(answers), 200)).toBeGreaterThanOrEqual(1);
    expect(count(statuses([answers[0]!, answers[2]!]), 200)).toBeLessThanOrEqual(1);
    expect(['cancelled', 'shipped']).toContain(final);
    expect(await stockOf(tool.id)).toBe(final === 'cancelled' ? 10 : 7);
  });
});
