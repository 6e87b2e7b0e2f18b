import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../functions/src/firebase';
import { api, createUser, getTool, resetEmulators, seedTool, type ApiResponse, type TestUser } from '../../functions/src/test-support/emulators';
import { changedPaths, snapshotState, writeFigures } from './support';

// The rules that hold whatever races or odd input come (at least one administrator, one review per customer and tool,
// the price the buyer saw...), each test reproducing one finding of an audit:
// administrators removed and demoted at once until none was left, a users/ mirror left saying "admin" after a
// demotion, review badges and totals that did not follow cancels and reposts, reviewers' uids and emails in
// public answers, unbounded profile names, orders placed at a price the buyer never saw, shipped orders
// cancelled, a removed customer's pending orders keeping their stock, and a Location header that led nowhere.
// Real HTTP through the Hosting emulator's /api rewrite; checks through the Admin SDK.

/** Rounds of each administrator race (INTEGRITY_ROUNDS overrides it for a quick look). */
const ROUNDS = Number(process.env.INTEGRITY_ROUNDS ?? 20);
/** Per race: 20 rounds of two fresh administrators and two to six calls at once, on a busy 2-core machine. */
const RACE_TIMEOUT = 900_000;

const figures: Record<string, unknown> = {};
const address = '12 Road, Dhaka';
const phone = '+880 1712-345678';
let keyCount = 0;

beforeAll(async () => {
  await resetEmulators();
});
afterAll(() => writeFigures('integrity', figures));

// ---------------------------------------------------------------------------------------------------------
// Helpers

const path = (value: string) => encodeURIComponent(value);
const removeUser = (caller: TestUser, target: TestUser) => api('DELETE', `/user/${path(target.uid)}`, { token: caller.token });
const demote = (caller: TestUser, target: TestUser) => api('DELETE', `/user/admin/${path(target.email)}`, { token: caller.token });
const record = (user: TestUser, body: Record<string, unknown> = {}) => api('PUT', `/user/${path(user.email)}`, { token: user.token, body });
const order = (user: TestUser, toolId: string, quantity: number, extra: Record<string, unknown> = {}) =>
  api('POST', '/orders', {
    token: user.token,
    headers: { 'Idempotency-Key': `integrity-order-${++keyCount}-${Date.now()}` },
    body: { toolId, quantity, address, phone, ...extra },
  });
const move = (user: TestUser, id: string, status: string) => api('PATCH', `/orders/${path(id)}`, { token: user.token, body: { status } });
const review = (user: TestUser, toolId: string, rating: number, text = `Rated ${rating}`) =>
  api('POST', '/review', { token: user.token, body: { toolId, rating, review: text } });
const reviewsOf = async (toolId: string) => (await api('GET', `/review?toolId=${path(toolId)}&limit=50`)).body.reviews as Record<string, unknown>[];
const errorCode = (res: ApiResponse) => (res.body as { error?: { code?: string } } | undefined)?.error?.code;
const orderDoc = async (id: string) => (await db.collection('orders').doc(id).get()).data();

/** The account's admin claim (the truth), or null when the account no longer exists. */
async function adminClaim(uid: string): Promise<boolean | null> {
  try {
    return (await auth.getUser(uid)).customClaims?.admin === true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

/** Every account holding the admin custom claim, counted from Auth, not from the users/ mirror. */
async function adminAccounts(): Promise<string[]> {
  const uids: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    uids.push(...page.users.filter((user) => user.customClaims?.admin === true).map((user) => user.uid));
    pageToken = page.pageToken;
  } while (pageToken);
  return uids;
}

/** Users whose users/{uid}.role (when the document exists) is not what their claim says. */
async function staleMirrors(users: TestUser[]): Promise<string[]> {
  const stale: string[] = [];
  for (const user of users) {
    const doc = await db.collection('users').doc(user.uid).get();
    if (!doc.exists) continue;
    const claim = (await adminClaim(user.uid)) === true;
    if (doc.get('role') !== (claim ? 'admin' : 'user')) stale.push(`${user.email}: role ${String(doc.get('role'))}, claim admin ${claim}`);
  }
  return stale;
}

/** Accounts deleted whose users/ document is back (a write that raced with the removal). */
async function ghostDocuments(users: TestUser[]): Promise<number> {
  let ghosts = 0;
  for (const user of users) {
    if ((await adminClaim(user.uid)) === null && (await db.collection('users').doc(user.uid).get()).exists) ghosts++;
  }
  return ghosts;
}

/** Ends a round: its accounts and documents go, so the next round starts again with exactly two administrators. */
async function clearRound(users: TestUser[]) {
  for (const user of users) {
    await auth.deleteUser(user.uid).catch((error: { code?: string }) => {
      if (error.code !== 'auth/user-not-found') throw error;
    });
    await db.collection('users').doc(user.uid).delete();
  }
}

interface RaceFigures {
  rounds: number;
  /** Rounds after which no account held the admin claim. */
  zeroAdminOutcomes: number;
  /** users/{uid}.role different from the claim once every call had answered (summed over rounds and users). */
  staleMirrors: number;
  /** Accounts removed whose users/ document was written again by a racing call. */
  ghostDocuments: number;
  /** The answers of each round, as "first call/second call" statuses, and how many rounds gave them. */
  statuses: Record<string, number>;
  /** Rounds whose race-specific checks failed (for the demotion racing PUTs: the demoted user still an administrator). */
  roundsFailingOwnChecks: number;
  /** Anything but the answers the rule allows (a 5xx, a 409 with another code, a round that nobody won). */
  unexpected: string[];
  seconds: number;
}

interface Round {
  /** Every user of the round (all administrators at the start). */
  users: TestUser[];
  /** Accounts the round set up in a deliberately stale state: removed at the end, not checked. */
  bystanders?: TestUser[];
  /** The calls fired at once. */
  calls: () => Promise<ApiResponse>[];
  /** Statuses each call may answer under the rule; 409 must then say last-admin. */
  allowed: number[][];
  /** Whether at least one call must succeed (a race that both sides lose is a refusal nobody asked for). */
  needsWinner: boolean;
  /** More checks once the round settled; returns the problems found. */
  after?: (answers: ApiResponse[]) => Promise<string[]>;
}

/**
 * Plays ROUNDS rounds of one race: fresh administrators, the calls at once, then the invariants: at least one
 * administrator by claims, every users/ role equal to the claim, only the answers the rule allows. The figures
 * go to SECURITY.md; the assertions come after every round, so a failing run says in how many rounds it failed.
 */
async function adminRace(name: string, setUp: () => Promise<Round>) {
  const fig: RaceFigures = { rounds: 0, zeroAdminOutcomes: 0, staleMirrors: 0, ghostDocuments: 0, statuses: {}, roundsFailingOwnChecks: 0, unexpected: [], seconds: 0 };
  figures[name] = fig;
  const started = Date.now();
  for (let round = 1; round <= ROUNDS; round++) {
    const { users, bystanders = [], calls, allowed, needsWinner, after } = await setUp();
    // The precondition: the round's administrators are the only ones.
    expect((await adminAccounts()).sort(), `round ${round}: administrators before the race`).toEqual(
      users.map((user) => user.uid).sort(),
    );
    const answers = await Promise.all(calls());
    fig.rounds = round;
    const key = answers.map((answer) => answer.status).join('/');
    fig.statuses[key] = (fig.statuses[key] ?? 0) + 1;
    answers.forEach((answer, index) => {
      if (!allowed[index]!.includes(answer.status)) fig.unexpected.push(`round ${round}, call ${index + 1}: ${answer.status} ${JSON.stringify(answer.body)}`);
      else if (answer.status === 409 && errorCode(answer) !== 'last-admin') fig.unexpected.push(`round ${round}, call ${index + 1}: 409 ${errorCode(answer)}`);
    });
    if (needsWinner && !answers.some((answer) => answer.status < 300)) fig.unexpected.push(`round ${round}: no call succeeded (${key})`);
    if ((await adminAccounts()).length === 0) fig.zeroAdminOutcomes++;
    const stale = await staleMirrors(users);
    fig.staleMirrors += stale.length;
    fig.unexpected.push(...stale.map((problem) => `round ${round}: stale mirror ${problem}`));
    fig.ghostDocuments += await ghostDocuments(users);
    const problems = after ? await after(answers) : [];
    if (problems.length > 0) fig.roundsFailingOwnChecks++;
    fig.unexpected.push(...problems.map((problem) => `round ${round}: ${problem}`));
    await clearRound([...users, ...bystanders]);
  }
  fig.seconds = Math.round((Date.now() - started) / 1000);
  expect(fig.zeroAdminOutcomes, `${name}: rounds that left no administrator, of ${fig.rounds} (${JSON.stringify(fig.statuses)})`).toBe(0);
  expect(fig.staleMirrors, `${name}: users/ roles different from the claim`).toBe(0);
  expect(fig.roundsFailingOwnChecks, `${name}: rounds failing their own checks, of ${fig.rounds}`).toBe(0);
  expect(fig.unexpected, `${name}: answers or states the rule does not allow`).toEqual([]);
}

const twoAdmins = () => Promise.all([createUser({ admin: true }), createUser({ admin: true })]);

// ---------------------------------------------------------------------------------------------------------

describe('administrators racing (issue 11: the last administrator, and the role mirror)', () => {
  it(`remove/remove: the only two administrators remove each other at once, ${ROUNDS} rounds, and one remains`, { timeout: RACE_TIMEOUT }, async () => {
    // Finding: both removals passed their checks before either ran, and the store was left with no administrator.
    await adminRace('removeRemove', async () => {
      const [x, y] = await twoAdmins();
      return {
        users: [x, y],
        calls: () => [removeUser(x, y), removeUser(y, x)],
        // The winner 204; the loser 409 last-admin, or, when its own removal already went through (claim taken,
        // token revoked, account gone), 401 or 403.
        allowed: [
          [204, 401, 403, 409],
          [204, 401, 403, 409],
        ],
        needsWinner: true,
      };
    });
  });

  it(`demote/remove: one administrator demotes the other while that one removes the first, ${ROUNDS} rounds`, { timeout: RACE_TIMEOUT }, async () => {
    // Finding: the demotion counted administrators from users/ and the removal did not count them at all.
    await adminRace('demoteRemove', async () => {
      const [p, q] = await twoAdmins();
      return {
        users: [p, q],
        calls: () => [demote(p, q), removeUser(q, p)],
        // P's demotion: 200, or 401/403 once P's removal went through, or 409. Q's removal: 204, or 403 once Q is
        // demoted, or 409.
        allowed: [
          [200, 401, 403, 409],
          [204, 403, 409],
        ],
        needsWinner: true,
      };
    });
  });

  it(`demote/demote: the only two administrators demote each other at once, ${ROUNDS} rounds`, { timeout: RACE_TIMEOUT }, async () => {
    // Finding: the guard read a users/ mirror that could be stale instead of the claims.
    await adminRace('demoteDemote', async () => {
      const [p, q] = await twoAdmins();
      return {
        users: [p, q],
        calls: () => [demote(p, q), demote(q, p)],
        // The winner 200; the loser 409 last-admin, or 403 if its demotion had already landed when it was checked.
        allowed: [
          [200, 403, 409],
          [200, 403, 409],
        ],
        needsWinner: true,
      };
    });
  });

  it(`demote/demote beside a stale users/ mirror (a former administrator still "admin" there), ${ROUNDS} rounds`, { timeout: RACE_TIMEOUT }, async () => {
    // Finding: the guard counted users/ documents with role "admin", and a stale one (as the demotion racing PUTs
    // below leaves) made both demotions pass: the count must come from the claims.
    await adminRace('demoteDemoteStaleMirror', async () => {
      const [p, q] = await twoAdmins();
      const former = await createUser();
      await db.collection('users').doc(former.uid).set({
        email: former.email,
        displayName: 'Former Admin',
        role: 'admin',
        emailVerified: true,
        claimsUpdatedAt: null,
        createdAt: new Date(),
      });
      return {
        users: [p, q],
        bystanders: [former],
        calls: () => [demote(p, q), demote(q, p)],
        allowed: [
          [200, 403, 409],
          [200, 403, 409],
        ],
        needsWinner: true,
      };
    });
  });

  it(`demote while the demoted user records their profile (4 PUTs at once), ${ROUNDS} rounds: users/ role ends equal to the claim`, { timeout: RACE_TIMEOUT }, async () => {
    // Finding: PUT /api/user/:email read the claim before the demotion and wrote role "admin" after it.
    await adminRace('demoteWhilePut', async () => {
      const [a, b] = await twoAdmins();
      return {
        users: [a, b],
        calls: () => [demote(a, b), record(b), record(b, { displayName: 'Demoted Colleague' }), record(b), record(b, { displayName: 'Demoted Colleague' })],
        allowed: [[200], [200], [200], [200], [200]],
        needsWinner: true,
        after: async () => {
          const problems: string[] = [];
          const claim = await adminClaim(b.uid);
          const role = (await db.collection('users').doc(b.uid).get()).get('role');
          if (claim !== false) problems.push(`the demoted user's claim is admin ${String(claim)} after a 200 demotion`);
          if (role !== 'user') problems.push(`the demoted user's users/ role is ${String(role)}`);
          if ((await adminClaim(a.uid)) !== true) problems.push('the demoting administrator lost the claim');
          return problems;
        },
      };
    });
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('reviews (issue 11: badges, reposts, who may review, what a review shows)', () => {
  it('withdraw the verified-purchase badge when the order of that tool is cancelled', async () => {
    // Finding: the badge was decided once, when the review was written, and stayed after the order was cancelled.
    const customer = await createUser({ displayName: 'Badge Buyer' });
    const tool = await seedTool({ price: 10, minimum: 1, available: 20 });
    const placed = await order(customer, tool.id, 1);
    expect(placed.status).toBe(201);
    const posted = await review(customer, tool.id, 5, 'Bought it, love it.');
    expect(posted.status).toBe(201);
    expect(posted.body.verifiedPurchase).toBe(true);
    expect((await move(customer, placed.body.id, 'cancelled')).status).toBe(200);

    const shown = await reviewsOf(tool.id);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.verifiedPurchase, 'the badge after the only order of the tool was cancelled').toBe(false);
  });

  it('replace a review when the same customer posts again for that tool (200, totals adjusted once)', async () => {
    // Finding: every post added a review and its rating, so one customer could stack a tool's rating.
    const customer = await createUser({ displayName: 'Second Thoughts' });
    const tool = await seedTool({ price: 10, minimum: 1, available: 20 });
    const first = await review(customer, tool.id, 5, 'Great at first.');
    const second = await review(customer, tool.id, 1, 'Broke after a week.');
    expect(first.status).toBe(201);
    expect(second.status, 'a repost replaces the earlier review').toBe(200);

    const stored = await db.collection('reviews').where('toolId', '==', tool.id).where('uid', '==', customer.uid).get();
    expect(stored.size, "the customer's reviews of the tool").toBe(1);
    expect(stored.docs[0]!.get('rating')).toBe(1);
    expect(await reviewsOf(tool.id)).toHaveLength(1);
    const after = await getTool(tool.id);
    expect({ ratingCount: after?.ratingCount, ratingSum: after?.ratingSum }).toEqual({ ratingCount: 1, ratingSum: 1 });
    expect((await api('GET', `/tools/${tool.id}`)).body).toMatchObject({ ratingCount: 1, ratingSum: 1 });
  });

  it('keep one review and totals that agree with it when one customer posts 10 reviews of a tool at once', async () => {
    // Finding: concurrent reposts each added a review and incremented the totals.
    const customer = await createUser({ displayName: 'Many Tabs' });
    const tool = await seedTool({ price: 10, minimum: 1, available: 20 });
    const answers = await Promise.all(Array.from({ length: 10 }, (_v, n) => review(customer, tool.id, 1 + (n % 5), `Attempt ${n}`)));
    const statuses = answers.map((answer) => answer.status);
    figures.concurrentReposts = { reviews: 10, statuses: statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {}) };
    expect(statuses.filter((status) => status !== 200 && status !== 201), 'answers other than 200/201').toEqual([]);

    const stored = await db.collection('reviews').where('toolId', '==', tool.id).get();
    const after = await getTool(tool.id);
    (figures.concurrentReposts as Record<string, unknown>).stored = { reviews: stored.size, ratingCount: after?.ratingCount, ratingSum: after?.ratingSum };
    expect(stored.size, 'reviews stored').toBe(1);
    expect(after?.ratingCount).toBe(1);
    expect(after?.ratingSum).toBe(stored.docs[0]!.get('rating'));
  });

  it('refuse a customer whose email is not verified (403 email-not-verified), writing nothing', async () => {
    // Finding: anyone with an account, verified or not, could review.
    const customer = await createUser({ verified: false, displayName: 'Unverified' });
    const tool = await seedTool({ price: 10, minimum: 1, available: 20 });
    const before = await snapshotState();
    const res = await review(customer, tool.id, 1, 'Never bought it.');
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe('email-not-verified');
    expect(changedPaths(before, await snapshotState())).toEqual([]);
  });

  it('show no uid and no email in public review answers; "Customer" without a display name; names cut to 60', async () => {
    // Finding: GET /api/review carried every reviewer's uid, and a reviewer without a name was shown by their email.
    const tool = await seedTool({ price: 10, minimum: 1, available: 20 });
    const named = await createUser({ displayName: 'Ada Lovelace' });
    const nameless = await createUser({ email: `nameless.person-${Date.now()}@example.com` });
    await auth.updateUser(nameless.uid, { displayName: null });
    const longName = `${'Bartholomew '.repeat(8)}Smith`; // 101 characters
    const verbose = await createUser({ displayName: longName });
    for (const [user, rating] of [[named, 4], [nameless, 3], [verbose, 5]] as const) {
      expect((await review(user, tool.id, rating)).status).toBe(201);
    }

    for (const query of [`/review?toolId=${tool.id}&limit=50`, '/review?limit=50']) {
      const listed = (await api('GET', query)).body.reviews as Record<string, unknown>[];
      const ours = listed.filter((item) => item.toolId === tool.id);
      expect(ours, query).toHaveLength(3);
      for (const item of ours) {
        expect(Object.keys(item), `${query}: keys of a public review`).not.toContain('uid');
        const text = JSON.stringify(item).toLowerCase();
        for (const user of [named, nameless, verbose]) {
          expect(text, `${query}: a public review holds a reviewer's email or uid`).not.toContain(user.email.toLowerCase());
          expect(text).not.toContain(user.uid.toLowerCase());
        }
      }
      const byRating = (rating: number) => ours.find((item) => item.rating === rating)!;
      expect(byRating(4).name).toBe('Ada Lovelace');
      expect(byRating(3).name, 'the name of a reviewer without a display name').toBe('Customer');
      const cut = byRating(5).name as string;
      expect(cut.length, 'a long display name is cut').toBeLessThanOrEqual(60);
      expect(cut.length).toBeGreaterThanOrEqual(50);
      expect(longName.startsWith(cut.replace(/…$/, '').trimEnd())).toBe(true);
    }
  });

  it('bound a 1.1 MB display name before storing it (review and profile): never a 5xx, never an unbounded name', async () => {
    // Finding: the Auth profile's display name was stored as it came: a huge one made the write fail with a 500.
    const customer = await createUser({ displayName: 'Soon Huge' }); // its ID token keeps the short name
    const tool = await seedTool({ price: 10, minimum: 1, available: 20 });
    let length = 1_100_000;
    let accepted = false;
    const refusals: string[] = [];
    while (!accepted) {
      try {
        await auth.updateUser(customer.uid, { displayName: 'x'.repeat(length) });
        accepted = true;
      } catch (error) {
        refusals.push(`${length}: ${(error as Error).message.slice(0, 120)}`);
        if (length <= 1000) throw error;
        length = Math.floor(length / 2);
      }
    }
    expect((await auth.getUser(customer.uid)).displayName?.length).toBe(length);
    figures.hugeDisplayName = { length, refusedByAuthEmulator: refusals };

    const posted = await review(customer, tool.id, 4, 'A name too long for anyone.');
    const recorded = await record(customer, {});
    (figures.hugeDisplayName as Record<string, unknown>).answers = { review: posted.status, profile: recorded.status };
    expect(posted.status, `POST /api/review: ${JSON.stringify(posted.body).slice(0, 200)}`).toBeLessThan(500);
    expect(recorded.status, `PUT /api/user: ${JSON.stringify(recorded.body).slice(0, 200)}`).toBeLessThan(500);
    if (posted.status < 300) expect((posted.body.name as string).length).toBeLessThanOrEqual(60);
    if (recorded.status < 300) expect((recorded.body.displayName as string).length).toBeLessThanOrEqual(120);

    const reviews = await db.collection('reviews').where('uid', '==', customer.uid).get();
    for (const doc of reviews.docs) expect((doc.get('name') as string).length, 'stored review name').toBeLessThanOrEqual(60);
    const profile = await db.collection('users').doc(customer.uid).get();
    if (profile.exists) expect((profile.get('displayName') as string).length, 'stored users/ displayName').toBeLessThanOrEqual(120);
  });
});

// ---------------------------------------------------------------------------------------------------------

describe('prices and orders (issue 11: the price seen, shipped orders, removed customers, Location)', () => {
  let admin: TestUser;
  beforeAll(async () => {
    admin = await createUser({ admin: true, email: `integrity-admin-${Date.now()}@example.com` });
  });

  it('refuse an order whose expectedTotal no longer matches (409 price-changed with the new figures), writing nothing', async () => {
    // Finding: an administrator's price change between the page and the purchase was charged without a word.
    const customer = await createUser();
    const tool = await seedTool({ price: 10, minimum: 1, available: 50 });
    const seen = await api('GET', `/tools/${tool.id}`);
    expect(seen.body.price).toBe(10);
    expect((await api('PATCH', `/tools/${tool.id}`, { token: admin.token, body: { price: 9999 } })).status).toBe(200);

    const before = await snapshotState();
    const res = await order(customer, tool.id, 2, { expectedTotal: 10 * 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(errorCode(res)).toBe('price-changed');
    const details = JSON.stringify(res.body.error.details ?? null).replace(/,(?=\d{3})/g, '');
    expect(details, 'details name the new unit price').toContain('9999');
    expect(details, 'details name the new total (and its ৳80 delivery to Dhaka)').toContain('20078');
    expect(changedPaths(before, await snapshotState()), 'written by a refused order').toEqual([]);
    expect((await getTool(tool.id))?.available).toBe(50);
    expect((await db.collection('orders').where('uid', '==', customer.uid).get()).size).toBe(0);
  });

  it('accept an order whose expectedTotal matches the server total (201)', async () => {
    // The control of the finding above: the buyer who saw the current price buys at it.
    const customer = await createUser();
    const tool = await seedTool({ price: 10, minimum: 1, available: 50 });
    // ৳30 of goods and ৳100 to deliver 3 kg in Dhaka (৳80 for 2 kg, ৳20 for the third).
    const res = await order(customer, tool.id, 3, { expectedTotal: 130 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.total).toBe(130);
    expect((await getTool(tool.id))?.available).toBe(47);
  });

  it('refuse to cancel a shipped order (409 invalid-transition), the stock unchanged', async () => {
    // Finding: an administrator could cancel an order already on its way, and its units went back to stock.
    const customer = await createUser();
    const tool = await seedTool({ price: 10, minimum: 1, available: 50 });
    const placed = await order(customer, tool.id, 3);
    expect(placed.status).toBe(201);
    for (const status of ['confirmed', 'shipped']) expect((await move(admin, placed.body.id, status)).status).toBe(200);
    const res = await move(admin, placed.body.id, 'cancelled');
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(errorCode(res)).toBe('invalid-transition');
    expect((await getTool(tool.id))?.available).toBe(47);
    expect((await orderDoc(placed.body.id))?.status).toBe('shipped');
  });

  it('refuse to cancel a delivered order (409 invalid-transition), the stock unchanged', async () => {
    const customer = await createUser();
    const tool = await seedTool({ price: 10, minimum: 1, available: 50 });
    const placed = await order(customer, tool.id, 4);
    expect(placed.status).toBe(201);
    for (const status of ['confirmed', 'shipped', 'delivered']) expect((await move(admin, placed.body.id, status)).status).toBe(200);
    const res = await move(admin, placed.body.id, 'cancelled');
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(errorCode(res)).toBe('invalid-transition');
    expect((await getTool(tool.id))?.available).toBe(46);
    expect((await orderDoc(placed.body.id))?.status).toBe('delivered');
  });

  it("cancel a removed customer's pending orders and return their stock once, keeping the confirmed one", async () => {
    // Finding: removing a customer left their pending orders pending, holding stock nobody would ever buy.
    const customer = await createUser();
    expect((await record(customer)).status).toBe(200);
    const drill = await seedTool({ price: 10, minimum: 1, available: 100 });
    const saw = await seedTool({ price: 20, minimum: 1, available: 100 });
    const pendingDrill = await order(customer, drill.id, 2);
    const pendingSaw = await order(customer, saw.id, 3);
    const confirmed = await order(customer, drill.id, 4);
    for (const placed of [pendingDrill, pendingSaw, confirmed]) expect(placed.status).toBe(201);
    expect((await move(admin, confirmed.body.id, 'confirmed')).status).toBe(200);
    expect((await getTool(drill.id))?.available).toBe(94);
    expect((await getTool(saw.id))?.available).toBe(97);

    const removed = await api('DELETE', `/user/${customer.uid}`, { token: admin.token });
    expect(removed.status).toBe(204);
    expect((await orderDoc(pendingDrill.body.id))?.status, 'a pending order of the removed customer').toBe('cancelled');
    expect((await orderDoc(pendingSaw.body.id))?.status, 'a pending order of the removed customer').toBe('cancelled');
    expect((await orderDoc(confirmed.body.id))?.status).toBe('confirmed');
    expect((await getTool(drill.id))?.available, 'drill stock: 100 less the confirmed 4').toBe(96);
    expect((await getTool(saw.id))?.available, 'saw stock: all returned').toBe(100);

    // Once: removing again finds nobody and returns nothing more.
    expect((await api('DELETE', `/user/${customer.uid}`, { token: admin.token })).status).toBe(404);
    expect((await getTool(drill.id))?.available).toBe(96);
    expect((await getTool(saw.id))?.available).toBe(100);
  });

  it('answer the Location header of a created order: GET /api/orders/{id} is that order, for its owner', async () => {
    // Finding: the 201 named /api/orders/{id}, a route that did not exist (404).
    const customer = await createUser();
    const stranger = await createUser();
    const tool = await seedTool({ price: 10, minimum: 1, available: 50 });
    const placed = await order(customer, tool.id, 2);
    expect(placed.status).toBe(201);
    const location = placed.headers.get('location');
    expect(location).toBe(`/api/orders/${placed.body.id}`);

    const fetched = await api('GET', location!.replace(/^\/api/, ''), { token: customer.token });
    expect(fetched.status, JSON.stringify(fetched.body)).toBe(200);
    // ৳20 of goods and ৳80 to deliver 2 kg in Dhaka.
    expect(fetched.body).toMatchObject({ id: placed.body.id, total: 100, status: 'pending' });
    expect([403, 404], "another customer's GET of the order").toContain((await api('GET', location!.replace(/^\/api/, ''), { token: stranger.token })).status);
  });
});
