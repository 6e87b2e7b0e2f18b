import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '@store/contract/order';
import { db } from '../../functions/src/firebase';
import type { CartDocument } from '../../functions/src/cart/cart-model';
import { api, createUser, getTool, resetEmulators, seedTool, type TestUser } from '../../functions/src/test-support/emulators';
import { writeFigures } from './support';

// Races of buying in bulk, where stock is taken for every line in one commit, a quote is accepted once and an order
// keeps the price the buyer saw: carts of several tools checked out at once over scarce stock, one quote accepted
// many times at once, and a price change landing among checkouts.

const figures: Record<string, unknown> = {};
const delivery = { address: '12 Road, Dhaka', phone: '+880 1712-345678' };
const countStatuses = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

let admin: TestUser;
beforeAll(async () => {
  await resetEmulators();
  admin = await createUser({ admin: true, email: 'checkout-races-admin@example.com' });
});
afterAll(() => writeFigures('checkout-races', figures));

const checkout = (user: TestUser, lines: { toolId: string; quantity: number }[], extra: Record<string, unknown> = {}) =>
  api('POST', '/orders', { token: user.token, headers: { 'Idempotency-Key': randomUUID() }, body: { lines, ...delivery, ...extra } });

describe('100 checkouts at once of carts that share scarce tools', () => {
  it('sell no unit twice: every order whole or absent, each stock equal to what the orders that stand took', async () => {
    const STOCK = 25;
    const tools = await Promise.all(Array.from({ length: 6 }, (_v, i) => seedTool({ name: `Scarce Tool ${i}`, minimum: 1, available: STOCK })));
    const buyers = await Promise.all(Array.from({ length: 100 }, () => createUser()));
    // Each buyer's cart: 3 of the 6 tools, 1 to 3 units each (about 600 units asked of 150).
    const carts = buyers.map((_buyer, b) => [0, 1, 2].map((n) => ({ toolId: tools[(b + n * 2) % tools.length]!.id, quantity: 1 + ((b + n) % 3) })));
    const batch = db.batch();
    buyers.forEach((buyer, b) =>
      batch.set(db.collection('carts').doc(buyer.uid), {
        lines: carts[b]!.map((line, n) => ({ ...line, addedAt: Timestamp.fromMillis(1000 + n) })),
        updatedAt: Timestamp.now(),
      } satisfies CartDocument),
    );
    await batch.commit();

    const started = Date.now();
    const answers = await Promise.all(
      buyers.map(async (buyer) => {
        const cart = await api('GET', '/cart', { token: buyer.token });
        return checkout(buyer, cart.body.lines.map(({ toolId, quantity }: { toolId: string; quantity: number }) => ({ toolId, quantity })));
      }),
    );
    const statuses = answers.map((a) => a.status);
    figures.cartCheckouts100 = { statuses: countStatuses(statuses), ms: Date.now() - started };
    // Refused whole (409, or 503 after too many lost races): never a part of an order.
    for (const answer of answers) expect([201, 409, 503]).toContain(answer.status);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 409).length).toBeGreaterThan(0);

    const stored = (await db.collection('orders').get()).docs.map((doc) => ({ id: doc.id, ...(doc.data() as Omit<Order, 'id'>) }));
    const placed = answers.filter((a) => a.status === 201).map((a) => a.body as Order);
    expect(stored.map((o) => o.id).sort()).toEqual(placed.map((o) => o.id).sort());
    for (const [b, answer] of answers.entries()) {
      const cartAfter = (await db.collection('carts').doc(buyers[b]!.uid).get()).data() as CartDocument;
      if (answer.status !== 201) {
        expect(stored.some((o) => o.uid === buyers[b]!.uid)).toBe(false);
        expect(cartAfter.lines).toHaveLength(3);
        continue;
      }
      // Whole: every line of the cart, at the quantity asked; and the cart emptied of them in the same commit.
      expect(answer.body.lines.map((l: { toolId: string; quantity: number }) => ({ toolId: l.toolId, quantity: l.quantity }))).toEqual(carts[b]);
      expect(cartAfter.lines).toEqual([]);
    }
    let oversold = 0;
    for (const tool of tools) {
      const sold = placed.flatMap((o) => o.lines).filter((l) => l.toolId === tool.id).reduce((sum, l) => sum + l.quantity, 0);
      const available = (await getTool(tool.id))!.available;
      expect(available).toBeGreaterThanOrEqual(0);
      expect(available).toBe(STOCK - sold);
      oversold += Math.max(0, sold - STOCK);
    }
    expect(oversold).toBe(0);
    figures.cartCheckouts100 = { ...(figures.cartCheckouts100 as object), orders: placed.length, oversold };
  });
});

describe('one quote accepted 50 times at once', () => {
  async function quotedQuote(buyer: TestUser, toolId: string) {
    const asked = await api('POST', '/quotes', { token: buyer.token, body: { lines: [{ toolId, quantity: 40 }] } });
    const answer = await api('PATCH', `/quotes/${asked.body.id}`, {
      token: admin.token,
      body: { status: 'quoted', lines: [{ toolId, unitPrice: 7.5 }], expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString() },
    });
    expect(answer.status).toBe(200);
    return asked.body.id as string;
  }
  const accept = (buyer: TestUser, id: string, key: string) =>
    api('POST', `/quotes/${id}/accept`, { token: buyer.token, headers: { 'Idempotency-Key': key }, body: delivery });

  it('with 50 different keys: one order, the other 49 refused', async () => {
    const buyer = await createUser();
    const tool = await seedTool({ minimum: 100, available: 1000 });
    const id = await quotedQuote(buyer, tool.id);
    const answers = await Promise.all(Array.from({ length: 50 }, (_v, n) => accept(buyer, id, `accept-attempt-${n}`)));
    figures.quoteAccepts50 = countStatuses(answers.map((a) => a.status));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('invalid-transition');
    }
    const orders = await db.collection('orders').where('quoteId', '==', id).get();
    expect(orders.size).toBe(1);
    expect((await getTool(tool.id))!.available).toBe(960);
    expect((await db.collection('quotes').doc(id).get()).get('orderId')).toBe(orders.docs[0]!.id);
  });

  it('with one key: one order, every answer that order', async () => {
    const buyer = await createUser();
    const tool = await seedTool({ minimum: 1, available: 1000 });
    const id = await quotedQuote(buyer, tool.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => accept(buyer, id, 'the-one-acceptance')));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await db.collection('orders').where('quoteId', '==', id).get()).size).toBe(1);
    expect((await getTool(tool.id))!.available).toBe(960);
  });
});

describe('a price change between the cart and the checkout', () => {
  it('refuses the checkout with price-changed, writing nothing', async () => {
    const buyer = await createUser();
    const tool = await seedTool({ price: 20, minimum: 1, available: 100, priceTiers: [{ minQuantity: 10, unitPrice: 18 }] });
    await api('PUT', `/cart/lines/${tool.id}`, { token: buyer.token, body: { quantity: 10 } });
    const shown = await api('GET', '/cart', { token: buyer.token });
    expect(shown.body.total).toBe(180);
    expect((await api('PATCH', `/tools/${tool.id}`, { token: admin.token, body: { priceTiers: [{ minQuantity: 10, unitPrice: 19 }] } })).status).toBe(200);
    const res = await checkout(buyer, [{ toolId: tool.id, quantity: 10 }], { expectedTotal: shown.body.total });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('price-changed');
    // ৳190 of goods, and ৳240 to deliver 10 kg in Dhaka (৳80 for 2 kg, ৳20 for each of the 8 above).
    expect(res.body.error.details[0]).toEqual({ field: 'expectedTotal', message: 'The total is now ৳430' });
    expect((await getTool(tool.id))!.available).toBe(100);
    expect((await db.collection('orders').where('uid', '==', buyer.uid).get()).empty).toBe(true);
  });

  it('landing among 20 checkouts at the old total: each order is at the total its buyer saw, or refused', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser()));
    const tool = await seedTool({ price: 20, minimum: 1, available: 1000 });
    const checkouts = buyers.map((buyer) => checkout(buyer, [{ toolId: tool.id, quantity: 2 }], { expectedTotal: 40 }));
    const change = api('PATCH', `/tools/${tool.id}`, { token: admin.token, body: { price: 25 } });
    const [answers, changed] = await Promise.all([Promise.all(checkouts), change]);
    expect(changed.status).toBe(200);
    figures.priceChangeAmongCheckouts = countStatuses(answers.map((a) => a.status));
    for (const answer of answers) {
      if (answer.status === 201) expect(answer.body.total).toBe(40);
      else expect(answer.body.error.code).toBe('price-changed');
    }
    const placed = answers.filter((a) => a.status === 201).length;
    expect((await getTool(tool.id))!.available).toBe(1000 - 2 * placed);
    const stored = await db.collection('orders').where('toolIds', 'array-contains', tool.id).get();
    expect(stored.size).toBe(placed);
    for (const doc of stored.docs) expect(doc.get('total')).toBe(40);
  });
});
