import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { collections, db } from '../firebase';
import { purchase, QuoteChanged } from '../orders/place-order';
import { api, createUser, getTool, resetWithPeople, type SeededTool, seedTool, snapshotFirestore, type TestUser } from '../test-support/emulators';

let admin: TestUser;
let buyer: TestUser;
let other: TestUser;
/** 10.00, minimum 20, 100 in stock. */
let drill: SeededTool;
/** 30.00, minimum 1, 4 in stock. */
let saw: SeededTool;

beforeEach(async () => {
  ({ admin, buyer, other } = await resetWithPeople());
  [drill, saw] = await Promise.all([
    seedTool({ name: 'Quote Drill', price: 10, minimum: 20, available: 100 }),
    seedTool({ name: 'Quote Saw', price: 30, minimum: 1, available: 4 }),
  ]);
});

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const delivery = { address: '12 Lake Road, Dhaka', phone: '+880 1712-345678' };
const ask = (user: TestUser, body: unknown) => api('POST', '/quotes', { token: user.token, body });
const patch = (user: TestUser, id: string, body: unknown) => api('PATCH', `/quotes/${id}`, { token: user.token, body });
const accept = (user: TestUser, id: string, body: unknown = delivery, key: string = randomUUID()) =>
  api('POST', `/quotes/${id}/accept`, { token: user.token, headers: { 'Idempotency-Key': key }, body });
const mailIds = async () => (await db.collection('mail').get()).docs.map((doc) => doc.id).sort();

/** A quote of 5 drills (below their minimum) and 2 saws, requested by the buyer; quoted unless `quoted` is false. */
async function quote(quoted = true): Promise<string> {
  const asked = await ask(buyer, { lines: [{ toolId: drill.id, quantity: 5 }, { toolId: saw.id, quantity: 2 }], message: 'For our <b>site</b> crew' });
  expect(asked.status).toBe(201);
  if (quoted) {
    const answer = await patch(admin, asked.body.id, {
      status: 'quoted',
      lines: [{ toolId: saw.id, unitPrice: 27.5 }, { toolId: drill.id, unitPrice: 9 }],
      expiresAt: inDays(7),
    });
    expect(answer.status).toBe(200);
  }
  return asked.body.id;
}

describe('POST /api/quotes', () => {
  it('records a requested quote with its lines and message, and mails the customer', async () => {
    const res = await ask(buyer, { lines: [{ toolId: drill.id, quantity: 500 }], message: 'Price for 500?' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      uid: buyer.uid,
      email: buyer.email,
      lines: [{ toolId: drill.id, toolname: 'Quote Drill', quantity: 500 }],
      message: 'Price for 500?',
      currency: 'BDT',
      status: 'requested',
      history: [{ status: 'requested', by: 'customer' }],
    });
    expect(res.body.lines[0].unitPrice).toBeUndefined();
    expect(res.body.total).toBeUndefined();
    expect(await mailIds()).toEqual([`quote-${res.body.id}-1`]);
  });

  it('needs a verified email (403), a token (401) and existing tools (404), writing nothing', async () => {
    const unverified = await createUser({ verified: false });
    const before = await snapshotFirestore();
    const refused = await ask(unverified, { lines: [{ toolId: drill.id, quantity: 1 }] });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('email-not-verified');
    expect((await api('POST', '/quotes', { body: { lines: [{ toolId: drill.id, quantity: 1 }] } })).status).toBe(401);
    const missing = await ask(buyer, { lines: [{ toolId: drill.id, quantity: 1 }, { toolId: 'gone', quantity: 1 }] });
    expect(missing.status).toBe(404);
    expect(missing.body.error.details).toEqual([{ field: 'lines.1.toolId', message: 'Tool not found' }]);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it.each([
    ['lines', {}],
    ['lines', { lines: [] }],
    ['lines.0.quantity', { lines: [{ toolId: 'a', quantity: 0 }] }],
    ['lines.1.toolId', { lines: [{ toolId: 'a', quantity: 1 }, { toolId: 'a', quantity: 1 }] }],
    ['message', { lines: [{ toolId: 'a', quantity: 1 }], message: 'x'.repeat(2001) }],
    ['status', { lines: [{ toolId: 'a', quantity: 1 }], status: 'quoted' }],
  ])('is 400 naming %s, writing nothing', async (field, body) => {
    const before = await snapshotFirestore();
    const res = await ask(buyer, body);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('GET /api/quotes and /api/quotes/:id', () => {
  it('shows customers their own quotes and administrators every quote, by status, paged', async () => {
    const requested = await quote(false);
    const quoted = await quote();
    const theirs = (await ask(other, { lines: [{ toolId: saw.id, quantity: 1 }] })).body.id;
    const list = async (user: TestUser, query = '') => {
      const res = await api('GET', `/quotes${query}`, { token: user.token });
      expect(res.status).toBe(200);
      return res.body.quotes.map((q: { id: string }) => q.id);
    };
    expect(await list(buyer)).toEqual([quoted, requested]);
    expect(await list(buyer, '?status=quoted')).toEqual([quoted]);
    expect(await list(admin, '?scope=all')).toEqual([theirs, quoted, requested]);
    expect(await list(admin, '?scope=all&status=requested')).toEqual([theirs, requested]);
    const page = await api('GET', '/quotes?scope=all&limit=2', { token: admin.token });
    expect(page.body.quotes).toHaveLength(2);
    expect(await list(admin, `?scope=all&limit=2&cursor=${page.body.nextCursor}`)).toEqual([requested]);
    expect((await api('GET', '/quotes?scope=all', { token: buyer.token })).status).toBe(403);

    expect((await api('GET', `/quotes/${quoted}`, { token: buyer.token })).body).toMatchObject({ id: quoted, status: 'quoted', total: 100 });
    expect((await api('GET', `/quotes/${quoted}`, { token: admin.token })).status).toBe(200);
    expect((await api('GET', `/quotes/${quoted}`, { token: other.token })).status).toBe(403);
    expect((await api('GET', '/quotes/no-such-quote', { token: buyer.token })).status).toBe(404);
    expect((await api('GET', `/quotes/${quoted}`)).status).toBe(401);
  });

  it('shows a quoted quote past its expiry as expired, under the expired filter', async () => {
    const id = await quote();
    await db.collection('quotes').doc(id).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect((await api('GET', `/quotes/${id}`, { token: buyer.token })).body.status).toBe('expired');
    expect((await api('GET', '/quotes?status=expired', { token: buyer.token })).body.quotes.map((q: { id: string }) => q.id)).toEqual([id]);
    expect((await api('GET', '/quotes?status=quoted', { token: buyer.token })).body.quotes).toEqual([]);
  });
});

describe('PATCH /api/quotes/:id', () => {
  it('lets an administrator answer with a unit price per line and an expiry', async () => {
    const id = await quote(false);
    const expiresAt = inDays(10);
    const res = await patch(admin, id, { status: 'quoted', lines: [{ toolId: drill.id, unitPrice: 8.5 }, { toolId: saw.id, unitPrice: 28 }], expiresAt });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'quoted',
      lines: [
        { toolId: drill.id, quantity: 5, unitPrice: 8.5, lineTotal: 42.5 },
        { toolId: saw.id, quantity: 2, unitPrice: 28, lineTotal: 56 },
      ],
      total: 98.5,
      expiresAt,
    });
    expect(res.body.history.map((entry: { status: string; by: string }) => [entry.status, entry.by])).toEqual([
      ['requested', 'customer'],
      ['quoted', 'admin'],
    ]);
    expect(await mailIds()).toEqual([`quote-${id}-1`, `quote-${id}-2`]);
  });

  it('lets an administrator decline with a reason, and the owner withdraw', async () => {
    const declined = await quote(false);
    const res = await patch(admin, declined, { status: 'declined', reason: 'We no longer make this model' });
    expect(res.body).toMatchObject({ status: 'declined', reason: 'We no longer make this model' });
    const withdrawn = await quote();
    expect((await patch(buyer, withdrawn, { status: 'withdrawn' })).body.status).toBe('withdrawn');
  });

  it('refuses, writing nothing: a customer answering (403), another customer withdrawing (403), a move from a final status (409), unknown (404)', async () => {
    const id = await quote(false);
    const done = await quote();
    expect((await patch(buyer, done, { status: 'withdrawn' })).status).toBe(200);
    const before = await snapshotFirestore();
    expect((await patch(buyer, id, { status: 'quoted', lines: [{ toolId: drill.id, unitPrice: 1 }, { toolId: saw.id, unitPrice: 1 }], expiresAt: inDays(5) })).status).toBe(403);
    expect((await patch(buyer, id, { status: 'declined', reason: 'no' })).status).toBe(403);
    expect((await patch(other, id, { status: 'withdrawn' })).status).toBe(403);
    expect((await patch(admin, id, { status: 'withdrawn' })).status).toBe(403);
    for (const body of [{ status: 'withdrawn' }, { status: 'declined', reason: 'late' }]) {
      const res = await patch(body.status === 'withdrawn' ? buyer : admin, done, body);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('invalid-transition');
    }
    expect((await patch(admin, 'no-such-quote', { status: 'declined', reason: 'x' })).status).toBe(404);
    expect((await api('PATCH', `/quotes/${id}`, { body: { status: 'withdrawn' } })).status).toBe(401);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it.each([
    ['status', { status: 'accepted' }],
    ['status', {}],
    ['lines', { status: 'quoted', lines: [{ toolId: 'x', unitPrice: 5 }], expiresAt: inDays(5) }],
    ['lines.0.unitPrice', { status: 'quoted', lines: [{ toolId: 'x', unitPrice: 0 }], expiresAt: inDays(5) }],
    ['expiresAt', { status: 'quoted', lines: [{ toolId: 'x', unitPrice: 5 }], expiresAt: inDays(0.5) }],
    ['expiresAt', { status: 'quoted', lines: [{ toolId: 'x', unitPrice: 5 }], expiresAt: inDays(31) }],
    ['expiresAt', { status: 'quoted', lines: [{ toolId: 'x', unitPrice: 5 }], expiresAt: 'next week' }],
    ['reason', { status: 'declined' }],
    ['reason', { status: 'declined', reason: 'r'.repeat(501) }],
    ['reason', { status: 'withdrawn', reason: 'changed my mind' }],
  ])('is 400 naming %s, writing nothing', async (field, body) => {
    const id = await quote(false);
    const before = await snapshotFirestore();
    // A price for a tool the quote does not have is only found out against the quote.
    const res = await patch(admin, id, body);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('POST /api/quotes/:id/accept', () => {
  it('places an order at the quoted prices (the minimum waived) and marks the quote accepted with it, once', async () => {
    const id = await quote();
    const key = randomUUID();
    const res = await accept(buyer, id, { ...delivery, poNumber: 'Q-1' }, key);
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`/api/orders/${res.body.id}`);
    expect(res.body).toMatchObject({
      lines: [
        { toolId: drill.id, quantity: 5, unitPrice: 9, lineTotal: 45 },
        { toolId: saw.id, quantity: 2, unitPrice: 27.5, lineTotal: 55 },
      ],
      // The quoted goods and the delivery: 7 tools without a weight (7 kg) to Dhaka city, ৳80 + 5 × ৳20.
      total: 280,
      delivery: { method: 'courier', zone: 'dhaka-city', district: 'dhaka', weightKg: 7, charge: 180 },
      poNumber: 'Q-1',
      quoteId: id,
      status: 'pending',
    });
    expect((await getTool(drill.id))!.available).toBe(95);
    expect((await getTool(saw.id))!.available).toBe(2);
    const accepted = await api('GET', `/quotes/${id}`, { token: buyer.token });
    expect(accepted.body).toMatchObject({ status: 'accepted', orderId: res.body.id });
    expect(await mailIds()).toEqual([`order-${res.body.id}-1`, `quote-${id}-1`, `quote-${id}-2`, `quote-${id}-3`].sort());

    const replay = await accept(buyer, id, { ...delivery, poNumber: 'Q-1' }, key);
    expect(replay.status).toBe(201);
    expect(replay.body.id).toBe(res.body.id);
    const before = await snapshotFirestore();
    const second = await accept(buyer, id);
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('invalid-transition');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is 409 quote-expired after the expiry, writing nothing', async () => {
    const id = await quote();
    await db.collection('quotes').doc(id).update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const before = await snapshotFirestore();
    const res = await accept(buyer, id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('quote-expired');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('still enforces the stock, naming the line, writing nothing', async () => {
    const id = await quote();
    await db.collection('tools').doc(saw.id).update({ available: 1 });
    const before = await snapshotFirestore();
    const res = await accept(buyer, id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('insufficient-stock');
    expect(res.body.error.details).toEqual([{ field: 'lines.1.quantity', message: 'Only 1 available' }]);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('refuses, writing nothing: a quote not yet quoted (409), another customer or an administrator (403), unverified (403), unknown (404), no token (401), bad body (400)', async () => {
    const requested = await quote(false);
    const quoted = await quote();
    const unverified = await createUser({ verified: false });
    const before = await snapshotFirestore();
    const early = await accept(buyer, requested);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('invalid-transition');
    expect((await accept(other, quoted)).status).toBe(403);
    expect((await accept(admin, quoted)).status).toBe(403);
    expect((await accept(unverified, quoted)).body.error.code).toBe('email-not-verified');
    expect((await accept(buyer, 'no-such-quote')).status).toBe(404);
    expect((await api('POST', `/quotes/${quoted}/accept`, { headers: { 'Idempotency-Key': randomUUID() }, body: delivery })).status).toBe(401);
    const noKey = await api('POST', `/quotes/${quoted}/accept`, { token: buyer.token, body: delivery });
    expect(noKey.body.error.details[0].field).toBe('Idempotency-Key');
    for (const [field, body] of [
      ['address', { phone: delivery.phone }],
      ['phone', { ...delivery, phone: 'call me' }],
      ['poNumber', { ...delivery, poNumber: 'x'.repeat(41) }],
      ['lines', { ...delivery, lines: [] }],
    ] as const) {
      const res = await accept(buyer, quoted, body);
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].field).toBe(field);
    }
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('a quote changed between its read and the order\'s commit', () => {
  it('fails the purchase made from the old read, writing nothing; accepting reads the quote again and orders at its new prices', async () => {
    const id = await quote();
    const ref = db.collection('quotes').doc(id);
    const read = await ref.get();
    const answer = await patch(admin, id, { status: 'quoted', lines: [{ toolId: saw.id, unitPrice: 25 }, { toolId: drill.id, unitPrice: 8 }], expiresAt: inDays(7) });
    expect(answer.status).toBe(200);
    const before = await snapshotFirestore();
    const stale = purchase({
      caller: { uid: buyer.uid, email: buyer.email, emailVerified: true, admin: false },
      idempotencyKey: randomUUID(),
      requestHash: 'stale',
      lines: [{ toolId: drill.id, quantity: 5 }, { toolId: saw.id, quantity: 2 }],
      delivery,
      quote: {
        ref,
        readAt: read.updateTime!,
        unitPrices: new Map([[drill.id, 9], [saw.id, 27.5]]),
        accepted: { status: 'accepted' },
        mail: { ref: collections.mail.doc('stale'), message: () => ({ to: buyer.email, message: { subject: 'stale', text: 'stale', html: 'stale' } }) },
      },
    });
    await expect(stale).rejects.toBeInstanceOf(QuoteChanged);
    expect(await snapshotFirestore()).toEqual(before);

    const res = await accept(buyer, id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ lines: [{ unitPrice: 8, lineTotal: 40 }, { unitPrice: 25, lineTotal: 50 }], total: 270, quoteId: id });
  });

  it('takes a delivery: by courier to a district (no free-text address needed), or collected at the counter for nothing', async () => {
    const id = await quote();
    const address = { lines: 'Shed 4, Port Road', area: 'Halishahar', district: 'chattogram' };
    const res = await accept(buyer, id, { phone: delivery.phone, paymentMethod: 'cod', delivery: { method: 'courier', address } });
    expect(res.status).toBe(201);
    // 7 kg to Chattogram: ৳150 + 5 × ৳30, on the quoted ৳100.
    expect(res.body).toMatchObject({
      total: 400,
      address: 'Shed 4, Port Road, Halishahar, Chattogram',
      delivery: { method: 'courier', zone: 'outside-dhaka', district: 'chattogram', address, weightKg: 7, charge: 300, estimateDays: { min: 3, max: 5 } },
      payment: { method: 'cod', amountDue: 400 },
    });
    const pickup = await accept(buyer, await quote(), { phone: delivery.phone, delivery: { method: 'pickup' } });
    expect(pickup.status).toBe(201);
    expect(pickup.body).toMatchObject({ total: 100, delivery: { method: 'pickup', charge: 0 } });
  });
});
