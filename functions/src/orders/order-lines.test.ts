import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../firebase';
import { api, getTool, resetWithPeople, type SeededTool, seedTool, snapshotFirestore, storedOrder, type TestUser } from '../test-support/emulators';
import { migrateOrders, type OneToolOrderDocument } from '../../../scripts/migrate/order-lines-shape';
import type { OrderDocument } from './order-model';

// Orders of several lines: all or nothing (never some lines placed and others refused), tier prices per line,
// history, mail, the cart.

let admin: TestUser;
let buyer: TestUser;
let other: TestUser;
/** 10.00, or 8.00 from 10 units; minimum 2; 50 in stock. */
let drill: SeededTool;
/** 25.50, minimum 1, 5 in stock. */
let saw: SeededTool;
/** 3.00, minimum 5, 100 in stock. */
let bits: SeededTool;

beforeEach(async () => {
  ({ admin, buyer, other } = await resetWithPeople());
  [drill, saw, bits] = await Promise.all([
    seedTool({ name: 'Tiered Drill', price: 10, minimum: 2, available: 50, priceTiers: [{ minQuantity: 10, unitPrice: 8 }] }),
    seedTool({ name: 'Scarce Saw', price: 25.5, minimum: 1, available: 5 }),
    seedTool({ name: 'Drill Bits <set>', price: 3, minimum: 5, available: 100 }),
  ]);
});

const delivery = { address: '12 Lake Road, Dhaka', phone: '+880 1712-345678' };
const order = (user: TestUser, body: unknown, key: string = randomUUID()) =>
  api('POST', '/orders', { token: user.token, headers: { 'Idempotency-Key': key }, body });
const linesBody = (lines: [SeededTool, number][], extra: Record<string, unknown> = {}) => ({
  lines: lines.map(([tool, quantity]) => ({ toolId: tool.id, quantity })),
  ...delivery,
  ...extra,
});
const stock = async (tool: SeededTool) => (await getTool(tool.id))!.available;
const mailTo = async (email: string) => (await db.collection('mail').where('to', '==', email).get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
const setCart = (user: TestUser, lines: [SeededTool, number][]) =>
  db.collection('carts').doc(user.uid).set({
    lines: lines.map(([tool, quantity], i) => ({ toolId: tool.id, quantity, addedAt: Timestamp.fromMillis(1_000 + i) })),
    updatedAt: Timestamp.now(),
  });

describe('POST /api/orders with lines', () => {
  it('places every line in one order: tier prices per line, the total their sum, each stock taken, a PO number, a mail, the tools out of the cart', async () => {
    await setCart(buyer, [[drill, 12], [saw, 1], [bits, 5]]);
    // ৳147 of goods and the delivery of 14 tools without a weight (14 kg) to Dhaka city: ৳80 + 12 × ৳20.
    const res = await order(buyer, linesBody([[drill, 12], [saw, 2]], { poNumber: 'PO-7781', expectedTotal: 467 }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      lines: [
        { toolId: drill.id, toolname: 'Tiered Drill', quantity: 12, unitPrice: 8, lineTotal: 96 },
        { toolId: saw.id, toolname: 'Scarce Saw', quantity: 2, unitPrice: 25.5, lineTotal: 51 },
      ],
      toolIds: [drill.id, saw.id],
      total: 467,
      delivery: { method: 'courier', zone: 'dhaka-city', district: 'dhaka', weightKg: 14, charge: 320 },
      poNumber: 'PO-7781',
      status: 'pending',
      history: [{ status: 'pending', by: 'customer' }],
    });
    expect(res.headers.get('location')).toBe(`/api/orders/${res.body.id}`);
    expect([await stock(drill), await stock(saw), await stock(bits)]).toEqual([38, 3, 100]);
    const cart = await api('GET', '/cart', { token: buyer.token });
    expect(cart.body.lines.map((line: { toolId: string }) => line.toolId)).toEqual([bits.id]);
    const mail = await mailTo(buyer.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ id: `order-${res.body.id}-1`, to: buyer.email, message: { subject: `Order ${res.body.id}: pending` } });
    expect((mail[0] as unknown as { message: { text: string } }).message.text).toContain('PO number: PO-7781');

    const detail = await api('GET', `/orders/${res.body.id}`, { token: buyer.token });
    expect(detail.body).toEqual(res.body);
  });

  it('escapes what the customer wrote in the HTML of the mail', async () => {
    const res = await order(buyer, linesBody([[bits, 5]], { address: '<img src=x onerror=alert(1)> Road' }));
    expect(res.status).toBe(201);
    const [mail] = await mailTo(buyer.email);
    const { html, text } = (mail as unknown as { message: { html: string; text: string } }).message;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; Road');
    expect(html).toContain('Drill Bits &lt;set&gt;');
    expect(html).not.toContain('<img');
    expect(text).toContain('<img src=x onerror=alert(1)> Road');
  });

  it('is all or nothing: a 409 naming each failing line, and nothing written', async () => {
    const before = await snapshotFirestore();
    const res = await order(buyer, linesBody([[drill, 2], [saw, 6], [bits, 4]]));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('insufficient-stock');
    expect(res.body.error.details).toEqual([
      { field: 'lines.1.quantity', message: 'Only 5 available' },
      { field: 'lines.2.quantity', message: 'The minimum order is 5' },
    ]);
    expect(res.body.error.message).toMatch(/^2 lines cannot be ordered/);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 404 naming the line of a tool that does not exist, writing nothing', async () => {
    const before = await snapshotFirestore();
    const res = await order(buyer, { lines: [{ toolId: drill.id, quantity: 2 }, { toolId: 'no-such-tool', quantity: 2 }], ...delivery });
    expect(res.status).toBe(404);
    expect(res.body.error.details).toEqual([{ field: 'lines.1.toolId', message: 'Tool not found' }]);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 409 price-changed when a tier changed since the total was shown, with the new figures, writing nothing', async () => {
    expect((await api('PATCH', `/tools/${drill.id}`, { token: admin.token, body: { priceTiers: [{ minQuantity: 10, unitPrice: 9 }] } })).status).toBe(200);
    const before = await snapshotFirestore();
    // Shown: ৳121.50 of goods and ৳300 for 13 kg to Dhaka city; the goods are now ৳133.50.
    const res = await order(buyer, linesBody([[drill, 12], [saw, 1]], { expectedTotal: 421.5 }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'price-changed', message: 'Prices have changed: the total is now ৳433.50' });
    expect(res.body.error.details).toEqual([
      { field: 'expectedTotal', message: 'The total is now ৳433.50' },
      { field: 'lines.0.unitPrice', message: 'The price per unit is now ৳9' },
      { field: 'lines.1.unitPrice', message: 'The price per unit is now ৳25.50' },
      { field: 'delivery.charge', message: 'Delivery is ৳300' },
    ]);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('refuses another body under a used Idempotency-Key, and answers the same body with the first order', async () => {
    const key = randomUUID();
    const first = await order(buyer, linesBody([[drill, 2], [saw, 1]]), key);
    expect(first.status).toBe(201);
    const again = await order(buyer, linesBody([[drill, 2], [saw, 1]]), key);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(first.body.id);
    for (const changed of [linesBody([[drill, 2]]), linesBody([[drill, 2], [saw, 2]]), linesBody([[drill, 2], [saw, 1]], { poNumber: 'PO-1' })]) {
      const res = await order(buyer, changed, key);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('idempotency-key-reused');
    }
    expect(await stock(saw)).toBe(4);
  });

  it.each([
    ['lines', { lines: [] }],
    ['lines', { lines: 'drill' }],
    ['lines', { lines: Array.from({ length: 51 }, (_, i) => ({ toolId: `tool-${i}`, quantity: 1 })) }],
    ['lines.1.toolId', { lines: [{ toolId: 'same', quantity: 1 }, { toolId: 'same', quantity: 2 }] }],
    ['lines.0.quantity', { lines: [{ toolId: 'a', quantity: 0 }] }],
    ['lines.0.quantity', { lines: [{ toolId: 'a', quantity: 1.5 }] }],
    ['lines.0.toolId', { lines: [{ toolId: 'a/b', quantity: 1 }] }],
    ['lines.0.price', { lines: [{ toolId: 'a', quantity: 1, price: 0.01 }] }],
    ['toolId', { lines: [{ toolId: 'a', quantity: 1 }], toolId: 'a' }],
    ['poNumber', { lines: [{ toolId: 'a', quantity: 1 }], poNumber: 'P'.repeat(41) }],
    ['poNumber', { lines: [{ toolId: 'a', quantity: 1 }], poNumber: '   ' }],
    ['toolId', {}],
  ])('is 400 naming %s, writing nothing', async (field, body) => {
    const before = await snapshotFirestore();
    const res = await order(buyer, { ...delivery, ...body });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('status changes of an order of several lines', () => {
  it('records each change in history with who made it and a mail; a cancel gives back every line once', async () => {
    const placed = await order(buyer, linesBody([[drill, 3], [saw, 2], [bits, 10]]));
    expect([await stock(drill), await stock(saw), await stock(bits)]).toEqual([47, 3, 90]);
    const confirmed = await api('PATCH', `/orders/${placed.body.id}`, { token: admin.token, body: { status: 'confirmed' } });
    expect(confirmed.body.history.map((entry: { status: string; by: string }) => [entry.status, entry.by])).toEqual([
      ['pending', 'customer'],
      ['confirmed', 'admin'],
    ]);
    const cancelled = await api('PATCH', `/orders/${placed.body.id}`, { token: admin.token, body: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.history.at(-1)).toMatchObject({ status: 'cancelled', by: 'admin' });
    expect([await stock(drill), await stock(saw), await stock(bits)]).toEqual([50, 5, 100]);
    const again = await api('PATCH', `/orders/${placed.body.id}`, { token: admin.token, body: { status: 'cancelled' } });
    expect(again.status).toBe(409);
    expect([await stock(drill), await stock(saw), await stock(bits)]).toEqual([50, 5, 100]);
    const subjects = (await mailTo(buyer.email)).map((mail) => [mail.id, (mail as unknown as { message: { subject: string } }).message.subject]);
    expect(subjects.sort()).toEqual([
      [`order-${placed.body.id}-1`, `Order ${placed.body.id}: pending`],
      [`order-${placed.body.id}-2`, `Order ${placed.body.id}: confirmed`],
      [`order-${placed.body.id}-3`, `Order ${placed.body.id}: cancelled`],
    ]);
  });

  it('marks a review of any tool of the order as a verified purchase, and withdraws it when the order is cancelled', async () => {
    const placed = await order(buyer, linesBody([[drill, 2], [saw, 1]]));
    const review = await api('POST', '/review', { token: buyer.token, body: { toolId: saw.id, rating: 5, review: 'Sharp.' } });
    expect(review.body.verifiedPurchase).toBe(true);
    expect((await api('PATCH', `/orders/${placed.body.id}`, { token: buyer.token, body: { status: 'cancelled' } })).status).toBe(200);
    const reviews = await api('GET', `/review?toolId=${saw.id}`);
    expect(reviews.body.reviews[0].verifiedPurchase).toBe(false);
  });
});

describe('an order stored by the first release (one tool, no lines), after npm run migrate', () => {
  const storeReleaseOne = async (status: OrderDocument['status'] = 'pending') => {
    const at = Timestamp.fromDate(new Date('2026-03-01T10:00:00Z'));
    const doc: OneToolOrderDocument = {
      uid: buyer.uid,
      email: buyer.email,
      toolId: saw.id,
      toolname: 'Scarce Saw',
      unitPrice: 25.5,
      quantity: 2,
      total: 51,
      ...delivery,
      status,
      idempotencyKey: 'release-one',
      requestHash: 'old',
      createdAt: at,
      updatedAt: Timestamp.fromDate(new Date('2026-03-02T10:00:00Z')),
    };
    await db.collection('orders').doc('release-one-order').set(doc);
    await migrateOrders(db);
  };

  it('reads as one line through the API, in the list and on its own', async () => {
    await storeReleaseOne('confirmed');
    const expected = {
      id: 'release-one-order',
      lines: [{ toolId: saw.id, toolname: 'Scarce Saw', quantity: 2, unitPrice: 25.5, lineTotal: 51 }],
      toolIds: [saw.id],
      total: 51,
      status: 'confirmed',
      history: [
        { status: 'pending', at: '2026-03-01T10:00:00.000Z', by: 'customer' },
        { status: 'confirmed', at: '2026-03-02T10:00:00.000Z', by: 'system' },
      ],
    };
    expect((await api('GET', '/orders/release-one-order', { token: buyer.token })).body).toMatchObject(expected);
    expect((await api('GET', '/orders', { token: buyer.token })).body.orders).toEqual([expect.objectContaining(expected)]);
    const detail = await api('GET', '/orders/release-one-order', { token: buyer.token });
    expect(detail.body).not.toHaveProperty('toolId');
  });

  it('is cancelled like any order: its units back once, and it is stored with lines from then on', async () => {
    await storeReleaseOne();
    const res = await api('PATCH', '/orders/release-one-order', { token: buyer.token, body: { status: 'cancelled' } });
    expect(res.status).toBe(200);
    expect(res.body.history.map((entry: { status: string }) => entry.status)).toEqual(['pending', 'cancelled']);
    expect(await stock(saw)).toBe(7);
    const stored = (await db.collection('orders').doc('release-one-order').get()).data() as OrderDocument;
    expect(stored).toMatchObject({ lines: res.body.lines, toolIds: [saw.id], units: 2, status: 'cancelled' });
  });

  it("counts toward the buyer's verified purchase of that tool", async () => {
    await storeReleaseOne();
    const review = await api('POST', '/review', { token: buyer.token, body: { toolId: saw.id, rating: 4, review: 'Still cutting.' } });
    expect(review.body.verifiedPurchase).toBe(true);
  });
});

describe('GET /api/orders filters', () => {
  const storeOrder = (id: string, user: TestUser, day: string, status: OrderDocument['status'] = 'pending') =>
    db.collection('orders').doc(id).set(storedOrder(user, drill, new Date(`${day}T12:00:00Z`), { status }));
  const ids = async (user: TestUser, query: string) => {
    const res = await api('GET', `/orders?${query}`, { token: user.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.orders.map((o: { id: string }) => o.id);
  };

  beforeEach(async () => {
    await storeOrder('may-1', buyer, '2026-05-01');
    await storeOrder('may-15', buyer, '2026-05-15', 'confirmed');
    await storeOrder('may-31', other, '2026-05-31');
    await storeOrder('june-1', buyer, '2026-06-01');
  });

  it('takes a date range, both days included', async () => {
    expect(await ids(buyer, 'from=2026-05-01&to=2026-05-31')).toEqual(['may-15', 'may-1']);
    expect(await ids(buyer, 'from=2026-05-02')).toEqual(['june-1', 'may-15']);
    expect(await ids(admin, 'scope=all&to=2026-05-31')).toEqual(['may-31', 'may-15', 'may-1']);
    expect(await ids(admin, 'scope=all&from=2026-05-15&to=2026-05-31&status=pending')).toEqual(['may-31']);
  });

  it('reads the days as days in Dhaka: an order placed at 19:00 UTC is on the next day there, from its midnight to its end', async () => {
    // 2026-05-19T19:00Z is 01:00 on 20 May in Dhaka; 2026-05-20T17:59:59Z is 23:59:59 there, the day's last second.
    await db.collection('orders').doc('late-evening').set(storedOrder(buyer, drill, new Date('2026-05-19T19:00:00Z')));
    await db.collection('orders').doc('last-second').set(storedOrder(buyer, drill, new Date('2026-05-20T17:59:59Z')));
    await db.collection('orders').doc('next-midnight').set(storedOrder(buyer, drill, new Date('2026-05-20T18:00:00Z')));
    expect(await ids(buyer, 'from=2026-05-20&to=2026-05-20')).toEqual(['last-second', 'late-evening']);
    expect(await ids(buyer, 'from=2026-05-19&to=2026-05-19')).toEqual([]);
    expect(await ids(buyer, 'from=2026-05-21&to=2026-05-21')).toEqual(['next-midnight']);
    expect(await ids(admin, 'scope=all&to=2026-05-19')).toEqual(['may-15', 'may-1']);
    // An order number searched for passes the same days.
    expect(await ids(admin, 'scope=all&q=late-evening&from=2026-05-20&to=2026-05-20')).toEqual(['late-evening']);
    expect(await ids(admin, 'scope=all&q=late-evening&to=2026-05-19')).toEqual([]);
  });

  it('finds, for an administrator, one order by its number or every order of a customer by email', async () => {
    expect(await ids(admin, 'scope=all&q=may-15')).toEqual(['may-15']);
    expect(await ids(admin, 'scope=all&q=may-15&status=pending')).toEqual([]);
    expect(await ids(admin, 'scope=all&q=no-such-order')).toEqual([]);
    expect(await ids(admin, `scope=all&q=${encodeURIComponent(other.email.toUpperCase())}`)).toEqual(['may-31']);
    expect(await ids(admin, `scope=all&q=${encodeURIComponent(buyer.email)}&from=2026-05-10`)).toEqual(['june-1', 'may-15']);
  });

  it.each([
    ['q', 'q=may-15'],
    ['q', 'scope=all&q=not an id or email'],
    ['from', 'from=2026-13-01'],
    ['from', 'from=2026-02-30'],
    ['to', 'to=yesterday'],
    ['to', 'from=2026-05-02&to=2026-05-01'],
  ])('is 400 naming %s for ?%s', async (field, query) => {
    const res = await api('GET', `/orders?${query}`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
  });
});
