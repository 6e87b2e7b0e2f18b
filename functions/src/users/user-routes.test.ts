import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { auth, collections, db } from '../firebase';
import { api, createUser, getTool, resetEmulators, seedTool, signIn, snapshotFirestore, type ApiResponse, type TestUser } from '../test-support/emulators';

let admin: TestUser;
let customer: TestUser;

beforeEach(async () => {
  await resetEmulators();
  admin = await createUser({ admin: true, displayName: 'Ada Admin' });
  customer = await createUser({ displayName: 'Cora Customer' });
});

const at = (email: string) => encodeURIComponent(email);
/** The claims an ID token carries (the Auth emulator's tokens are plain JWTs). */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
/** Claims of a token from a new sign-in, as the user's app gets after a refresh. */
const freshClaims = async (user: TestUser) => claimsOf(await signIn(user.email, user.password));
const userDoc = async (uid: string) => (await collections.users.doc(uid).get()).data();
const claimIsAdmin = async (uid: string) => (await auth.getUser(uid)).customClaims?.admin === true;

const promote = (by: TestUser, email: string) => api('PUT', `/user/admin/${at(email)}`, { token: by.token });
const demote = (by: TestUser, email: string) => api('DELETE', `/user/admin/${at(email)}`, { token: by.token });
const statuses = (answers: ApiResponse[]) => answers.map((res) => res.status);

describe('PUT /api/user/:email', () => {
  it('records the signed-in user with the role from their claims', async () => {
    const res = await api('PUT', `/user/${at(customer.email)}`, { token: customer.token, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid: customer.uid,
      email: customer.email,
      displayName: 'Cora Customer',
      role: 'user',
      emailVerified: true,
      claimsUpdatedAt: null,
    });
    expect(await userDoc(customer.uid)).toMatchObject({ email: customer.email, displayName: 'Cora Customer', role: 'user' });
  });

  it('takes a new display name, and an address in any letter case', async () => {
    const res = await api('PUT', `/user/${at(customer.email.toUpperCase())}`, {
      token: customer.token,
      body: { email: customer.email, displayName: '  Cora C.  ' },
    });
    expect(res.status).toBe(200);
    expect((await userDoc(customer.uid))?.displayName).toBe('Cora C.');
  });

  it('cannot make anybody an administrator, whatever the body says', async () => {
    const res = await api('PUT', `/user/${at(customer.email)}`, {
      token: customer.token,
      body: { role: 'admin', admin: true, claimsUpdatedAt: null },
    });
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('user');
    expect((await userDoc(customer.uid))?.role).toBe('user');
    expect((await api('GET', `/admin/${at(customer.email)}`, { token: customer.token })).body).toEqual({ admin: false });
    expect(await claimIsAdmin(customer.uid)).toBe(false);
    expect((await freshClaims(customer)).admin).toBeUndefined();
  });

  it("is 403 for another user's address, 401 without a token, and 400 for a bad address or body, writing nothing", async () => {
    const before = await snapshotFirestore();
    const other = await api('PUT', `/user/${at(admin.email)}`, { token: customer.token, body: {} });
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('permission-denied');
    expect((await api('PUT', `/user/${at(customer.email)}`, { body: {} })).status).toBe(401);
    expect((await api('PUT', `/user/${at(customer.email)}`, { token: 'not-a-token', body: {} })).status).toBe(401);
    const badPath = await api('PUT', '/user/not-an-email', { token: customer.token, body: {} });
    expect(badPath.status).toBe(400);
    expect(badPath.body.error.details[0].field).toBe('email');
    const mismatch = await api('PUT', `/user/${at(customer.email)}`, { token: customer.token, body: { email: admin.email } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.details[0].field).toBe('email');
    const badName = await api('PUT', `/user/${at(customer.email)}`, { token: customer.token, body: { displayName: '   ' } });
    expect(badName.status).toBe(400);
    expect(badName.body.error.details[0].field).toBe('displayName');
    for (const reserved of ['Voltforge Official ✔', 'Store Staff', 'ＡＤＭＩＮ']) {
      const passesForTheStore = await api('PUT', `/user/${at(customer.email)}`, { token: customer.token, body: { displayName: reserved } });
      expect(passesForTheStore.status).toBe(400);
      expect(passesForTheStore.body.error.details[0]).toMatchObject({ field: 'displayName', message: expect.stringMatching(/^displayName must not contain/) });
    }
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('PUT /api/user/:email with a locale', () => {
  const put = (by: TestUser, email: string, body: unknown) => api('PUT', `/user/${at(email)}`, { token: by.token, body });
  const listed = async (uid: string) => (await api('GET', '/user', { token: admin.token })).body.users.find((user: { uid: string }) => user.uid === uid);

  it('keeps the language a user chooses, alone or with a name; English until they choose; kept by a later PUT without one', async () => {
    const first = await put(customer, customer.email, {});
    expect(first.body.locale).toBe('en');
    expect((await userDoc(customer.uid))?.locale).toBeUndefined();
    expect(await listed(customer.uid)).toMatchObject({ locale: 'en' });

    const chosen = await put(customer, customer.email, { locale: 'bn' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({ uid: customer.uid, displayName: 'Cora Customer', locale: 'bn' });
    expect(await userDoc(customer.uid)).toMatchObject({ displayName: 'Cora Customer', locale: 'bn' });
    expect(await listed(customer.uid)).toMatchObject({ locale: 'bn' });

    // Signing in again records the user without a locale: the choice stays; so does it through a change of role.
    expect((await put(customer, customer.email, {})).body.locale).toBe('bn');
    expect((await promote(admin, customer.email)).body.locale).toBe('bn');

    const both = await put(customer, customer.email, { email: customer.email, displayName: 'Cora C.', locale: 'en' });
    expect(both.body).toMatchObject({ displayName: 'Cora C.', locale: 'en' });
    expect(await userDoc(customer.uid)).toMatchObject({ displayName: 'Cora C.', locale: 'en' });
  });

  it('is 400 for a language the store does not speak, naming locale, and 403 for another user, writing nothing', async () => {
    expect((await put(customer, customer.email, { locale: 'bn' })).status).toBe(200);
    const before = await snapshotFirestore();
    for (const locale of ['fr', 'BN', 'bn-BD', '', null, 1, ['bn']]) {
      const res = await put(customer, customer.email, { locale });
      expect(res.status, JSON.stringify(locale)).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'invalid-argument', details: [{ field: 'locale', message: 'locale must be one of en, bn' }] });
    }
    // A good name beside a bad locale is not half taken.
    expect((await put(customer, customer.email, { displayName: 'Renamed', locale: 'de' })).status).toBe(400);
    const other = await put(customer, admin.email, { locale: 'bn' });
    expect(other.status).toBe(403);
    expect(other.body.error.code).toBe('permission-denied');
    expect(await snapshotFirestore()).toEqual(before);
    expect((await userDoc(customer.uid))?.locale).toBe('bn');
  });
});

describe('GET /api/admin/:email', () => {
  it('tells users about themselves and administrators about anyone', async () => {
    expect((await api('GET', `/admin/${at(customer.email)}`, { token: customer.token })).body).toEqual({ admin: false });
    expect((await api('GET', `/admin/${at(admin.email)}`, { token: admin.token })).body).toEqual({ admin: true });
    const asked = await api('GET', `/admin/${at(customer.email)}`, { token: admin.token });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ admin: false });
  });

  it('is 403 for a customer asking about someone else, 404 for an unknown address, 401 without a token', async () => {
    const denied = await api('GET', `/admin/${at(admin.email)}`, { token: customer.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('permission-denied');
    const unknown = await api('GET', `/admin/${at('nobody@example.com')}`, { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not-found');
    expect((await api('GET', `/admin/${at(customer.email)}`)).status).toBe(401);
    const bad = await api('GET', '/admin/nobody', { token: admin.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('email');
  });
});

describe('GET /api/user', () => {
  it('gives an administrator every recorded user, page by page, with the total', async () => {
    const others = await Promise.all([createUser(), createUser(), createUser()]);
    for (const user of [customer, ...others]) {
      expect((await api('PUT', `/user/${at(user.email)}`, { token: user.token, body: {} })).status).toBe(200);
    }
    const emails: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: ApiResponse = await api('GET', `/user?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: admin.token });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(5);
      expect(res.body.users.length).toBeLessThanOrEqual(2);
      emails.push(...res.body.users.map((user: { email: string }) => user.email));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(emails).toEqual([admin, customer, ...others].map((user) => user.email).sort());
    const all = await api('GET', '/user', { token: admin.token });
    expect(all.body.users.find((user: { uid: string }) => user.uid === admin.uid)).toMatchObject({ role: 'admin' });
  });

  it('searches by the start of the email, any letter case, paged, with the total of the matches', async () => {
    const people = await Promise.all(
      ['mira.one@shop.example', 'mira.two@shop.example', 'mira.three@shop.example', 'miro@shop.example'].map((email) => createUser({ email })),
    );
    for (const user of people) expect((await api('PUT', `/user/${at(user.email)}`, { token: user.token, body: {} })).status).toBe(200);
    const first = await api('GET', '/user?q=MIRA.&limit=2', { token: admin.token });
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(3);
    expect(first.body.users.map((user: { email: string }) => user.email)).toEqual(['mira.one@shop.example', 'mira.three@shop.example']);
    const second = await api('GET', `/user?q=mira.&limit=2&cursor=${first.body.nextCursor}`, { token: admin.token });
    expect(second.body.users.map((user: { email: string }) => user.email)).toEqual(['mira.two@shop.example']);
    expect(second.body.nextCursor).toBeNull();
    expect((await api('GET', '/user?q=nobody', { token: admin.token })).body).toEqual({ users: [], total: 0, nextCursor: null });
    expect((await api('GET', '/user?q=mir', { token: customer.token })).status).toBe(403);
  });

  it('is 403 for a customer, 401 without a token and 400 for a bad query', async () => {
    const denied = await api('GET', '/user', { token: customer.token });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('permission-denied');
    expect((await api('GET', '/user')).status).toBe(401);
    for (const [field, query] of [
      ['limit', 'limit=101'],
      ['limit', 'limit=0'],
      ['cursor', 'cursor=bm90LWpzb24'],
      ['role', 'role=admin'],
      ['q', 'q='],
      ['q', `q=${'a'.repeat(255)}`],
    ]) {
      const res = await api('GET', `/user?${query}`, { token: admin.token });
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].field).toBe(field);
    }
  });
});

describe('PUT /api/user/admin/:email', () => {
  it('makes a user an administrator: role, claims change mark, and the claim on their next token', async () => {
    const sent = Date.now();
    const res = await promote(admin, customer.email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: customer.uid, role: 'admin', claimsUpdatedAt: expect.any(String) });
    const doc = await userDoc(customer.uid);
    expect(doc?.role).toBe('admin');
    expect(doc?.claimsUpdatedAt?.toMillis()).toBeGreaterThanOrEqual(sent);
    expect(await claimIsAdmin(customer.uid)).toBe(true);

    // The token they held still says what it said; the next one carries the claim.
    expect(claimsOf(customer.token).admin).toBeUndefined();
    const token = await signIn(customer.email, customer.password);
    expect(claimsOf(token).admin).toBe(true);
    expect((await api('GET', '/user', { token })).status).toBe(200);
    expect((await api('GET', `/admin/${at(customer.email)}`, { token })).body).toEqual({ admin: true });
  });

  it('is 403 for a customer, 404 for an unknown address and 401 without a token, writing nothing', async () => {
    const other = await createUser();
    const before = await snapshotFirestore();
    const denied = await promote(customer, other.email);
    expect(denied.status).toBe(403);
    expect((await promote(customer, customer.email)).status).toBe(403);
    const unknown = await promote(admin, 'nobody@example.com');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not-found');
    expect((await api('PUT', `/user/admin/${at(other.email)}`)).status).toBe(401);
    expect((await api('PUT', '/user/admin/not-an-email', { token: admin.token })).status).toBe(400);
    expect(await snapshotFirestore()).toEqual(before);
    expect(await claimIsAdmin(other.uid)).toBe(false);
    expect(await claimIsAdmin(customer.uid)).toBe(false);
  });
});

describe('DELETE /api/user/admin/:email', () => {
  it('takes the role from another administrator, and the claim from their next token', async () => {
    const second = await createUser({ admin: true });
    const res = await demote(admin, second.email);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: second.uid, role: 'user', claimsUpdatedAt: expect.any(String) });
    expect((await userDoc(second.uid))?.role).toBe('user');
    expect(await claimIsAdmin(second.uid)).toBe(false);
    expect((await freshClaims(second)).admin).toBeUndefined();
    const token = await signIn(second.email, second.password);
    expect((await api('GET', '/user', { token })).status).toBe(403);
  });

  it('refuses self-demotion, customers and unknown addresses, writing nothing', async () => {
    const second = await createUser({ admin: true });
    const before = await snapshotFirestore();
    const self = await demote(admin, admin.email);
    expect(self.status).toBe(403);
    expect(self.body.error.code).toBe('permission-denied');
    expect((await demote(admin, admin.email.toUpperCase())).status).toBe(403);
    expect((await demote(customer, second.email)).status).toBe(403);
    expect((await demote(admin, 'nobody@example.com')).status).toBe(404);
    expect((await api('DELETE', `/user/admin/${at(second.email)}`)).status).toBe(401);
    expect(await snapshotFirestore()).toEqual(before);
    expect(await claimIsAdmin(admin.uid)).toBe(true);
    expect(await claimIsAdmin(second.uid)).toBe(true);
  });

  it('never leaves the store without an administrator', async () => {
    const second = await createUser({ admin: true });
    expect((await demote(admin, second.email)).status).toBe(200);
    // admin is now the only administrator. They cannot demote themself, and the one just demoted, whose
    // unexpired token still says admin: true, is refused too (403 when the server checks the account's
    // current claim, 409 last-admin otherwise).
    expect((await demote(admin, admin.email)).status).toBe(403);
    const before = await snapshotFirestore();
    const stale = await demote(second, admin.email);
    expect([403, 409]).toContain(stale.status);
    expect(await snapshotFirestore()).toEqual(before);
    expect(await claimIsAdmin(admin.uid)).toBe(true);
    expect((await userDoc(admin.uid))?.role).toBe('admin');
    expect((await freshClaims(admin)).admin).toBe(true);
  });

  it('keeps one administrator when the only two demote each other at once', async () => {
    const second = await createUser({ admin: true });
    const answers = await Promise.all([demote(admin, second.email), demote(second, admin.email)]);
    // One demotion goes through; the other finds it would leave no administrator (409), or, if the first
    // was complete before it was checked, that its caller is no longer one (403).
    expect(statuses(answers).filter((status) => status === 200)).toHaveLength(1);
    const refused = answers.find((res) => res.status !== 200)!;
    expect(refused.body.error.code).toBe(refused.status === 409 ? 'last-admin' : 'permission-denied');
    expect([403, 409]).toContain(refused.status);
    const roles = await Promise.all([admin, second].map(async (user) => [(await userDoc(user.uid))?.role, await claimIsAdmin(user.uid)]));
    expect(roles.filter(([role]) => role === 'admin')).toHaveLength(1);
    expect(roles.filter(([, claim]) => claim)).toHaveLength(1);
    for (const [role, claim] of roles) expect(claim).toBe(role === 'admin');
  });

  it('leaves the claim and the users/ document agreeing when promotions and demotions of one user race', async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all([promote(admin, customer.email), demote(admin, customer.email)]);
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      const doc = await userDoc(customer.uid);
      expect(await claimIsAdmin(customer.uid)).toBe(doc?.role === 'admin');
      expect((await freshClaims(customer)).admin === true).toBe(doc?.role === 'admin');
    }
  });
});

describe('DELETE /api/user/:uid', () => {
  it("removes the account and its document, and the removed user's unexpired token stops working", async () => {
    expect((await api('PUT', `/user/${at(customer.email)}`, { token: customer.token, body: {} })).status).toBe(200);
    const res = await api('DELETE', `/user/${customer.uid}`, { token: admin.token });
    expect(res.status).toBe(204);
    await expect(auth.getUser(customer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await userDoc(customer.uid)).toBeUndefined();

    const before = await snapshotFirestore();
    const tries = await Promise.all([
      api('GET', '/orders', { token: customer.token }),
      api('GET', `/admin/${at(customer.email)}`, { token: customer.token }),
      api('PUT', `/user/${at(customer.email)}`, { token: customer.token, body: {} }),
      api('POST', '/review', { token: customer.token, body: { toolId: 'any-tool', rating: 5, review: 'Still here?' } }),
    ]);
    for (const attempt of tries) {
      expect(attempt.status).toBe(401);
      expect(attempt.body.error.code).toBe('unauthenticated');
    }
    expect(await snapshotFirestore()).toEqual(before);
    expect((await api('DELETE', `/user/${customer.uid}`, { token: admin.token })).status).toBe(404);
  });

  it('cancels their pending orders and returns those units to stock; orders that went further stay', async () => {
    const tool = await seedTool({ minimum: 1, available: 20 });
    const order = async (quantity: number) => {
      const res = await api('POST', '/orders', {
        token: customer.token,
        headers: { 'Idempotency-Key': randomUUID() },
        body: { toolId: tool.id, quantity, address: '12 Lake Road, Dhaka', phone: '+880 1712-345678' },
      });
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const [pendingA, pendingB, confirmed] = [await order(2), await order(3), await order(4)];
    expect((await api('PATCH', `/orders/${confirmed}`, { token: admin.token, body: { status: 'confirmed' } })).status).toBe(200);
    expect(await getTool(tool.id)).toMatchObject({ available: 11 });

    expect((await api('DELETE', `/user/${customer.uid}`, { token: admin.token })).status).toBe(204);
    const statusOf = async (id: string) => (await db.collection('orders').doc(id).get()).get('status');
    expect([await statusOf(pendingA), await statusOf(pendingB), await statusOf(confirmed)]).toEqual(['cancelled', 'cancelled', 'confirmed']);
    expect(await getTool(tool.id)).toMatchObject({ available: 16 });
  });

  it('removes an account that was never recorded in users/', async () => {
    expect(await userDoc(customer.uid)).toBeUndefined();
    expect((await api('DELETE', `/user/${customer.uid}`, { token: admin.token })).status).toBe(204);
    await expect(auth.getUser(customer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  it('refuses self-removal, customers, unknown and malformed ids, writing nothing', async () => {
    const before = await snapshotFirestore();
    const self = await api('DELETE', `/user/${admin.uid}`, { token: admin.token });
    expect(self.status).toBe(403);
    expect(self.body.error.code).toBe('permission-denied');
    expect((await api('DELETE', `/user/${admin.uid}`, { token: customer.token })).status).toBe(403);
    expect((await api('DELETE', `/user/${customer.uid}`, { token: customer.token })).status).toBe(403);
    const unknown = await api('DELETE', '/user/noSuchUser0000000000000000', { token: admin.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not-found');
    expect((await api('DELETE', `/user/${at('bad uid!')}`, { token: admin.token })).status).toBe(400);
    expect((await api('DELETE', `/user/${customer.uid}`)).status).toBe(401);
    expect(await snapshotFirestore()).toEqual(before);
    await expect(auth.getUser(admin.uid)).resolves.toMatchObject({ uid: admin.uid });
    await expect(auth.getUser(customer.uid)).resolves.toMatchObject({ uid: customer.uid });
  });
});
