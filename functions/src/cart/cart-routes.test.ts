import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../firebase';
import { api, resetWithPeople, type SeededTool, seedTool, snapshotFirestore, type TestUser } from '../test-support/emulators';

let buyer: TestUser;
let other: TestUser;
/** 10.00, or 8.00 from 10 units; minimum 2; 20 in stock. */
let drill: SeededTool;
/** 4.25, minimum 1, 3 in stock. */
let saw: SeededTool;

beforeEach(async () => {
  ({ buyer, other } = await resetWithPeople());
  [drill, saw] = await Promise.all([
    seedTool({ name: 'Cart Drill', price: 10, minimum: 2, available: 20, priceTiers: [{ minQuantity: 10, unitPrice: 8 }] }),
    seedTool({ name: 'Cart Saw', price: 4.25, minimum: 1, available: 3 }),
  ]);
});

const put = (user: TestUser, toolId: string, body: unknown) => api('PUT', `/cart/lines/${toolId}`, { token: user.token, body });
const cartOf = (user: TestUser) => api('GET', '/cart', { token: user.token });
const toolIds = (cart: { lines: { toolId: string }[] }) => cart.lines.map((line) => line.toolId);

describe('GET /api/cart', () => {
  it('is empty at first, and 401 without a token', async () => {
    const res = await cartOf(buyer);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ lines: [], total: 0, currency: 'BDT' });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await api('GET', '/cart')).status).toBe(401);
  });
});

describe('PUT /api/cart/lines/:toolId', () => {
  it('adds a line priced with the tiers, sets its quantity when put again, and keeps the lines in the order added', async () => {
    const first = await put(buyer, drill.id, { quantity: 3 });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      lines: [
        {
          toolId: drill.id,
          quantity: 3,
          unitPrice: 10,
          lineTotal: 30,
          problems: [],
          tool: { name: 'Cart Drill', slug: drill.slug, picture: drill.picture, minimum: 2, available: 20, i18n: {} },
        },
      ],
      total: 30,
      currency: 'BDT',
    });
    await put(buyer, saw.id, { quantity: 2 });
    const updated = await put(buyer, drill.id, { quantity: 12 });
    expect(toolIds(updated.body)).toEqual([drill.id, saw.id]);
    expect(updated.body.lines[0]).toMatchObject({ quantity: 12, unitPrice: 8, lineTotal: 96 });
    expect(updated.body.total).toBe(104.5);
    expect((await cartOf(buyer)).body).toEqual(updated.body);
    // Every user has their own cart.
    expect((await cartOf(other)).body.lines).toEqual([]);
  });

  it('says what stands in the way of ordering a line: below the minimum, beyond the stock', async () => {
    await put(buyer, drill.id, { quantity: 1 });
    const res = await put(buyer, saw.id, { quantity: 4 });
    expect(res.body.lines.map((line: { problems: unknown[] }) => line.problems)).toEqual([
      [{ code: 'below-minimum', message: 'The minimum order is 2' }],
      [{ code: 'insufficient-stock', message: 'Only 3 available' }],
    ]);
  });

  it('is 404 for a tool that does not exist, writing nothing', async () => {
    const before = await snapshotFirestore();
    const res = await put(buyer, 'no-such-tool', { quantity: 1 });
    expect(res.status).toBe(404);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it.each([
    ['quantity', { quantity: 0 }],
    ['quantity', { quantity: 1_000_001 }],
    ['quantity', { quantity: 2.5 }],
    ['quantity', { quantity: '2' }],
    ['quantity', {}],
    ['price', { quantity: 1, price: 1 }],
  ])('is 400 naming %s for %j, writing nothing', async (field, body) => {
    const before = await snapshotFirestore();
    const res = await put(buyer, drill.id, body);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 400 for a bad tool id in the path and 401 without a token, writing nothing', async () => {
    const before = await snapshotFirestore();
    const bad = await put(buyer, 'a%20b', { quantity: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('toolId');
    expect((await api('PUT', `/cart/lines/${drill.id}`, { body: { quantity: 1 } })).status).toBe(401);
    expect(await snapshotFirestore()).toEqual(before);
  });

  describe('with 50 lines', () => {
    let lineTools: string[];
    beforeEach(async () => {
      lineTools = Array.from({ length: 50 }, (_, i) => `cart-tool-${String(i).padStart(2, '0')}`);
      const batch = db.batch();
      const tool = (await db.collection('tools').doc(drill.id).get()).data()!;
      for (const id of lineTools) batch.set(db.collection('tools').doc(id), { ...tool, slug: id });
      batch.set(db.collection('carts').doc(buyer.uid), {
        lines: lineTools.map((toolId, i) => ({ toolId, quantity: 2, addedAt: Timestamp.fromMillis(1_000 + i) })),
        updatedAt: Timestamp.now(),
      });
      await batch.commit();
    });

    it('refuses a 51st line with cart-full, writing nothing, and still changes a line it has', async () => {
      const before = await snapshotFirestore();
      const res = await put(buyer, saw.id, { quantity: 1 });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('cart-full');
      expect(await snapshotFirestore()).toEqual(before);
      const changed = await put(buyer, lineTools[7]!, { quantity: 5 });
      expect(changed.status).toBe(200);
      expect(changed.body.lines).toHaveLength(50);
      expect(changed.body.lines[7]).toMatchObject({ toolId: lineTools[7], quantity: 5 });
    });

    it('leaves out lines whose tool was deleted, and lets go of them when a new line needs the room', async () => {
      await db.collection('tools').doc(lineTools[0]!).delete();
      const cart = await cartOf(buyer);
      expect(cart.body.lines).toHaveLength(49);
      expect(toolIds(cart.body)).not.toContain(lineTools[0]);
      const res = await put(buyer, saw.id, { quantity: 1 });
      expect(res.status).toBe(200);
      expect(res.body.lines).toHaveLength(50);
      expect(toolIds(res.body).at(-1)).toBe(saw.id);
    });
  });
});

describe('DELETE /api/cart/lines/:toolId', () => {
  it('removes the line (204), and removing it again changes nothing', async () => {
    await put(buyer, drill.id, { quantity: 3 });
    await put(buyer, saw.id, { quantity: 1 });
    const res = await api('DELETE', `/cart/lines/${drill.id}`, { token: buyer.token });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect(toolIds((await cartOf(buyer)).body)).toEqual([saw.id]);
    const before = await snapshotFirestore();
    expect((await api('DELETE', `/cart/lines/${drill.id}`, { token: buyer.token })).status).toBe(204);
    expect((await api('DELETE', `/cart/lines/${saw.id}`, { token: other.token })).status).toBe(204);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 400 for a bad tool id and 401 without a token', async () => {
    expect((await api('DELETE', '/cart/lines/__x__', { token: buyer.token })).status).toBe(400);
    expect((await api('DELETE', `/cart/lines/${drill.id}`)).status).toBe(401);
  });
});
