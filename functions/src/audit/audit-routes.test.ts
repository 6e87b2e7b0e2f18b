import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AuditAction } from '@store/contract/audit';
import { auth, collections } from '../firebase';
import { api, createUser, readsOf, getTool, resetEmulators, seedTool, snapshotFirestore, type ApiResponse, type TestUser } from '../test-support/emulators';
import { listAudit } from './audit-store';

type Tool = Awaited<ReturnType<typeof seedTool>>;

let admin: TestUser;
let customer: TestUser;
let tool: Tool;

const enc = encodeURIComponent;
const DAY = 86_400_000;
const entries = async () => (await collections.audit.get()).docs.map((doc) => ({ id: doc.id, ...doc.data() }));
const placeOrder = async (user: TestUser, quantity = 2) => {
  const res = await api('POST', '/orders', {
    token: user.token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: { toolId: tool.id, quantity, address: '12 Lake Road, Dhaka', phone: '01712345678' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
};
const askQuote = async (user: TestUser) => {
  const res = await api('POST', '/quotes', { token: user.token, body: { lines: [{ toolId: tool.id, quantity: 500 }] } });
  expect(res.status).toBe(201);
  return res.body.id as string;
};

/** Runs `action` and expects it to have added exactly one audit entry, answering it. */
async function oneEntry(action: () => Promise<{ status: number }>, expectedStatus: number) {
  const before = new Set((await entries()).map((entry) => entry.id));
  const res = await action();
  expect(res.status, JSON.stringify(res)).toBe(expectedStatus);
  const added = (await entries()).filter((entry) => !before.has(entry.id));
  expect(added).toHaveLength(1);
  return added[0]!;
}

/** Runs `action`, expects the refusal, and that nothing at all was written (no entry either). */
async function noWrite(action: () => Promise<{ status: number; body?: { error?: { code: string } } }>, status: number, code: string) {
  const before = await snapshotFirestore();
  const res = await action();
  expect(res.status).toBe(status);
  expect(res.body?.error?.code).toBe(code);
  expect(await snapshotFirestore()).toEqual(before);
}

beforeEach(async () => {
  await resetEmulators();
  [admin, customer] = await Promise.all([createUser({ admin: true, email: 'boss@example.com' }), createUser({ email: 'shopper@example.com', displayName: 'Shopper' })]);
  tool = await seedTool({ name: 'Audited Drill', sku: 'AUD-1', minimum: 1, available: 50 });
});

describe('the audit log: one entry per administrator action, in the commit of the action', () => {
  const actor = () => ({ actorUid: admin.uid, actorEmail: 'boss@example.com' });

  it('records product create, edit and delete', async () => {
    let created = '';
    const create = await oneEntry(async () => {
      const res = await api('POST', '/tools', { token: admin.token, body: { name: 'Logged Saw', picture: '/tools/saw.svg', description: 'A saw.', price: 50, minimum: 1, available: 5, sku: 'LOG-SAW' } });
      created = res.body.id;
      return res;
    }, 201);
    expect(create).toMatchObject({ ...actor(), action: 'tool.create', targetType: 'tool', targetId: created, summary: 'Added Logged Saw (LOG-SAW)' });
    expect(Date.now() - create.at.toMillis()).toBeLessThan(60_000);

    const update = await oneEntry(() => api('PATCH', `/tools/${created}`, { token: admin.token, body: { price: 45, available: 9 } }), 200);
    expect(update).toMatchObject({ ...actor(), action: 'tool.update', targetId: created, summary: 'Edited Logged Saw: available, price' });

    // Refused after the transaction's own checks (another tool has the sku): neither the change nor an entry.
    await noWrite(() => api('PATCH', `/tools/${created}`, { token: admin.token, body: { sku: 'AUD-1' } }), 409, 'sku-taken');

    const remove = await oneEntry(() => api('DELETE', `/tools/${created}`, { token: admin.token }), 204);
    expect(remove).toMatchObject({ ...actor(), action: 'tool.delete', targetType: 'tool', targetId: created, summary: 'Deleted Logged Saw (LOG-SAW)' });
    await noWrite(() => api('DELETE', `/tools/${created}`, { token: admin.token }), 404, 'not-found');
  });

  it("records an administrator's order status change, not a customer's cancel, and nothing for a refused move", async () => {
    const order = await placeOrder(customer);
    const confirm = await oneEntry(() => api('PATCH', `/orders/${order}`, { token: admin.token, body: { status: 'confirmed' } }), 200);
    expect(confirm).toMatchObject({ ...actor(), action: 'order.status', targetType: 'order', targetId: order, summary: `Order ${order} of shopper@example.com: pending -> confirmed` });
    expect((await api('PATCH', `/orders/${order}`, { token: admin.token, body: { status: 'shipped' } })).status).toBe(200);
    await noWrite(() => api('PATCH', `/orders/${order}`, { token: admin.token, body: { status: 'cancelled' } }), 409, 'invalid-transition');

    const own = await placeOrder(customer);
    const before = (await entries()).length;
    expect((await api('PATCH', `/orders/${own}`, { token: customer.token, body: { status: 'cancelled' } })).status).toBe(200);
    expect(await entries()).toHaveLength(before);
  });

  it('records quote answers (quoted, declined), not a withdrawal, and nothing for a refused answer', async () => {
    const first = await askQuote(customer);
    await noWrite(
      () => api('PATCH', `/quotes/${first}`, { token: admin.token, body: { status: 'quoted', lines: [{ toolId: 'other-tool', unitPrice: 5 }], expiresAt: new Date(Date.now() + 7 * DAY).toISOString() } }),
      400,
      'invalid-argument',
    );
    const quoted = await oneEntry(
      () => api('PATCH', `/quotes/${first}`, { token: admin.token, body: { status: 'quoted', lines: [{ toolId: tool.id, unitPrice: 8 }], expiresAt: new Date(Date.now() + 7 * DAY).toISOString() } }),
      200,
    );
    expect(quoted).toMatchObject({ ...actor(), action: 'quote.answer', targetType: 'quote', targetId: first });
    expect(quoted.summary).toMatch(new RegExp(`^Quote ${first} of shopper@example.com: quoted 4000 until `));

    const second = await askQuote(customer);
    const declined = await oneEntry(() => api('PATCH', `/quotes/${second}`, { token: admin.token, body: { status: 'declined', reason: 'Out of season' } }), 200);
    expect(declined).toMatchObject({ action: 'quote.answer', targetId: second, summary: `Quote ${second} of shopper@example.com: declined: Out of season` });
    await noWrite(() => api('PATCH', `/quotes/${second}`, { token: admin.token, body: { status: 'declined', reason: 'Again' } }), 409, 'invalid-transition');

    const third = await askQuote(customer);
    const before = (await entries()).length;
    expect((await api('PATCH', `/quotes/${third}`, { token: customer.token, body: { status: 'withdrawn' } })).status).toBe(200);
    expect(await entries()).toHaveLength(before);
  });

  it('records role changes once each, nothing for a role the user already has, and one entry when two demotions race', async () => {
    const grant = await oneEntry(() => api('PUT', `/user/admin/${enc(customer.email)}`, { token: admin.token }), 200);
    expect(grant).toMatchObject({ ...actor(), action: 'role.grant', targetType: 'user', targetId: customer.uid, summary: 'shopper@example.com made an administrator' });
    const before = (await entries()).length;
    expect((await api('PUT', `/user/admin/${enc(customer.email)}`, { token: admin.token })).status).toBe(200);
    expect(await entries()).toHaveLength(before);

    const revoke = await oneEntry(() => api('DELETE', `/user/admin/${enc(customer.email)}`, { token: admin.token }), 200);
    expect(revoke).toMatchObject({ ...actor(), action: 'role.revoke', targetId: customer.uid, summary: 'shopper@example.com no longer an administrator' });

    // The only two administrators demote each other at once: one goes through (one entry), the other is refused.
    const second = await createUser({ admin: true });
    const before2 = new Set((await entries()).map((entry) => entry.id));
    const answers = await Promise.all([
      api('DELETE', `/user/admin/${enc(second.email)}`, { token: admin.token }),
      api('DELETE', `/user/admin/${enc(admin.email)}`, { token: second.token }),
    ]);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect([403, 409]).toContain(answers.find((res) => res.status !== 200)!.status);
    const added = (await entries()).filter((entry) => !before2.has(entry.id));
    expect(added.map((entry) => entry.action)).toEqual(['role.revoke']);
  });

  it("records a user's removal in the commit that deletes their document, after their pending orders went back to stock", async () => {
    await placeOrder(customer, 4);
    await placeOrder(customer, 6);
    expect((await api('PUT', `/user/${enc(customer.email)}`, { token: customer.token, body: {} })).status).toBe(200);
    expect((await getTool(tool.id))!.available).toBe(40);
    const removal = await oneEntry(() => api('DELETE', `/user/${customer.uid}`, { token: admin.token }), 204);
    expect(removal).toMatchObject({
      ...actor(),
      action: 'user.remove',
      targetType: 'user',
      targetId: customer.uid,
      summary: 'Removed shopper@example.com; 2 pending orders cancelled, units back in stock',
    });
    expect((await getTool(tool.id))!.available).toBe(50);
    await expect(auth.getUser(customer.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await noWrite(() => api('DELETE', `/user/${customer.uid}`, { token: admin.token }), 404, 'not-found');
  });

  it('records review hide, show and delete (see review-moderation.test.ts for their effects)', async () => {
    const posted = await api('POST', '/review', { token: customer.token, body: { toolId: tool.id, rating: 3, review: 'Fine.' } });
    const id = posted.body.id as string;
    const actions: [AuditAction, () => Promise<{ status: number }>, number][] = [
      ['review.hide', () => api('PATCH', `/review/${id}`, { token: admin.token, body: { hidden: true } }), 200],
      ['review.show', () => api('PATCH', `/review/${id}`, { token: admin.token, body: { hidden: false } }), 200],
      ['review.delete', () => api('DELETE', `/review/${id}`, { token: admin.token }), 204],
    ];
    for (const [action, call, status] of actions) {
      expect(await oneEntry(call, status)).toMatchObject({ ...actor(), action, targetType: 'review', targetId: id, summary: expect.stringContaining('3 star review of Audited Drill by Shopper') });
    }
  });
});

describe('GET /api/audit', () => {
  /** Three actions by the admin and two by a second admin, oldest first. */
  async function fiveEntries() {
    const second = await createUser({ admin: true, email: 'deputy@example.com' });
    const ids: string[] = [];
    for (const [who, price] of [[admin, 11], [second, 12], [admin, 13], [second, 14], [admin, 15]] as const) {
      expect((await api('PATCH', `/tools/${tool.id}`, { token: who.token, body: { price } })).status).toBe(200);
    }
    expect((await api('DELETE', `/tools/${tool.id}`, { token: second.token })).status).toBe(204);
    for (const entry of (await entries()).sort((a, b) => a.at.toMillis() - b.at.toMillis())) ids.push(entry.id);
    return { second, ids };
  }

  it('pages through the log newest first, filtered by action and by actor, for administrators', async () => {
    const { second, ids } = await fiveEntries();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: ApiResponse = await api('GET', `/audit?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: admin.token });
      expect(res.status).toBe(200);
      // The same page read in this process, its Admin SDK reads counted: a page and one more, whatever the log's size.
      const page = await readsOf(() => listAudit({ limit: 2, cursor: cursor ?? undefined }));
      expect(page.result.entries.map((entry) => entry.id)).toEqual(res.body.entries.map((entry: { id: string }) => entry.id));
      expect(page.docs).toBeGreaterThan(0);
      expect(page.docs).toBeLessThanOrEqual(3);
      seen.push(...res.body.entries.map((entry: { id: string }) => entry.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    const deletes = await api('GET', '/audit?action=tool.delete', { token: admin.token });
    expect(deletes.body.entries).toEqual([expect.objectContaining({ action: 'tool.delete', actorUid: second.uid, actorEmail: 'deputy@example.com', targetId: tool.id })]);
    expect(Date.parse(deletes.body.entries[0].at)).not.toBeNaN();
    const bySecond = await api('GET', `/audit?actorUid=${second.uid}`, { token: admin.token });
    expect(bySecond.body.entries.map((entry: { action: string }) => entry.action)).toEqual(['tool.delete', 'tool.update', 'tool.update']);
    const both = await api('GET', `/audit?actorUid=${admin.uid}&action=tool.update&limit=1`, { token: admin.token });
    expect(both.body.entries).toHaveLength(1);
    expect(both.body.entries[0]).toMatchObject({ actorUid: admin.uid, action: 'tool.update', summary: 'Edited Audited Drill: price' });
    expect(both.body.nextCursor).toEqual(expect.any(String));
  });

  it('is 401 without a token and 403 for a customer, and no route changes or deletes an entry', async () => {
    await fiveEntries();
    const before = await snapshotFirestore();
    expect((await api('GET', '/audit')).status).toBe(401);
    expect((await api('GET', '/audit', { token: customer.token })).status).toBe(403);
    const [entry] = await entries();
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      expect((await api(method, `/audit/${entry!.id}`, { token: admin.token, body: method === 'DELETE' ? undefined : { summary: 'rewritten' } })).status).toBe(404);
    }
    expect((await api('POST', '/audit', { token: admin.token, body: { action: 'tool.create' } })).status).toBe(404);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it.each([
    ['action', 'action=tool.explode'],
    ['action', 'action='],
    ['actorUid', 'actorUid=a%2Fb'],
    ['limit', 'limit=0'],
    ['limit', 'limit=101'],
    ['cursor', 'cursor=!!'],
    ['cursor', `cursor=${Buffer.from('["x"]').toString('base64url')}`],
    ['targetId', 'targetId=x'],
  ])('is 400 naming %s for ?%s', async (field, query) => {
    const res = await api('GET', `/audit?${query}`, { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
  });
});
