import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { auth, db } from '../firebase';
import { api, createUser, getTool, resetEmulators, type SeededTool, seedTool, snapshotFirestore, type TestUser } from '../test-support/emulators';
import type { ReviewDocument } from './review-model';

const postReview = (user: TestUser, body: unknown) => api('POST', '/review', { token: user.token, body });
const validReview = (toolId: string, overrides: Record<string, unknown> = {}) => ({
  toolId,
  rating: 4,
  review: 'Solid drill, the battery lasts a full day.',
  ...overrides,
});

/** Writes a review straight to Firestore, at a chosen time, so the order of a listing is known. */
async function seedReview(tool: SeededTool, minutesAgo: number, overrides: Partial<ReviewDocument> = {}) {
  const ref = db.collection('reviews').doc();
  const doc: ReviewDocument = {
    uid: 'seed-user',
    name: 'Seeded Reviewer',
    toolId: tool.id,
    toolname: tool.name,
    review: `Written ${minutesAgo} minutes ago`,
    rating: 5,
    verifiedPurchase: false,
    createdAt: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
    ...overrides,
  };
  await ref.set(doc);
  return ref.id;
}

const reviewsOf = async (toolId: string) =>
  (await db.collection('reviews').where('toolId', '==', toolId).get()).docs.map((doc) => doc.data() as ReviewDocument);

describe('GET /api/review', () => {
  let drill: SeededTool;
  let saw: SeededTool;
  /** Review ids, newest first. */
  let drillReviews: string[];
  let sawReviews: string[];

  beforeEach(async () => {
    await resetEmulators();
    drill = await seedTool({ name: 'Cordless Drill' });
    saw = await seedTool({ name: 'Circular Saw' });
    drillReviews = [await seedReview(drill, 1), await seedReview(drill, 3), await seedReview(drill, 5), await seedReview(drill, 7)];
    sawReviews = [await seedReview(saw, 2), await seedReview(saw, 4), await seedReview(saw, 6)];
  });

  it('lists the latest reviews first, for anyone, with a Cache-Control header the CDN can use', async () => {
    const res = await api('GET', '/review?limit=50');
    expect(res.status).toBe(200);
    const ids = res.body.reviews.map((review: { id: string }) => review.id);
    expect(ids).toEqual([drillReviews[0], sawReviews[0], drillReviews[1], sawReviews[1], drillReviews[2], sawReviews[2], drillReviews[3]]);
    expect(res.body.reviews[0]).toMatchObject({ toolId: drill.id, toolname: 'Cordless Drill', name: 'Seeded Reviewer', rating: 5 });
    expect(res.body.nextCursor).toBeNull();
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  });

  it('shows six by default', async () => {
    const res = await api('GET', '/review');
    expect(res.body.reviews).toHaveLength(6);
    expect(res.body.nextCursor).toEqual(expect.any(String));
  });

  it('filters to one tool, still latest first', async () => {
    const res = await api('GET', `/review?toolId=${saw.id}`);
    expect(res.status).toBe(200);
    expect(res.body.reviews.map((review: { id: string }) => review.id)).toEqual(sawReviews);
    expect((await api('GET', '/review?toolId=no-such-tool')).body.reviews).toEqual([]);
  });

  it('pages with an opaque cursor through every review of a tool once', async () => {
    const first = await api('GET', `/review?toolId=${drill.id}&limit=3`);
    expect(first.body.reviews.map((review: { id: string }) => review.id)).toEqual(drillReviews.slice(0, 3));
    const second = await api('GET', `/review?toolId=${drill.id}&limit=3&cursor=${first.body.nextCursor}`);
    expect(second.status).toBe(200);
    expect(second.body.reviews.map((review: { id: string }) => review.id)).toEqual(drillReviews.slice(3));
    expect(second.body.nextCursor).toBeNull();
  });

  it.each([
    ['limit', 'limit=0'],
    ['limit', 'limit=51'],
    ['limit', 'limit=2.5'],
    ['limit', 'limit=abc'],
    ['limit', 'limit=1&limit=2'],
    ['cursor', 'cursor=!!'],
    ['cursor', 'cursor=bm90LWpzb24'],
    ['cursor', `cursor=${Buffer.from('[1]').toString('base64url')}`],
    ['cursor', `cursor=${Buffer.from('[{"t":["x",0]},"id"]').toString('base64url')}`],
    ['toolId', 'toolId=not%20an%20id'],
    ['toolId', 'toolId='],
    ['unknown', 'unknown=1'],
    ['name', 'name=Rita'],
  ])('is 400 naming %s for ?%s', async (field, query) => {
    const res = await api('GET', `/review?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    expect(res.body.error.details[0].field).toBe(field);
  });
});

describe('POST /api/review', () => {
  let reviewer: TestUser;
  let other: TestUser;
  let drill: SeededTool;

  beforeEach(async () => {
    await resetEmulators();
    reviewer = await createUser({ displayName: 'Rita Reviewer' });
    other = await createUser({ displayName: 'Omar Other' });
    drill = await seedTool({ name: 'Impact Driver', minimum: 1, available: 50 });
  });

  it("adds a review under the caller's display name and the tool's name, and updates the tool's rating", async () => {
    const res = await postReview(reviewer, validReview(drill.id, { rating: 4, review: '  Great torque.  ' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Rita Reviewer',
      toolId: drill.id,
      toolname: 'Impact Driver',
      rating: 4,
      review: 'Great torque.',
      verifiedPurchase: false,
    });
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
    // Who wrote it is public only as the shown name.
    expect(res.body).not.toHaveProperty('uid');
    expect(JSON.stringify(res.body)).not.toContain(reviewer.email);
    const stored = (await db.collection('reviews').doc(res.body.id).get()).data();
    expect(stored).toMatchObject({ uid: reviewer.uid, name: 'Rita Reviewer', toolname: 'Impact Driver', rating: 4 });

    expect((await postReview(other, validReview(drill.id, { rating: 2 }))).status).toBe(201);
    expect(await getTool(drill.id)).toMatchObject({ ratingCount: 2, ratingSum: 6 });
    const listed = await api('GET', `/review?toolId=${drill.id}`);
    expect(listed.body.reviews.map((review: { name: string }) => review.name)).toEqual(['Omar Other', 'Rita Reviewer']);
  });

  it('takes a review of exactly 2,000 characters', async () => {
    const res = await postReview(reviewer, validReview(drill.id, { review: 'x'.repeat(2000) }));
    expect(res.status).toBe(201);
    expect(res.body.review).toHaveLength(2000);
  });

  it('marks a verified purchase only while the reviewer has an order of that tool that is not cancelled', async () => {
    const saw = await seedTool({ name: 'Mitre Saw', minimum: 1 });
    const buy = () =>
      api('POST', '/orders', {
        token: reviewer.token,
        headers: { 'Idempotency-Key': randomUUID() },
        body: { toolId: drill.id, quantity: 2, address: '12 Lake Road, Dhaka', phone: '+880 1712-345678' },
      });
    const order = await buy();
    expect(order.status).toBe(201);

    const bought = await postReview(reviewer, validReview(drill.id));
    expect(bought.body.verifiedPurchase).toBe(true);
    // Another tool, and another customer of the same tool, are not verified by this order.
    expect((await postReview(reviewer, validReview(saw.id))).body.verifiedPurchase).toBe(false);
    expect((await postReview(other, validReview(drill.id))).body.verifiedPurchase).toBe(false);

    // Cancelling the order withdraws the badge from the review it stood for.
    const cancelled = await api('PATCH', `/orders/${order.body.id}`, { token: reviewer.token, body: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    expect((await db.collection('reviews').doc(bought.body.id).get()).get('verifiedPurchase')).toBe(false);
    expect((await postReview(reviewer, validReview(drill.id))).body.verifiedPurchase).toBe(false);

    // Buying again earns it back, on the same review.
    expect((await buy()).status).toBe(201);
    expect((await db.collection('reviews').doc(bought.body.id).get()).get('verifiedPurchase')).toBe(true);
  });

  it("replaces the customer's earlier review of the tool (200), adjusting the rating totals once", async () => {
    const saw = await seedTool({ name: 'Band Saw', minimum: 1 });
    const first = await postReview(reviewer, validReview(saw.id, { rating: 5, review: 'Loved it at first.' }));
    expect(first.status).toBe(201);
    const again = await postReview(reviewer, validReview(saw.id, { rating: 2, review: 'The blade guard broke.' }));
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ id: first.body.id, rating: 2, review: 'The blade guard broke.' });
    const stored = await reviewsOf(saw.id);
    expect(stored.map((review) => review.review)).toEqual(['The blade guard broke.']);
    expect(await getTool(saw.id)).toMatchObject({ ratingCount: 1, ratingSum: 2 });
  });

  it('keeps the reviews per star exact: a new review adds its star, a replacement moves one star to another', async () => {
    const sander = await seedTool({ name: 'Orbital Sander', minimum: 1 });
    const histogram = async () => (await api('GET', `/tools/${sander.id}`)).body;
    expect((await postReview(reviewer, validReview(sander.id, { rating: 5 }))).status).toBe(201);
    expect((await postReview(other, validReview(sander.id, { rating: 4 }))).status).toBe(201);
    expect(await histogram()).toMatchObject({ ratingAverage: 4.5, ratingHistogram: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 } });
    expect((await postReview(reviewer, validReview(sander.id, { rating: 1 }))).status).toBe(200);
    expect(await histogram()).toMatchObject({ ratingCount: 2, ratingAverage: 2.5, ratingHistogram: { 1: 1, 2: 0, 3: 0, 4: 1, 5: 0 } });
    // The same rating again changes no count.
    expect((await postReview(reviewer, validReview(sander.id, { rating: 1 }))).status).toBe(200);
    expect((await getTool(sander.id))?.ratingCounts).toEqual({ 1: 1, 2: 0, 3: 0, 4: 1, 5: 0 });
  });

  it('is 403 email-not-verified for a customer whose email is not verified, writing nothing', async () => {
    const unverified = await createUser({ verified: false });
    const before = await snapshotFirestore();
    const res = await postReview(unverified, validReview(drill.id));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('email-not-verified');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('shows the display name cut to 60 characters, or "Customer" without one (never the email)', async () => {
    const longName = await createUser({ displayName: `${'Ü'.repeat(59)}😀 and more` });
    const noName = await createUser();
    await auth.updateUser(noName.uid, { displayName: null });
    const long = await postReview(longName, validReview(drill.id));
    expect(long.status).toBe(201);
    expect(long.body.name).toBe(`${'Ü'.repeat(59)}😀`);
    const anonymous = await postReview(noName, validReview(drill.id));
    expect(anonymous.status).toBe(201);
    expect(anonymous.body.name).toBe('Customer');
  });

  it('shows "Customer" for a profile name that passes for the store (set through Auth, past the API\'s checks)', async () => {
    for (const displayName of ['Voltforge Official ✔', 'Ｓｔａｆｆ', 'Rahim ✅']) {
      const impostor = await createUser({ displayName });
      const res = await postReview(impostor, validReview(drill.id));
      expect(res.status).toBe(201);
      expect(res.body.name).toBe('Customer');
    }
  });

  it('is 400 for a name in the body: the name is never the caller\'s to choose', async () => {
    const before = await snapshotFirestore();
    const res = await postReview(reviewer, validReview(drill.id, { name: 'Someone Famous' }));
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toMatchObject({ field: 'name', message: expect.stringMatching(/unknown field/i) });
    expect(await snapshotFirestore()).toEqual(before);
  });

  it.each([
    ['rating', { rating: 0 }],
    ['rating', { rating: 6 }],
    ['rating', { rating: 4.5 }],
    ['rating', { rating: '5' }],
    ['rating', { rating: null }],
    ['rating', { rating: undefined }],
    ['review', { review: undefined }],
    ['review', { review: '' }],
    ['review', { review: '   \n\t ' }],
    ['review', { review: 'x'.repeat(2001) }],
    ['review', { review: 42 }],
    ['toolId', { toolId: 'not an id' }],
    ['toolId', { toolId: '' }],
    ['toolId', { toolId: 7 }],
    ['toolId', { toolId: undefined }],
    ['verifiedPurchase', { verifiedPurchase: true }],
  ])('is 400 naming %s for %j, writing nothing', async (field, patch) => {
    const before = await snapshotFirestore();
    const res = await postReview(reviewer, validReview(drill.id, patch));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    expect(res.body.error.details[0].field).toBe(field);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 400 for a body that is not a JSON object', async () => {
    const res = await postReview(reviewer, []);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'invalid-argument', message: 'The body must be a JSON object' });
    // A bare JSON string is refused by the Functions runtime's strict JSON parser before the API runs.
    expect((await postReview(reviewer, 'great tool')).status).toBe(400);
  });

  it('is 401 without a token or with a malformed one, writing nothing', async () => {
    const before = await snapshotFirestore();
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer not-a-token' }, { authorization: 'Basic abc' }, { authorization: 'Bearer' }];
    for (const headers of attempts) {
      const res = await api('POST', '/review', { headers, body: validReview(drill.id) });
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthenticated');
    }
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 404 for a tool that does not exist, writing nothing', async () => {
    const before = await snapshotFirestore();
    const res = await postReview(reviewer, validReview('no-such-tool'));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not-found');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 429 with Retry-After for the 11th review by one user within a minute, writing nothing', async () => {
    // The window as 10 reviews this minute leave it, written directly: 10 reviews sent one after another could
    // straddle a minute on a slow machine. (The window arithmetic itself is in http/rate-limit.test.ts.)
    await db.collection('rateLimits').doc(`reviews_${reviewer.uid}`).set({ windowStart: Date.now(), count: 10 });
    const before = await snapshotFirestore();
    const res = await postReview(reviewer, validReview(drill.id, { review: 'One too many' }));
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate-limited');
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await snapshotFirestore()).toEqual(before);
    // The limit is per user.
    expect((await postReview(other, validReview(drill.id))).status).toBe(201);
    expect(await getTool(drill.id)).toMatchObject({ ratingCount: 1 });
  });

  it("keeps the tool's rating totals equal to its reviews when many are added at once", async () => {
    const reviewers = await Promise.all(Array.from({ length: 10 }, (_, i) => createUser({ displayName: `Buyer ${i}` })));
    const ratings = reviewers.map((_, i) => (i % 5) + 1);
    const answers = await Promise.all(reviewers.map((user, i) => postReview(user, validReview(drill.id, { rating: ratings[i] }))));
    expect(answers.map((res) => res.status)).toEqual(reviewers.map(() => 201));
    const stored = await reviewsOf(drill.id);
    expect(stored).toHaveLength(10);
    const tool = await getTool(drill.id);
    expect(tool).toMatchObject({ ratingCount: 10, ratingSum: ratings.reduce((sum, rating) => sum + rating, 0) });
    expect(tool!.ratingSum).toBe(stored.reduce((sum, review) => sum + review.rating, 0));
  });
});
