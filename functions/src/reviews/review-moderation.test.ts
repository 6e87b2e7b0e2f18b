import { beforeEach, describe, expect, it } from 'vitest';
import { RATING_STARS } from '@store/contract/tool';
import { db } from '../firebase';
import { api, createUser, getTool, resetEmulators, seedTool, snapshotFirestore, type ApiResponse, type TestUser } from '../test-support/emulators';
import type { ReviewDocument } from './review-model';

type Tool = Awaited<ReturnType<typeof seedTool>>;

let admin: TestUser;
let rita: TestUser;
let omar: TestUser;
let drill: Tool;
/** Rita's 5-star and Omar's 2-star review of the drill. */
let ritaReview: string;
let omarReview: string;

const post = async (user: TestUser, rating: number, review = `${rating} stars from me`) => {
  const res = await api('POST', '/review', { token: user.token, body: { toolId: drill.id, rating, review } });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.id as string;
};
const moderate = (id: string, body: unknown, user = admin) => api('PATCH', `/review/${id}`, { token: user.token, body });
const remove = (id: string, user = admin) => api('DELETE', `/review/${id}`, { token: user.token });
const publicIds = async (query = '') => (await api('GET', `/review?limit=50${query}`)).body.reviews.map((review: { id: string }) => review.id);
const auditOf = async (targetId: string) => (await db.collection('audit').where('targetId', '==', targetId).get()).docs.map((doc) => doc.data());

/** The tool's totals as GET /api/tools/:id gives them. */
async function totals(id = drill.id) {
  const tool = (await api('GET', `/tools/${id}`)).body;
  return { ratingCount: tool.ratingCount, ratingAverage: tool.ratingAverage, ratingHistogram: tool.ratingHistogram };
}

/** What the totals must be: the visible reviews of the tool, counted again. */
async function recount(toolId: string) {
  const visible = (await db.collection('reviews').where('toolId', '==', toolId).get()).docs.map((doc) => doc.data() as ReviewDocument);
  const stored = (await getTool(toolId))!;
  const histogram = Object.fromEntries(RATING_STARS.map((star) => [star, visible.filter((review) => review.rating === Number(star)).length]));
  return {
    stored: { ratingCount: stored.ratingCount, ratingSum: stored.ratingSum, ratingCounts: stored.ratingCounts },
    counted: { ratingCount: visible.length, ratingSum: visible.reduce((sum, review) => sum + review.rating, 0), ratingCounts: histogram },
  };
}

beforeEach(async () => {
  await resetEmulators();
  [admin, rita, omar] = await Promise.all([
    createUser({ admin: true, email: 'moderator@example.com' }),
    createUser({ displayName: 'Rita Reviewer' }),
    createUser({ displayName: 'Omar Other' }),
  ]);
  drill = await seedTool({ name: 'Moderated Drill' });
  ritaReview = await post(rita, 5);
  omarReview = await post(omar, 2);
});

describe('PATCH /api/review/:id', () => {
  it('hides a review from every public list and from the totals, and shows it again', async () => {
    expect(await totals()).toEqual({ ratingCount: 2, ratingAverage: 3.5, ratingHistogram: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 } });

    const hidden = await moderate(omarReview, { hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({ id: omarReview, hidden: true, rating: 2, name: 'Omar Other' });
    expect(hidden.body).not.toHaveProperty('uid');
    expect(await publicIds()).toEqual([ritaReview]);
    expect(await publicIds(`&toolId=${drill.id}`)).toEqual([ritaReview]);
    expect(await totals()).toEqual({ ratingCount: 1, ratingAverage: 5, ratingHistogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 } });
    // Nor can a client read it from Firestore: it left reviews/ (the rules keep hiddenReviews/ for administrators).
    expect((await db.collection('reviews').doc(omarReview).get()).exists).toBe(false);

    const shown = await moderate(omarReview, { hidden: false });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id: omarReview, hidden: false });
    expect(await publicIds()).toEqual([omarReview, ritaReview]);
    expect(await totals()).toEqual({ ratingCount: 2, ratingAverage: 3.5, ratingHistogram: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 1 } });

    const entries = await auditOf(omarReview);
    expect(entries.map((entry) => entry.action).sort()).toEqual(['review.hide', 'review.show']);
    expect(entries[0]).toMatchObject({ actorUid: admin.uid, actorEmail: 'moderator@example.com', targetType: 'review', targetId: omarReview });
  });

  it('changes nothing, and records nothing, when the review already is as asked', async () => {
    expect((await moderate(omarReview, { hidden: true })).status).toBe(200);
    const before = await snapshotFirestore();
    const again = await moderate(omarReview, { hidden: true });
    expect(again.status).toBe(200);
    expect(again.body.hidden).toBe(true);
    expect((await moderate(ritaReview, { hidden: false })).body.hidden).toBe(false);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('keeps a hidden review hidden when its author posts again: the new text replaces it, out of the totals', async () => {
    expect((await moderate(omarReview, { hidden: true })).status).toBe(200);
    const reposted = await api('POST', '/review', { token: omar.token, body: { toolId: drill.id, rating: 1, review: 'Reworded, still angry' } });
    expect(reposted.status).toBe(200);
    expect(reposted.body.id).toBe(omarReview);
    expect(await publicIds()).toEqual([ritaReview]);
    expect(await totals()).toMatchObject({ ratingCount: 1, ratingAverage: 5 });
    const listed = await api('GET', `/review/all?toolId=${drill.id}`, { token: admin.token });
    expect(listed.body.reviews.find((review: { id: string }) => review.id === omarReview)).toMatchObject({ hidden: true, rating: 1, review: 'Reworded, still angry' });
    // Shown again, it counts with its new rating.
    expect((await moderate(omarReview, { hidden: false })).status).toBe(200);
    expect(await totals()).toEqual({ ratingCount: 2, ratingAverage: 3, ratingHistogram: { 1: 1, 2: 0, 3: 0, 4: 0, 5: 1 } });
  });

  it.each([
    ['hidden', {}],
    ['hidden', { hidden: 'yes' }],
    ['hidden', { hidden: 1 }],
    ['hidden', { hidden: null }],
    ['reason', { hidden: true, reason: 'spam' }],
  ])('is 400 naming %s for the body %j, and writes nothing', async (field, body) => {
    const before = await snapshotFirestore();
    const res = await moderate(omarReview, body);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 401 without a token, 403 for a customer (the author included), 404 for an unknown review, writing nothing', async () => {
    const before = await snapshotFirestore();
    expect((await api('PATCH', `/review/${omarReview}`, { body: { hidden: true } })).status).toBe(401);
    expect((await moderate(omarReview, { hidden: true }, omar)).status).toBe(403);
    expect((await moderate(ritaReview, { hidden: true }, omar)).status).toBe(403);
    expect((await remove(omarReview, omar)).status).toBe(403);
    expect((await api('GET', '/review/all', { token: omar.token })).status).toBe(403);
    const missing = await moderate('no-such-review', { hidden: true });
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not-found');
    expect((await remove('no-such-review')).status).toBe(404);
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('DELETE /api/review/:id', () => {
  it('deletes a visible review and takes it out of the totals; a hidden one leaves them as they are', async () => {
    const deleted = await remove(ritaReview);
    expect(deleted.status).toBe(204);
    expect(await publicIds()).toEqual([omarReview]);
    expect(await totals()).toEqual({ ratingCount: 1, ratingAverage: 2, ratingHistogram: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 } });

    expect((await moderate(omarReview, { hidden: true })).status).toBe(200);
    expect((await remove(omarReview)).status).toBe(204);
    expect(await totals()).toEqual({ ratingCount: 0, ratingAverage: null, ratingHistogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
    expect((await db.collection('hiddenReviews').doc(omarReview).get()).exists).toBe(false);
    expect((await remove(omarReview)).status).toBe(404);
    expect((await auditOf(ritaReview)).map((entry) => entry.action)).toEqual(['review.delete']);
    expect((await auditOf(omarReview)).map((entry) => entry.action).sort()).toEqual(['review.delete', 'review.hide']);
  });

  it("deletes the review of a tool that no longer exists without recreating the tool", async () => {
    expect((await api('DELETE', `/tools/${drill.id}`, { token: admin.token })).status).toBe(204);
    expect((await remove(ritaReview)).status).toBe(204);
    expect((await moderate(omarReview, { hidden: true })).status).toBe(200);
    expect(await getTool(drill.id)).toBeUndefined();
  });
});

describe('GET /api/review/all', () => {
  it('lists hidden and visible reviews newest first, each marked, paged across both, for administrators only', async () => {
    const more = [await post(await createUser(), 3), await post(await createUser(), 4), await post(await createUser(), 1)];
    expect((await moderate(ritaReview, { hidden: true })).status).toBe(200);
    expect((await moderate(more[1]!, { hidden: true })).status).toBe(200);
    const newestFirst = [...more].reverse().concat([omarReview, ritaReview]);

    const seen: { id: string; hidden: boolean }[] = [];
    let cursor: string | null = null;
    do {
      const res: ApiResponse = await api('GET', `/review/all?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toMatch(/no-store/);
      expect(res.body.reviews.length).toBeLessThanOrEqual(2);
      for (const review of res.body.reviews) expect(review).not.toHaveProperty('uid');
      seen.push(...res.body.reviews.map((review: { id: string; hidden: boolean }) => ({ id: review.id, hidden: review.hidden })));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(newestFirst.map((id) => ({ id, hidden: id === ritaReview || id === more[1] })));
    expect((await api('GET', `/review/all?toolId=no-such-tool`, { token: admin.token })).body).toEqual({ reviews: [], nextCursor: null });
    expect((await api('GET', '/review/all')).status).toBe(401);
  });

  it.each([
    ['limit', 'limit=0'],
    ['limit', 'limit=51'],
    ['cursor', 'cursor=!!'],
    ['toolId', 'toolId=a%2Fb'],
    ['include', 'include=hidden'],
  ])('is 400 naming %s for ?%s', async (field, query) => {
    const res = await api('GET', `/review/all?${query}`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
  });
});

describe('moderation under concurrency', () => {
  it('adjusts the totals once per change when hides, shows and deletes of the same reviews race', async () => {
    const others = await Promise.all([1, 3, 4, 5].map(async (rating) => post(await createUser(), rating)));
    const ids = [ritaReview, omarReview, ...others];
    const calls = ids.flatMap((id, i) => [
      moderate(id, { hidden: true }),
      moderate(id, { hidden: false }),
      moderate(id, { hidden: true }),
      ...(i % 2 === 0 ? [remove(id)] : []),
      moderate(id, { hidden: i % 3 === 0 }),
    ]);
    const answers = await Promise.all(calls);
    // Each call either did its change, found it done, or found the review deleted by a racing call.
    for (const res of answers) expect([200, 204, 404]).toContain(res.status);
    const { stored, counted } = await recount(drill.id);
    expect(stored).toEqual(counted);
    // Every change left exactly one entry: the hides and shows of each review alternate, starting with a hide.
    for (const id of ids) {
      const entries = (await db.collection('audit').where('targetId', '==', id).orderBy('at').get()).docs.map((doc) => doc.get('action') as string);
      const moves = entries.filter((action) => action !== 'review.delete');
      moves.forEach((action, n) => expect(action).toBe(n % 2 === 0 ? 'review.hide' : 'review.show'));
      const isHidden = (await db.collection('hiddenReviews').doc(id).get()).exists;
      const isVisible = (await db.collection('reviews').doc(id).get()).exists;
      expect(isHidden && isVisible).toBe(false);
      if (entries.includes('review.delete')) expect(isHidden || isVisible).toBe(false);
      else expect(isHidden).toBe(moves.length % 2 === 1);
    }
  }, 60_000);
});
