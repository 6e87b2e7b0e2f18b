import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../functions/src/firebase';
import { api, createUser, getTool, resetEmulators, seedTool, signIn, type TestUser } from '../../functions/src/test-support/emulators';
import { claimsOf, writeFigures } from './support';

// Races beyond the per-route suites (functions/src/**/*-routes.test.ts race single orders and users):
// bursts of 100 requests, many orders and users at once, reviews and orders fighting over one tool.
// The Functions emulator runs 8 requests at a time (scripts/firebase.mjs), the rest queue, so every
// burst keeps 8 transactions on the same documents in flight.

const ORDERS_PER_MINUTE = 20;
const figures: Record<string, unknown> = {};
const address = '12 Road, Dhaka';
const phone = '+880 1712-345678';

let admin: TestUser;
beforeAll(async () => {
  await resetEmulators();
  admin = await createUser({ admin: true, email: 'races-admin@example.com' });
});
afterAll(() => writeFigures('races', figures));

const order = (user: TestUser, key: string, toolId: string, quantity = 1) =>
  api('POST', '/orders', { token: user.token, headers: { 'Idempotency-Key': key }, body: { toolId, quantity, address, phone } });
const move = (user: TestUser, id: string, status: string) => api('PATCH', `/orders/${id}`, { token: user.token, body: { status } });
const countStatuses = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

describe('100 requests with one Idempotency-Key', () => {
  it('make one order; all 100 answer 201 with it, and only the first counts toward the rate limit', async () => {
    const buyer = await createUser();
    const tool = await seedTool({ minimum: 1, available: 500 });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 100 }, () => order(buyer, 'one-purchase-attempt', tool.id, 3)));
    figures.sameKey100 = { statuses: countStatuses(answers.map((a) => a.status)), ms: Date.now() - started };
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers.get('Idempotent-Replayed') !== 'true')).toHaveLength(1);
    const orders = await db.collection('orders').where('uid', '==', buyer.uid).get();
    expect(orders.size).toBe(1);
    expect((await getTool(tool.id))?.available).toBe(497);
    expect((await db.collection('rateLimits').doc(`orders_${buyer.uid}`).get()).get('count')).toBe(1);
  });

  it('still answer the replay, not 429, when that order was the last one the rate limit allowed', async () => {
    const buyer = await createUser();
    const tool = await seedTool({ minimum: 1, available: 500 });
    // The window as 19 orders this minute leave it, written directly rather than by sending 19 orders (which,
    // with the burst below, had to fit in one real minute). Its start is put an hour ahead of the clock so
    // that no slowness of the machine can end the window during the test; what is under test here is the
    // replay at the limit, not the minute (see functions/src/http/rate-limit.test.ts for that).
    const limitRef = db.collection('rateLimits').doc(`orders_${buyer.uid}`);
    await limitRef.set({ windowStart: Date.now() + 3_600_000, count: ORDERS_PER_MINUTE - 1 });
    // The 20th order of the minute, sent 40 times at once: every copy that finds the order made by
    // another copy must answer with it, although the limit is now used up.
    const answers = await Promise.all(Array.from({ length: 40 }, () => order(buyer, 'last-allowed-order', tool.id, 2)));
    figures.sameKeyAtTheLimit = countStatuses(answers.map((a) => a.status));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect((await db.collection('orders').where('uid', '==', buyer.uid).get()).size).toBe(1);
    expect((await limitRef.get()).get('count')).toBe(ORDERS_PER_MINUTE);
    // The limit itself still holds for a new purchase.
    const next = await order(buyer, 'one-too-many', tool.id);
    expect(next.status).toBe(429);
    expect((await getTool(tool.id))?.available).toBe(500 - 2);
  });
});

describe('status changes racing on many orders of one tool at once', () => {
  it('settle each order one way, and the stock equals what the orders that stand hold', async () => {
    const customers = await Promise.all(Array.from({ length: 3 }, () => createUser()));
    const tool = await seedTool({ minimum: 1, available: 1000 });
    const placed: { id: string; owner: TestUser; quantity: number }[] = [];
    for (let n = 0; n < 12; n++) {
      const owner = customers[n % customers.length]!;
      const quantity = 1 + (n % 5);
      const res = await order(owner, `race-order-${n}`, tool.id, quantity);
      expect(res.status).toBe(201);
      placed.push({ id: res.body.id, owner, quantity });
    }
    // Four orders each: pending (owner cancels / admin confirms), confirmed (admin cancels / ships),
    // shipped (admin tries to cancel / delivers).
    const confirmed = placed.slice(4, 8);
    const shipped = placed.slice(8, 12);
    for (const o of [...confirmed, ...shipped]) expect((await move(admin, o.id, 'confirmed')).status).toBe(200);
    for (const o of shipped) expect((await move(admin, o.id, 'shipped')).status).toBe(200);

    const races = [
      ...placed.slice(0, 4).map((o) => Promise.all([move(o.owner, o.id, 'cancelled'), move(admin, o.id, 'confirmed')])),
      ...confirmed.map((o) => Promise.all([move(admin, o.id, 'cancelled'), move(admin, o.id, 'shipped')])),
      ...shipped.map((o) => Promise.all([move(admin, o.id, 'cancelled'), move(admin, o.id, 'delivered')])),
    ];
    const results = await Promise.all(races);
    const finals = await Promise.all(placed.map(async (o) => (await db.collection('orders').doc(o.id).get()).get('status') as string));

    results.forEach(([cancel, other], index) => {
      const statuses = [cancel.status, other.status];
      const final = finals[index];
      if (index < 8) {
        // pending: cancel or confirm; confirmed: cancel or ship. Exactly one wins and it is the final status
        // (once confirmed, the owner may no longer cancel; once shipped, nobody may).
        expect(statuses.sort(), `order ${index}`).toEqual([200, 409]);
        expect(final).toBe(cancel.status === 200 ? 'cancelled' : index < 4 ? 'confirmed' : 'shipped');
      } else {
        // shipped: the goods are on their way, so the cancel is always refused and the delivery goes through.
        expect(cancel.status, `order ${index}`).toBe(409);
        expect(cancel.body.error.code).toBe('invalid-transition');
        expect(other.status).toBe(200);
        expect(final).toBe('delivered');
      }
    });
    const standing = placed.filter((_o, index) => finals[index] !== 'cancelled').reduce((sum, o) => sum + o.quantity, 0);
    expect((await getTool(tool.id))?.available).toBe(1000 - standing);
    figures.statusRaces = { orders: placed.length, requests: races.length * 2, cancelled: finals.filter((f) => f === 'cancelled').length };
  });
});

describe('promotions and demotions of several users at once', () => {
  it('leave every claim agreeing with users/{uid}.role and with the next token', async () => {
    const users = await Promise.all(Array.from({ length: 2 }, () => createUser()));
    for (let round = 0; round < 2; round++) {
      const calls = users.flatMap((user) =>
        ['PUT', 'DELETE', 'PUT', 'DELETE'].map((method) => api(method, `/user/admin/${encodeURIComponent(user.email)}`, { token: admin.token })),
      );
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.status)).toEqual(Array(calls.length).fill(200));
      for (const user of users) {
        const role = (await db.collection('users').doc(user.uid).get()).get('role');
        const claim = (await auth.getUser(user.uid)).customClaims?.admin === true;
        expect(claim, user.email).toBe(role === 'admin');
        expect(claimsOf(await signIn(user.email, user.password)).admin === true, user.email).toBe(role === 'admin');
      }
    }
    // The store's own administrator was never touched.
    expect((await auth.getUser(admin.uid)).customClaims?.admin).toBe(true);
  });
});

describe('reviews and orders of one tool at once', () => {
  it("keep the tool's rating totals equal to its reviews and its stock equal to its orders", async () => {
    // Twenty customers review one tool twice each while ten of them order it, all at once. A customer has one
    // review per tool, so each pair makes one review: one post creates it (201), the other replaces it (200).
    const reviewers = await Promise.all(Array.from({ length: 20 }, (_v, n) => createUser({ displayName: `Reviewer ${n}` })));
    const tool = await seedTool({ minimum: 1, available: 300 });
    const reviews = reviewers.flatMap((user, u) =>
      [0, 1].map((n) => api('POST', '/review', { token: user.token, body: { toolId: tool.id, rating: 1 + ((u + n) % 5), review: `Review ${n} by ${u}` } })),
    );
    const orders = reviewers.slice(0, 10).map((user, u) => order(user, `review-race-order-${u}`, tool.id, 3));
    const started = Date.now();
    const [reviewAnswers, orderAnswers] = await Promise.all([Promise.all(reviews), Promise.all(orders)]);
    figures.reviewRace = { reviews: countStatuses(reviewAnswers.map((a) => a.status)), orders: countStatuses(orderAnswers.map((a) => a.status)), ms: Date.now() - started };
    for (let u = 0; u < reviewers.length; u++) {
      expect([reviewAnswers[2 * u]!.status, reviewAnswers[2 * u + 1]!.status].sort()).toEqual([200, 201]);
    }
    expect(orderAnswers.map((a) => a.status)).toEqual(Array(10).fill(201));

    const stored = await db.collection('reviews').where('toolId', '==', tool.id).get();
    const ratings = stored.docs.map((doc) => doc.get('rating') as number);
    const after = await getTool(tool.id);
    expect(stored.size).toBe(20);
    expect(after?.ratingCount).toBe(20);
    expect(after?.ratingSum).toBe(ratings.reduce((sum, rating) => sum + rating, 0));
    expect(after?.available).toBe(300 - 10 * 3);
    const viaApi = await api('GET', `/tools/${tool.id}`);
    expect(viaApi.body).toMatchObject({ ratingCount: 20, ratingSum: after?.ratingSum, available: 270 });
    // The badge says exactly who bought, however the reviews and the orders interleaved.
    const buyers = new Set(reviewers.slice(0, 10).map((user) => user.uid));
    for (const review of stored.docs) expect(review.get('verifiedPurchase')).toBe(buyers.has(review.get('uid')));
  });
});
