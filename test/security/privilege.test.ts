import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, db } from '../../functions/src/firebase';
import { api, createUser, expectStatus, resetEmulators, seedTool, signIn, validTool, type TestUser } from '../../functions/src/test-support/emulators';
import { closeClients, signedInClient, verdict, type SignedInClient } from './client-sdk';
import { bearer, changedPaths, claimsOf, craftToken, JSON_TYPE, nowSeconds, send, snapshotState, writeFigures } from './support';
import { orderOnAccount } from '../../functions/src/test-support/company-orders';
import { addMember, applyForCompany, approvedCompany, companyApplication } from '../../functions/src/test-support/companies';

// Privilege escalation, tried through the API and through the Firestore web SDK under firestore.rules:
// every attempt is denied, and the snapshots around each part show it wrote nothing.

let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
let toolId: string;
let aliceOrderId: string;
let bobOrderId: string;
/** Alice's request for a quote, not yet answered. */
let aliceQuoteId: string;
/** Bob's review of the tool, which Alice would like gone. */
let bobReviewId: string;
/** Alice's order to be paid online, awaiting payment at the gateway. */
let aliceOnlineOrderId: string;
/**
 * Two trade accounts, each with an owner, an approver and a buyer who may order up to ৳100 without approval: Acme
 * (Alice owns it) and Rival. Bob's own application waits for a decision.
 */
interface TradeAccount {
  id: string;
  owner: TestUser;
  approver: TestUser;
  buyer: TestUser;
}
let acme: TradeAccount;
let rival: TradeAccount;
let bobsApplicationId: string;
/** Acme's buyer's account order above their limit, awaiting approval. */
let acmeAwaitingId: string;
/** Acme's open invitation to Carol, who has no account yet. */
let carolsInvitationId: string;

/** For SECURITY.md. `apiIgnored`: answered 200 with the privileged part of the body ignored (role in PUT /api/user). */
const figures = { apiAttempts: 0, apiRefused: 0, apiIgnored: 0, apiFiveHundreds: 0, sdkAttempts: 0, sdkDenied: 0, tokenAttempts: 0, tokenRefused: 0 };
/** The same counts for some describe blocks on their own (see countApart). */
const parts: Record<string, Partial<typeof figures>> = {};

const orderBody = () => ({ toolId, quantity: 2, address: '12 Road, Dhaka', phone: '+880 1712-345678' });
const enc = encodeURIComponent;

async function placeOrder(user: TestUser, key: string, extra: Record<string, unknown> = {}): Promise<string> {
  const res = await api('POST', '/orders', { token: user.token, headers: { 'Idempotency-Key': key }, body: { ...orderBody(), ...extra } });
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  await resetEmulators();
  admin = await createUser({ admin: true, email: 'privilege-admin@example.com' });
  alice = await createUser({ email: 'alice@example.com', displayName: 'Alice' });
  bob = await createUser({ email: 'bob@example.com', displayName: 'Bob' });
  toolId = (await seedTool({ name: 'Privilege Drill', minimum: 1, available: 50 })).id;
  aliceOrderId = await placeOrder(alice, 'alice-first-order');
  bobOrderId = await placeOrder(bob, 'bob-first-order');
  aliceOnlineOrderId = await placeOrder(alice, 'alice-online-order', { paymentMethod: 'online' });
  for (const user of [alice, bob]) {
    expect((await api('PUT', `/user/${enc(user.email)}`, { token: user.token, body: {} })).status).toBe(200);
  }
  const asked = await api('POST', '/quotes', { token: alice.token, body: { lines: [{ toolId, quantity: 500 }], message: 'Trade price?' } });
  expect(asked.status).toBe(201);
  aliceQuoteId = asked.body.id;
  expect((await api('PUT', `/cart/lines/${toolId}`, { token: alice.token, body: { quantity: 3 } })).status).toBe(200);
  const reviewed = await api('POST', '/review', { token: bob.token, body: { toolId, rating: 1, review: 'Not for me.' } });
  expect(reviewed.status).toBe(201);
  bobReviewId = reviewed.body.id;
  await setUpTradeAccounts();
});

async function setUpTradeAccounts() {
  const [acmeApprover, acmeBuyer, rivalOwner, rivalApprover, rivalBuyer] = await Promise.all([createUser(), createUser(), createUser(), createUser(), createUser()]);
  const open = async (owner: TestUser, approver: TestUser, buyer: TestUser): Promise<TradeAccount> => {
    const company = await approvedCompany({ owner, admin });
    await addMember(company, approver, 'approver');
    await addMember(company, buyer, 'buyer', 100);
    return { id: company.id, owner, approver, buyer };
  };
  [acme, rival] = await Promise.all([open(alice, acmeApprover, acmeBuyer), open(rivalOwner, rivalApprover, rivalBuyer)]);
  bobsApplicationId = (await applyForCompany(bob, { name: "Bob's Hardware" })).id;
  const awaiting = await orderOnAccount(acme.buyer, toolId, 10);
  expect(awaiting.status).toBe('awaiting-approval');
  acmeAwaitingId = awaiting.id;
  await orderOnAccount(alice, toolId, 1);
  const invited = await api('POST', `/companies/${acme.id}/members`, { token: alice.token, body: { email: 'carol.invitee@example.com', role: 'buyer' } });
  carolsInvitationId = expectStatus(invited, 201, 'Alice invites Carol').id;
}

afterAll(async () => {
  await closeClients();
  writeFigures('privilege', { ...figures, parts });
});

/** Calls the API and counts the attempt for SECURITY.md. */
async function attempt(method: string, path: string, options: Parameters<typeof api>[2] = {}) {
  const res = await api(method, path, options);
  figures.apiAttempts++;
  if (res.status >= 400 && res.status < 500) figures.apiRefused++;
  else if (res.status >= 500) figures.apiFiveHundreds++;
  else figures.apiIgnored++;
  return res;
}

async function sdkVerdict(operation: Promise<unknown>) {
  const result = await verdict(operation);
  figures.sdkAttempts++;
  if (result === 'denied') figures.sdkDenied++;
  return result;
}

/** Counts a describe block's attempts apart from the rest, under `part`. */
function countApart(part: string) {
  let start: typeof figures;
  beforeAll(() => {
    start = { ...figures };
  });
  afterAll(() => {
    parts[part] = Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, value - start[key as keyof typeof figures]]));
  });
}

/** Snapshots Firestore and Auth around a describe block; the last test checks nothing changed. */
function expectNoWrites() {
  let before: Record<string, unknown>;
  beforeAll(async () => {
    before = await snapshotState();
  });
  return () =>
    it('wrote nothing to Firestore or Auth', async () => {
      expect(changedPaths(before, await snapshotState())).toEqual([]);
    });
}

describe('a customer on every admin route', () => {
  const finalCheck = expectNoWrites();
  const adminCalls: [string, () => [method: string, path: string, body?: unknown]][] = [
    ['POST /api/tools', () => ['POST', '/tools', validTool()]],
    ['PATCH /api/tools/:id', () => ['PATCH', `/tools/${toolId}`, { price: 0.01, available: 1_000_000 }]],
    [
      'POST /api/tools (release 2 fields)',
      () => ['POST', '/tools', validTool({ sku: 'PRIV-1', category: 'saws', powerSource: 'battery', pictures: ['/tools/cordless-drill.svg'], priceTiers: [] })],
    ],
    [
      'PATCH /api/tools/:id (release 2 fields)',
      () => ['PATCH', `/tools/${toolId}`, { sku: 'PRIV-2', category: 'grinders', specs: { voltage: 18 }, priceTiers: [{ minQuantity: 500, unitPrice: 0.01 }] }],
    ],
    ['DELETE /api/tools/:id', () => ['DELETE', `/tools/${toolId}`]],
    ['GET /api/user', () => ['GET', '/user']],
    ['PUT /api/user/admin/:email (themself)', () => ['PUT', `/user/admin/${enc(alice.email)}`]],
    ['PUT /api/user/admin/:email (another customer)', () => ['PUT', `/user/admin/${enc(bob.email)}`]],
    ['DELETE /api/user/admin/:email (the administrator)', () => ['DELETE', `/user/admin/${enc(admin.email)}`]],
    ['DELETE /api/user/:uid (another customer)', () => ['DELETE', `/user/${bob.uid}`]],
    ['DELETE /api/user/:uid (the administrator)', () => ['DELETE', `/user/${admin.uid}`]],
    ['GET /api/orders?scope=all', () => ['GET', '/orders?scope=all']],
    ['GET /api/orders?scope=all&status=pending', () => ['GET', '/orders?scope=all&status=pending']],
    ['PATCH /api/orders/:id (confirm their own order)', () => ['PATCH', `/orders/${aliceOrderId}`, { status: 'confirmed' }]],
    ['PATCH /api/orders/:id (mark their own order delivered)', () => ['PATCH', `/orders/${aliceOrderId}`, { status: 'delivered' }]],
    ['GET /api/stats/sales', () => ['GET', '/stats/sales']],
    ['GET /api/orders?scope=all&q= (search every order by email)', () => ['GET', `/orders?scope=all&q=${enc(bob.email)}`]],
    ['GET /api/quotes?scope=all', () => ['GET', '/quotes?scope=all']],
    ['GET /api/quotes?scope=all&status=requested', () => ['GET', '/quotes?scope=all&status=requested']],
    [
      'PATCH /api/quotes/:id (price their own quote)',
      () => ['PATCH', `/quotes/${aliceQuoteId}`, { status: 'quoted', lines: [{ toolId, unitPrice: 0.01 }], expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }],
    ],
    ['PATCH /api/quotes/:id (decline their own quote)', () => ['PATCH', `/quotes/${aliceQuoteId}`, { status: 'declined', reason: 'x' }]],
    ["GET /api/admin/:email (another user's role)", () => ['GET', `/admin/${enc(admin.email)}`]],
    ['GET /api/user?q= (search users by email)', () => ['GET', `/user?q=${enc('bob')}`]],
    ['GET /api/orders/export (every order as CSV)', () => ['GET', '/orders/export']],
    ['GET /api/orders/export?q= (one customer as CSV)', () => ['GET', `/orders/export?q=${enc(bob.email)}`]],
    ['GET /api/audit', () => ['GET', '/audit']],
    ['GET /api/audit?actorUid= (their own trail)', () => ['GET', `/audit?actorUid=${alice.uid}`]],
    ['GET /api/review/all (hidden reviews too)', () => ['GET', '/review/all']],
    ["PATCH /api/review/:id (hide another customer's review)", () => ['PATCH', `/review/${bobReviewId}`, { hidden: true }]],
    ["DELETE /api/review/:id (another customer's review)", () => ['DELETE', `/review/${bobReviewId}`]],
    ['POST /api/orders/:id/payments (cash on their own order)', () => ['POST', `/orders/${aliceOrderId}/payments`, { kind: 'payment', amount: 40, method: 'cash', reference: 'Paid, honest' }]],
    ['POST /api/orders/:id/payments (a refund to themself)', () => ['POST', `/orders/${aliceOrderId}/payments`, { kind: 'refund', amount: 40, method: 'bank', reference: 'Refund me' }]],
    ['GET /api/orders?scope=all&payment=refund-due', () => ['GET', '/orders?scope=all&payment=refund-due']],
    ['GET /api/companies (every trade account)', () => ['GET', '/companies']],
    ['GET /api/companies?status=applied', () => ['GET', '/companies?status=applied']],
    ["PATCH /api/companies/:id (raise their own company's credit limit)", () => ['PATCH', `/companies/${acme.id}`, { creditLimit: 1_000_000_000 }]],
    ["PATCH /api/companies/:id (longer terms for their own company)", () => ['PATCH', `/companies/${acme.id}`, { termsDays: 60 }]],
    ["PATCH /api/companies/:id (release their own company's hold)", () => ['PATCH', `/companies/${acme.id}`, { hold: false }]],
    ['PATCH /api/companies/:id (put a rival on hold)', () => ['PATCH', `/companies/${rival.id}`, { hold: true }]],
    ["PATCH /api/companies/:id (approve another customer's application)", () => ['PATCH', `/companies/${bobsApplicationId}`, { status: 'approved', creditLimit: 1_000_000, termsDays: 60 }]],
    ["PATCH /api/companies/:id (decline another customer's application)", () => ['PATCH', `/companies/${bobsApplicationId}`, { status: 'declined', reason: 'No' }]],
    ["POST /api/companies/:id/payments (pay off their own company's balance)", () => ['POST', `/companies/${acme.id}/payments`, { amount: 10, method: 'cash', reference: 'Paid, honest' }]],
    ['POST /api/orders/:id/shipments (ship their own order)', () => ['POST', `/orders/${aliceOrderId}/shipments`, { lines: [{ lineIndex: 0, quantity: 1 }], carrier: 'pickup' }]],
    ['POST /api/orders/:id/shipments/:n/booking (book a shipment of their own order)', () => ['POST', `/orders/${aliceOrderId}/shipments/1/booking`]],
    ['PATCH /api/orders/:id/shipments/:n (mark their own shipment delivered)', () => ['PATCH', `/orders/${aliceOrderId}/shipments/1`, { status: 'delivered', receivedBy: 'Alice' }]],
    ['PATCH /api/orders/:id/shipments/:n (receive units back into stock)', () => ['PATCH', `/orders/${aliceOrderId}/shipments/1`, { status: 'received-back', units: [{ lineIndex: 0, quantity: 1000 }] }]],
  ];

  it.each(adminCalls)('%s: 403 for a customer, 401 for a visitor', async (_name, call) => {
    const [method, path, body] = call();
    const asCustomer = await attempt(method, path, { token: alice.token, body });
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.error).toMatchObject({ code: 'permission-denied', message: expect.stringMatching(/\S/) });
    const asVisitor = await attempt(method, path, { body });
    expect(asVisitor.status).toBe(401);
    expect(asVisitor.body.error.code).toBe('unauthenticated');
  });

  finalCheck();
});

describe('a role (or anything else privileged) in a request body', () => {
  it('PUT /api/user/:email records the user but never takes a role, a claim or another uid from the body', async () => {
    const bodies = [
      { role: 'admin' },
      { role: 'admin', admin: true, customClaims: { admin: true }, uid: admin.uid, emailVerified: true },
      { displayName: 'Alice', claimsUpdatedAt: '2030-01-01T00:00:00Z', createdAt: '2000-01-01T00:00:00Z', role: 'admin' },
    ];
    for (const body of bodies) {
      const res = await attempt('PUT', `/user/${enc(alice.email)}`, { token: alice.token, body });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ uid: alice.uid, role: 'user' });
    }
    const polluted = await send({
      method: 'PUT',
      path: `/user/${enc(alice.email)}`,
      headers: { ...bearer(alice.token), ...JSON_TYPE },
      body: '{"__proto__":{"role":"admin","admin":true},"constructor":{"prototype":{"admin":true}}}',
    });
    expect(polluted.status).toBe(200);
    expect(polluted.json).toMatchObject({ role: 'user' });
    expect((await db.collection('users').doc(alice.uid).get()).get('role')).toBe('user');
    expect((await db.collection('users').doc(admin.uid).get()).get('role')).toBe('admin');
    expect((await auth.getUser(alice.uid)).customClaims?.admin).toBeUndefined();
    expect(claimsOf(await signIn(alice.email, alice.password)).admin).toBeUndefined();
  });

  describe('the other bodies refuse unknown fields, naming them', () => {
    const finalCheck = expectNoWrites();
    const calls: [string, () => [method: string, path: string, body: unknown, headers?: Record<string, string>], string][] = [
      ['POST /api/review with a uid, name and verified flag', () => ['POST', '/review', { toolId, rating: 5, review: 'Great', uid: bob.uid, name: 'Admin', verifiedPurchase: true }], 'uid'],
      ['POST /api/orders with a price, status and uid', () => ['POST', '/orders', { ...orderBody(), unitPrice: 0.01, status: 'delivered', uid: bob.uid }, { 'Idempotency-Key': 'alice-cheap-order' }], 'unitPrice'],
      ['POST /api/orders with a total', () => ['POST', '/orders', { ...orderBody(), total: 0 }, { 'Idempotency-Key': 'alice-free-order' }], 'total'],
      ["PATCH /api/orders/:id moving the order to another user", () => ['PATCH', `/orders/${aliceOrderId}`, { status: 'cancelled', uid: bob.uid }], 'uid'],
      ['POST /api/orders with lines priced by the buyer', () => ['POST', '/orders', { lines: [{ toolId, quantity: 2, unitPrice: 0.01 }], address: '12 Road, Dhaka', phone: '+880 1712-345678' }, { 'Idempotency-Key': 'alice-priced-lines' }], 'lines.0.unitPrice'],
      ['POST /api/orders with a quote id', () => ['POST', '/orders', { ...orderBody(), quoteId: aliceQuoteId }, { 'Idempotency-Key': 'alice-quote-order' }], 'quoteId'],
      ['POST /api/quotes already quoted, with prices', () => ['POST', '/quotes', { lines: [{ toolId, quantity: 5 }], status: 'quoted', total: 1, uid: bob.uid }], 'status'],
      ['PUT /api/cart/lines/:toolId with a price', () => ['PUT', `/cart/lines/${toolId}`, { quantity: 2, unitPrice: 0.01 }], 'unitPrice'],
      ['POST /api/quotes/:id/accept with its own lines and prices', () => ['POST', `/quotes/${aliceQuoteId}/accept`, { address: '12 Road, Dhaka', phone: '+880 1712-345678', lines: [{ toolId, unitPrice: 0.01 }] }, { 'Idempotency-Key': 'alice-own-prices' }], 'lines'],
      ['PATCH /api/quotes/:id accepting without the accept route', () => ['PATCH', `/quotes/${aliceQuoteId}`, { status: 'accepted', orderId: aliceOrderId }], 'status'],
      ['POST /api/companies already approved, with a credit limit', () => ['POST', '/companies', companyApplication({ status: 'approved', creditLimit: 1e9 })], 'status'],
      ['POST /api/companies/:id/members inviting a second owner', () => ['POST', `/companies/${acme.id}/members`, { email: 'partner@example.com', role: 'owner' }], 'role'],
      ['PATCH /api/companies/:id/members/:uid moving a member into another company', () => ['PATCH', `/companies/${acme.id}/members/${acme.buyer.uid}`, { role: 'buyer', companyId: rival.id }], 'companyId'],
      ['POST /api/orders/:id/approval in the name of someone else', () => ['POST', `/orders/${acmeAwaitingId}/approval`, { decision: 'approve', by: rival.owner.email }], 'by'],
    ];
    it.each(calls)('%s: 400', async (_name, call, field) => {
      const [method, path, body, headers] = call();
      const res = await attempt(method, path, { token: alice.token, body, headers });
      expect(res.status).toBe(400);
      expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });
    finalCheck();
  });
});

describe("one customer on another customer's order or profile", () => {
  const finalCheck = expectNoWrites();
  let bobClient: SignedInClient;
  beforeAll(async () => {
    bobClient = await signedInClient(bob.email, bob.password);
  });

  it('through the API: cannot cancel, change, list or read it', async () => {
    for (const status of ['cancelled', 'confirmed', 'shipped']) {
      const res = await attempt('PATCH', `/orders/${aliceOrderId}`, { token: bob.token, body: { status } });
      expect(res.status).toBe(403);
    }
    expect((await attempt('GET', `/orders/${aliceOrderId}`, { token: bob.token })).status).toBe(403);
    const mine = await api('GET', '/orders', { token: bob.token });
    expect(mine.body.orders.map((order: { id: string }) => order.id)).toEqual([bobOrderId]);
    expect((await attempt('GET', '/orders?scope=all', { token: bob.token })).status).toBe(403);
    expect((await attempt('PUT', `/user/${enc(alice.email)}`, { token: bob.token, body: { displayName: 'Hacked' } })).status).toBe(403);
    // Nor her language, which her mail is written in.
    const locale = await attempt('PUT', `/user/${enc(alice.email)}`, { token: bob.token, body: { locale: 'bn' } });
    expect(locale.status).toBe(403);
    expect(locale.body.error.code).toBe('permission-denied');
    expect((await attempt('GET', `/admin/${enc(alice.email)}`, { token: bob.token })).status).toBe(403);
    expect((await attempt('DELETE', `/user/${alice.uid}`, { token: bob.token })).status).toBe(403);
    // Her quote: not to read, withdraw or accept.
    expect((await attempt('GET', `/quotes/${aliceQuoteId}`, { token: bob.token })).status).toBe(403);
    expect((await attempt('PATCH', `/quotes/${aliceQuoteId}`, { token: bob.token, body: { status: 'withdrawn' } })).status).toBe(403);
    const accepted = await attempt('POST', `/quotes/${aliceQuoteId}/accept`, {
      token: bob.token,
      headers: { 'Idempotency-Key': 'bob-takes-alice-quote' },
      body: { address: '1 Bob Road', phone: '+880 1712-345678' },
    });
    expect(accepted.status).toBe(403);
    expect((await api('GET', '/quotes', { token: bob.token })).body.quotes).toEqual([]);
    // Her cart is hers: his cart calls only ever reach his own.
    expect((await api('GET', '/cart', { token: bob.token })).body.lines).toEqual([]);
  });

  it('through the Firestore SDK: reads their own order and profile only', async () => {
    const { db: client } = bobClient;
    // Controls: the same client is allowed what the rules allow, so the denials below are the rules' doing.
    expect(await verdict(getDoc(doc(client, 'orders', bobOrderId)))).toBe('allowed');
    expect(await verdict(getDocs(query(collection(client, 'orders'), where('uid', '==', bob.uid))))).toBe('allowed');
    expect(await verdict(getDoc(doc(client, 'users', bob.uid)))).toBe('allowed');
    expect(await verdict(getDoc(doc(client, 'carts', bob.uid)))).toBe('allowed');
    expect(await verdict(getDocs(query(collection(client, 'quotes'), where('uid', '==', bob.uid))))).toBe('allowed');

    const denied: Record<string, () => Promise<unknown>> = {
      "get another user's order": () => getDoc(doc(client, 'orders', aliceOrderId)),
      "query another user's orders": () => getDocs(query(collection(client, 'orders'), where('uid', '==', alice.uid))),
      'list every order': () => getDocs(collection(client, 'orders')),
      "get another user's profile": () => getDoc(doc(client, 'users', alice.uid)),
      'list every profile': () => getDocs(collection(client, 'users')),
      "cancel another user's order": () => updateDoc(doc(client, 'orders', aliceOrderId), { status: 'cancelled' }),
      "delete another user's order": () => deleteDoc(doc(client, 'orders', aliceOrderId)),
      "rewrite another user's profile": () => setDoc(doc(client, 'users', alice.uid), { displayName: 'Hacked', role: 'user' }),
      "rename another user": () => updateDoc(doc(client, 'users', alice.uid), { displayName: 'Hacked' }),
      "change another user's language": () => updateDoc(doc(client, 'users', alice.uid), { locale: 'bn' }),
      'change their own language without the API': () => updateDoc(doc(client, 'users', bob.uid), { locale: 'bn' }),
      'cancel their own order without the API': () => updateDoc(doc(client, 'orders', bobOrderId), { status: 'cancelled' }),
      'create an order without the API': () => addDoc(collection(client, 'orders'), { uid: bob.uid, toolId, quantity: 1000, total: 0, status: 'pending' }),
      'post a review without the API': () => addDoc(collection(client, 'reviews'), { uid: bob.uid, toolId, rating: 5, review: 'x', verifiedPurchase: true }),
      'restock a tool': () => updateDoc(doc(client, 'tools', toolId), { available: 1_000_000 }),
      'cut a price': () => updateDoc(doc(client, 'tools', toolId), { price: 0.01 }),
      'read the rate limit counters': () => getDocs(collection(client, 'rateLimits')),
      "read another user's cart": () => getDoc(doc(client, 'carts', alice.uid)),
      "fill another user's cart": () => setDoc(doc(client, 'carts', alice.uid), { lines: [] }),
      'write their own cart without the API': () => setDoc(doc(client, 'carts', bob.uid), { lines: [{ toolId, quantity: 1 }] }),
      "read another user's quote": () => getDoc(doc(client, 'quotes', aliceQuoteId)),
      'list every quote': () => getDocs(collection(client, 'quotes')),
      "accept another user's quote without the API": () => updateDoc(doc(client, 'quotes', aliceQuoteId), { status: 'accepted' }),
      'ask for a quote without the API': () => addDoc(collection(client, 'quotes'), { uid: bob.uid, status: 'quoted', total: 1 }),
      'read the mail waiting to be sent': () => getDocs(collection(client, 'mail')),
      'send a mail through the extension': () => addDoc(collection(client, 'mail'), { to: alice.email, message: { subject: 'x', text: 'x', html: 'x' } }),
      'reset their rate limit': () => setDoc(doc(client, 'rateLimits', `orders_${bob.uid}`), { count: 0, windowStart: 0 }),
      'mark their own order paid without the API': () => updateDoc(doc(client, 'orders', bobOrderId), { 'payment.status': 'paid', 'payment.amountPaid': 40 }),
      "clear their own order's payment deadline": () => updateDoc(doc(client, 'orders', bobOrderId), { deadline: null }),
      "read another user's payment": () => getDoc(doc(client, 'orders', aliceOnlineOrderId)),
    };
    for (const [what, operation] of Object.entries(denied)) {
      expect(await sdkVerdict(operation()), what).toBe('denied');
    }
  });

  finalCheck();
});

describe("address books: one customer on another customer's addresses", () => {
  countApart('address books');
  let aliceHome: string;
  let bobClient: SignedInClient;
  beforeAll(async () => {
    const added = await api('POST', '/addresses', { token: alice.token, body: { label: 'Home', lines: 'House 12, Road 5', area: 'Mirpur', district: 'dhaka' } });
    aliceHome = expectStatus(added, 201, "Alice's address").id;
    expectStatus(await api('POST', '/addresses', { token: bob.token, body: { lines: 'Plot 9, CDA Avenue', area: 'Panchlaish', district: 'chattogram' } }), 201, "Bob's address");
    bobClient = await signedInClient(bob.email, bob.password);
  });
  const finalCheck = expectNoWrites();

  it('through the API: cannot read, change, make default or delete them (404, as for an address that does not exist), nor write in her name', async () => {
    for (const [method, path, body] of [
      ['PATCH', `/addresses/${aliceHome}`, { lines: 'Somewhere else' }],
      ['PATCH', `/addresses/${aliceHome}`, { default: true }],
      ['DELETE', `/addresses/${aliceHome}`],
    ] as const) {
      const res = await attempt(method, path, { token: bob.token, body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe('not-found');
    }
    // His calls reach his own book only, whoever he names in the body.
    const mine = await api('GET', '/addresses', { token: bob.token });
    expect(mine.body.addresses.map((address: { id: string }) => address.id)).not.toContain(aliceHome);
    for (const extra of [{ uid: alice.uid }, { owner: alice.email }, { id: aliceHome }]) {
      const res = await attempt('POST', '/addresses', { token: bob.token, body: { lines: 'House 1', area: 'Gulshan', district: 'dhaka', ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    // An administrator has no way into a customer's book either: the routes answer the caller's own.
    const asAdmin = await attempt('PATCH', `/addresses/${aliceHome}`, { token: admin.token, body: { default: true } });
    expect(asAdmin.status).toBe(404);
    // And a visitor none at all.
    for (const [method, path, body] of [
      ['GET', '/addresses'],
      ['POST', '/addresses', { lines: 'House 1', area: 'Gulshan', district: 'dhaka' }],
      ['PATCH', `/addresses/${aliceHome}`, { default: true }],
      ['DELETE', `/addresses/${aliceHome}`],
    ] as const) {
      expect((await attempt(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('through the Firestore SDK: reads his own book only, and writes none', async () => {
    const { db: client } = bobClient;
    expect(await verdict(getDoc(doc(client, 'addressBooks', bob.uid)))).toBe('allowed');
    const denied: Record<string, () => Promise<unknown>> = {
      "read another user's address book": () => getDoc(doc(client, 'addressBooks', alice.uid)),
      'list every address book': () => getDocs(collection(client, 'addressBooks')),
      "rewrite another user's address book": () => setDoc(doc(client, 'addressBooks', alice.uid), { addresses: [], defaultId: null }),
      "delete another user's address book": () => deleteDoc(doc(client, 'addressBooks', alice.uid)),
      'add an eleventh address without the API': () => updateDoc(doc(client, 'addressBooks', bob.uid), { addresses: Array(11).fill({ id: 'x', lines: 'x', area: 'x', district: 'dhaka' }) }),
      'point his default at an address he does not have': () => updateDoc(doc(client, 'addressBooks', bob.uid), { defaultId: aliceHome }),
    };
    for (const [what, operation] of Object.entries(denied)) {
      expect(await sdkVerdict(operation()), what).toBe('denied');
    }
  });

  finalCheck();
});

describe('payments: starting one, recording one, and telling the store of one', () => {
  const finalCheck = expectNoWrites();
  const payNow = (token?: string) => attempt('POST', `/orders/${aliceOnlineOrderId}/payment`, { token });

  it("POST /api/orders/:id/payment is the owner's: 401 for a visitor, 403 for another customer and for an administrator", async () => {
    expect((await payNow()).status).toBe(401);
    for (const user of [bob, admin]) {
      const res = await payNow(user.token);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('permission-denied');
    }
  });

  it('POST /api/orders/:id/payments is an administrator\'s, even on the customer\'s own order (the admin list above), and on an online order not even theirs (409)', async () => {
    const res = await attempt('POST', `/orders/${aliceOnlineOrderId}/payments`, { token: admin.token, body: { kind: 'payment', amount: 40, method: 'cash', reference: 'Cash for an online order' } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid-transition');
  });

  it('POST /api/payments/notify is open to anyone, and changes nothing the gateway does not confirm', async () => {
    const claims: Record<string, string>[] = [
      { tran_id: aliceOnlineOrderId, status: 'VALID', val_id: 'FORGED-BY-ALICE', amount: '40.00', currency: 'BDT' },
      { tran_id: aliceOnlineOrderId, status: 'VALIDATED', val_id: 'FORGED-AGAIN', amount: '40.00', currency: 'BDT', store_amount: '40.00', verify_sign: 'x' },
      { tran_id: aliceOnlineOrderId, status: 'VALID', amount: '40.00', currency: 'BDT' },
      { tran_id: bobOrderId, status: 'VALID', val_id: 'FORGED-BY-BOB', amount: '40.00', currency: 'BDT' },
    ];
    for (const claim of claims) {
      for (const token of [undefined, alice.token, admin.token]) {
        const res = await send({
          method: 'POST',
          path: '/payments/notify',
          headers: { ...(token ? bearer(token) : {}), 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(claim).toString(),
        });
        figures.apiAttempts++;
        figures.apiIgnored++;
        expect(res.status).toBe(200);
        expect(res.json).toEqual({ received: true });
      }
    }
    expect((await db.collection('orders').doc(aliceOnlineOrderId).get()).get('status')).toBe('awaiting-payment');
    expect((await db.collection('orders').doc(aliceOnlineOrderId).get()).get('payment.amountPaid')).toBe(0);
  });

  it('GET /api/payments/return is open to anyone, and only sends the browser to the order page', async () => {
    for (const token of [undefined, bob.token]) {
      const res = await send({ method: 'GET', path: `/payments/return?order=${aliceOnlineOrderId}&outcome=success&val_id=forged&status=VALID`, headers: token ? bearer(token) : {} });
      figures.apiAttempts++;
      figures.apiIgnored++;
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/dashboard/orders/${aliceOnlineOrderId}?payment=success`);
    }
  });

  finalCheck();

  it("the owner's own Pay now answers a page at the gateway (the control: the refusals above are about who asks)", async () => {
    const res = await api('POST', `/orders/${aliceOnlineOrderId}/payment`, { token: alice.token });
    expect(res.status).toBe(200);
    expect(res.body.redirectUrl).toMatch(/\/pay\/[0-9A-F]+$/);
  });
});

describe("trade accounts: one company's members on another company", () => {
  countApart("trade accounts: one company's members on another company");
  const finalCheck = expectNoWrites();
  /** Acme's routes, each with the valid body its owner (or approver) would send: only who calls is wrong. */
  const acmeCalls = (): [name: string, method: string, path: string, body?: unknown][] => [
    ['the statement', 'GET', `/companies/${acme.id}/statement`],
    ['the statement as CSV', 'GET', `/companies/${acme.id}/statement?format=csv`],
    ['the company orders', 'GET', `/companies/${acme.id}/orders`],
    ['the company orders awaiting approval', 'GET', `/companies/${acme.id}/orders?status=awaiting-approval`],
    ['inviting a member', 'POST', `/companies/${acme.id}/members`, { email: 'plant@example.com', role: 'approver' }],
    ["raising Acme's buyer's order limit", 'PATCH', `/companies/${acme.id}/members/${acme.buyer.uid}`, { orderLimit: null }],
    ["making Acme's buyer an approver", 'PATCH', `/companies/${acme.id}/members/${acme.buyer.uid}`, { role: 'approver' }],
    ["removing Acme's approver", 'DELETE', `/companies/${acme.id}/members/${acme.approver.uid}`],
    ["removing Acme's owner", 'DELETE', `/companies/${acme.id}/members/${alice.uid}`],
    ["approving Acme's order", 'POST', `/orders/${acmeAwaitingId}/approval`, { decision: 'approve' }],
    ["rejecting Acme's order", 'POST', `/orders/${acmeAwaitingId}/approval`, { decision: 'reject', reason: 'Not ours' }],
    ["reading Acme's order", 'GET', `/orders/${acmeAwaitingId}`],
    ["cancelling Acme's order", 'PATCH', `/orders/${acmeAwaitingId}`, { status: 'cancelled' }],
    ["listing the shipments of Acme's order", 'GET', `/orders/${acmeAwaitingId}/shipments`],
  ];

  it.each(['owner', 'approver', 'buyer'] as const)("Rival's %s on Acme's statement, orders, members and approvals: 403", async (role) => {
    for (const [name, method, path, body] of acmeCalls()) {
      const res = await attempt(method, path, { token: rival[role].token, body });
      expect(res.status, name).toBe(403);
      expect(res.body.error.code, name).toBe('permission-denied');
    }
  });

  it('Bob, whose own application still waits, on the same calls: 403', async () => {
    for (const [name, method, path, body] of acmeCalls()) {
      expect((await attempt(method, path, { token: bob.token, body })).status, name).toBe(403);
    }
  });

  it("Rival's owner, naming Acme's members under Rival: 404 (no such member of Rival); Rival's approver and buyer: 403", async () => {
    for (const uid of [acme.buyer.uid, acme.approver.uid, alice.uid]) {
      expect((await attempt('PATCH', `/companies/${rival.id}/members/${uid}`, { token: rival.owner.token, body: { role: 'buyer', orderLimit: 0 } })).status).toBe(404);
      expect((await attempt('DELETE', `/companies/${rival.id}/members/${uid}`, { token: rival.owner.token })).status).toBe(404);
      for (const member of [rival.approver, rival.buyer]) {
        expect((await attempt('DELETE', `/companies/${rival.id}/members/${uid}`, { token: member.token })).status).toBe(403);
      }
    }
  });

  it('a company that does not exist is 404; a visitor is 401', async () => {
    for (const [, method, path, body] of acmeCalls().slice(0, 9)) {
      const missing = path.replace(acme.id, 'no-such-company');
      expect((await attempt(method, missing, { token: rival.owner.token, body })).status, `${method} ${missing}`).toBe(404);
      expect((await attempt(method, path, { body })).status, `${method} ${path}`).toBe(401);
    }
  });

  finalCheck();

  it("the controls: Acme's own owner reads its statement and orders (so the refusals above are about who asks)", async () => {
    expect((await api('GET', `/companies/${acme.id}/statement`, { token: alice.token })).status).toBe(200);
    const orders = await api('GET', `/companies/${acme.id}/orders`, { token: acme.approver.token });
    expect(orders.status).toBe(200);
    expect(orders.body.orders.map((order: { id: string }) => order.id)).toContain(acmeAwaitingId);
  });
});

describe('trade accounts: roles inside one company', () => {
  countApart('trade accounts: roles inside one company');
  const finalCheck = expectNoWrites();

  it('a buyer cannot approve or reject an order, not even their own: 403', async () => {
    for (const body of [{ decision: 'approve' }, { decision: 'reject', reason: 'Changed my mind' }]) {
      const res = await attempt('POST', `/orders/${acmeAwaitingId}/approval`, { token: acme.buyer.token, body });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('permission-denied');
    }
  });

  it("a buyer cannot read their own company's statement, as JSON or CSV: 403", async () => {
    for (const path of [`/companies/${acme.id}/statement`, `/companies/${acme.id}/statement?format=csv`]) {
      const res = await attempt('GET', path, { token: acme.buyer.token });
      expect(res.status, path).toBe(403);
      expect(res.body.error.code).toBe('permission-denied');
    }
  });

  it('a buyer cannot invite, raise their own order limit, promote themself or remove anyone: 403', async () => {
    for (const [method, path, body] of [
      ['POST', `/companies/${acme.id}/members`, { email: 'friend@example.com', role: 'buyer' }],
      ['PATCH', `/companies/${acme.id}/members/${acme.buyer.uid}`, { orderLimit: null }],
      ['PATCH', `/companies/${acme.id}/members/${acme.buyer.uid}`, { orderLimit: 1_000_000 }],
      ['PATCH', `/companies/${acme.id}/members/${acme.buyer.uid}`, { role: 'approver' }],
      ['DELETE', `/companies/${acme.id}/members/${acme.approver.uid}`],
    ] as const) {
      expect((await attempt(method, path, { token: acme.buyer.token, body })).status, `${method} ${path}`).toBe(403);
    }
  });

  it("an approver cannot invite members, nor change or remove them (the owner's): 403", async () => {
    for (const [method, path, body] of [
      ['POST', `/companies/${acme.id}/members`, { email: 'friend@example.com', role: 'buyer' }],
      ['POST', `/companies/${acme.id}/members`, { email: 'friend@example.com', role: 'approver' }],
      ['PATCH', `/companies/${acme.id}/members/${acme.buyer.uid}`, { orderLimit: null }],
      ['PATCH', `/companies/${acme.id}/members/${acme.buyer.uid}`, { role: 'approver' }],
      ['DELETE', `/companies/${acme.id}/members/${acme.buyer.uid}`],
      ['DELETE', `/companies/${acme.id}/members/${alice.uid}`],
    ] as const) {
      const res = await attempt(method, path, { token: acme.approver.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.error.code).toBe('permission-denied');
    }
  });

  it('nobody accepts an invitation addressed to another email: 403 for a customer of no company and for a member of another', async () => {
    for (const user of [bob, rival.buyer, acme.buyer]) {
      const res = await attempt('POST', `/companies/invitations/${carolsInvitationId}/accept`, { token: user.token });
      expect(res.status, user.email).toBe(403);
      expect(res.body.error.code).toBe('permission-denied');
    }
    expect((await attempt('POST', `/companies/invitations/${carolsInvitationId}/accept`, {})).status).toBe(401);
  });

  finalCheck();

  it("the controls: the buyer lists their own orders of the company, and only those", async () => {
    const res = await api('GET', `/companies/${acme.id}/orders`, { token: acme.buyer.token });
    expect(res.status).toBe(200);
    expect(res.body.orders.map((order: { id: string }) => order.id)).toEqual([acmeAwaitingId]);
  });
});

describe('trade accounts through the Firestore SDK', () => {
  countApart('trade accounts through the Firestore SDK');
  const finalCheck = expectNoWrites();

  it("a member reads their own company and membership only, and writes no company, membership or invitation", async () => {
    const [rivalOwner, acmeBuyer, bobs] = await Promise.all([
      signedInClient(rival.owner.email, rival.owner.password),
      signedInClient(acme.buyer.email, acme.buyer.password),
      signedInClient(bob.email, bob.password),
    ]);
    // Controls: what the rules allow the same clients, so the denials below are the rules' doing.
    expect(await verdict(getDoc(doc(rivalOwner.db, 'companies', rival.id)))).toBe('allowed');
    expect(await verdict(getDoc(doc(rivalOwner.db, 'memberships', rival.owner.uid)))).toBe('allowed');
    expect(await verdict(getDoc(doc(acmeBuyer.db, 'memberships', acme.buyer.uid)))).toBe('allowed');

    const invitation = { companyId: acme.id, companyName: 'Acme', email: bob.email, role: 'approver', orderLimit: null, invitedBy: alice.email, createdAt: new Date() };
    const denied: Record<string, () => Promise<unknown>> = {
      "read another company": () => getDoc(doc(rivalOwner.db, 'companies', acme.id)),
      'list every company': () => getDocs(collection(rivalOwner.db, 'companies')),
      'query the approved companies': () => getDocs(query(collection(rivalOwner.db, 'companies'), where('status', '==', 'approved'))),
      "read another company's payments": () => getDocs(collection(rivalOwner.db, 'companies', acme.id, 'payments')),
      "read another user's membership": () => getDoc(doc(rivalOwner.db, 'memberships', alice.uid)),
      "list another company's members": () => getDocs(query(collection(rivalOwner.db, 'memberships'), where('companyId', '==', acme.id))),
      "list their own company's members": () => getDocs(query(collection(rivalOwner.db, 'memberships'), where('companyId', '==', rival.id))),
      "read an invitation to someone else": () => getDoc(doc(bobs.db, 'invitations', carolsInvitationId)),
      'list every invitation': () => getDocs(collection(bobs.db, 'invitations')),
      "a buyer reading their own company (owners and approvers only)": () => getDoc(doc(acmeBuyer.db, 'companies', acme.id)),
      "raise their own company's credit limit": () => updateDoc(doc(rivalOwner.db, 'companies', rival.id), { creditLimit: 1_000_000_000 }),
      "clear their own company's balance": () => updateDoc(doc(rivalOwner.db, 'companies', rival.id), { outstandingPoisha: 0 }),
      "release their own company's hold": () => updateDoc(doc(rivalOwner.db, 'companies', rival.id), { hold: false }),
      'rewrite their own company': () => setDoc(doc(rivalOwner.db, 'companies', rival.id), { name: 'Rival', status: 'approved', creditLimit: 1e9 }),
      'delete their own company': () => deleteDoc(doc(rivalOwner.db, 'companies', rival.id)),
      'approve their own application': () => updateDoc(doc(bobs.db, 'companies', bobsApplicationId), { status: 'approved', creditLimit: 1e9, termsDays: 60 }),
      'create an approved company': () => setDoc(doc(bobs.db, 'companies', 'bobs-own'), { name: 'Bob', status: 'approved', ownerUid: bob.uid, creditLimit: 1e9 }),
      "record a payment for their own company": () => addDoc(collection(rivalOwner.db, 'companies', rival.id, 'payments'), { amount: 1e6, method: 'cash', reference: 'x' }),
      'raise their own order limit': () => updateDoc(doc(acmeBuyer.db, 'memberships', acme.buyer.uid), { orderLimit: null }),
      'make themself the owner': () => updateDoc(doc(acmeBuyer.db, 'memberships', acme.buyer.uid), { role: 'owner' }),
      'leave their company without the API': () => deleteDoc(doc(acmeBuyer.db, 'memberships', acme.buyer.uid)),
      'join a company without an invitation': () => setDoc(doc(bobs.db, 'memberships', bob.uid), { companyId: acme.id, role: 'owner', orderLimit: null, email: bob.email }),
      "move another company's member to theirs": () => updateDoc(doc(rivalOwner.db, 'memberships', acme.buyer.uid), { companyId: rival.id }),
      'invite themself': () => setDoc(doc(bobs.db, 'invitations', 'bob-to-acme'), invitation),
      "take over someone else's invitation": () => updateDoc(doc(bobs.db, 'invitations', carolsInvitationId), { email: bob.email }),
      "delete someone else's invitation": () => deleteDoc(doc(bobs.db, 'invitations', carolsInvitationId)),
    };
    for (const [what, operation] of Object.entries(denied)) {
      expect(await sdkVerdict(operation()), what).toBe('denied');
    }
  });

  finalCheck();
});

describe('making oneself an administrator', () => {
  const finalCheck = expectNoWrites();

  it('through the Firestore SDK: cannot write a role into their users/ document', async () => {
    const { db: client } = await signedInClient(alice.email, alice.password);
    expect(await sdkVerdict(updateDoc(doc(client, 'users', alice.uid), { role: 'admin' }))).toBe('denied');
    expect(await sdkVerdict(setDoc(doc(client, 'users', alice.uid), { role: 'admin' }, { merge: true }))).toBe('denied');
    expect(await sdkVerdict(setDoc(doc(client, 'users', 'new-admin'), { email: alice.email, role: 'admin' }))).toBe('denied');
  });

  it('through the Auth API: cannot set their own custom claims with their ID token', async () => {
    const res = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
      method: 'POST',
      headers: JSON_TYPE,
      body: JSON.stringify({ idToken: alice.token, customAttributes: JSON.stringify({ admin: true }) }),
    });
    figures.apiAttempts++;
    expect(res.status).toBe(400);
    figures.apiRefused++;
    expect(JSON.stringify(await res.json())).toContain('INSUFFICIENT_PERMISSION');
  });

  it('with a token whose claims they wrote themselves: the stored claim decides, not the token', async () => {
    // The emulators accept unsigned tokens, so this token is "valid" there (production would refuse the
    // signature). It still must not open the admin routes: the API checks the account's current claim.
    const forged = craftToken(alice.token, { admin: true, iat: nowSeconds() - 5, exp: nowSeconds() + 3600 });
    expect((await api('GET', '/orders', { token: forged })).status).toBe(200);
    for (const [method, path, body] of [
      ['GET', '/stats/sales'],
      ['GET', '/user'],
      ['GET', '/orders?scope=all'],
      ['POST', '/tools', validTool()],
      ['PUT', `/user/admin/${enc(alice.email)}`],
      ['PATCH', `/orders/${aliceOrderId}`, { status: 'confirmed' }],
    ] as const) {
      const res = await attempt(method, path, { token: forged, body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  finalCheck();
});

describe('the last administrator, and a demoted administrator', () => {
  it('an administrator cannot demote or remove themself', async () => {
    const before = await snapshotState();
    expect((await attempt('DELETE', `/user/admin/${enc(admin.email)}`, { token: admin.token })).status).toBe(403);
    expect((await attempt('DELETE', `/user/${admin.uid}`, { token: admin.token })).status).toBe(403);
    expect(changedPaths(before, await snapshotState())).toEqual([]);
  });

  it("a demoted administrator's unexpired token no longer opens admin routes, so they cannot demote the last administrator", async () => {
    const deputy = await createUser({ admin: true, email: 'deputy@example.com' });
    expect((await api('DELETE', `/user/admin/${enc(deputy.email)}`, { token: admin.token })).status).toBe(200);
    // deputy.token was issued while they were an administrator and still says admin: true.
    expect(claimsOf(deputy.token).admin).toBe(true);
    const before = await snapshotState();
    expect((await attempt('DELETE', `/user/admin/${enc(admin.email)}`, { token: deputy.token })).status).toBe(403);
    expect((await attempt('POST', '/tools', { token: deputy.token, body: validTool() })).status).toBe(403);
    expect((await attempt('PUT', `/user/admin/${enc(deputy.email)}`, { token: deputy.token })).status).toBe(403);
    expect(changedPaths(before, await snapshotState())).toEqual([]);
    expect((await auth.getUser(admin.uid)).customClaims?.admin).toBe(true);
    expect((await db.collection('users').doc(admin.uid).get()).get('role')).toBe('admin');
  });
});

describe('tokens that are expired, malformed, from another project or of a removed user', () => {
  const finalCheck = expectNoWrites();

  const badTokens: [string, () => string][] = [
    ['expired an hour ago', () => craftToken(alice.token, { iat: nowSeconds() - 7200, exp: nowSeconds() - 3600, auth_time: nowSeconds() - 7200 })],
    ['expired a minute ago', () => craftToken(alice.token, { exp: nowSeconds() - 60 })],
    ['of another project (aud and iss)', () => craftToken(alice.token, { aud: 'other-project', iss: 'https://securetoken.google.com/other-project', exp: nowSeconds() + 3600 })],
    ['for another audience only', () => craftToken(alice.token, { aud: 'other-project', exp: nowSeconds() + 3600 })],
    ['from another issuer only', () => craftToken(alice.token, { iss: 'https://evil.example/demo-tools-store', exp: nowSeconds() + 3600 })],
    ['for a user that does not exist', () => craftToken(alice.token, { sub: 'no-such-user', user_id: 'no-such-user', exp: nowSeconds() + 3600 })],
    ['with no subject', () => craftToken(alice.token, { sub: '', exp: nowSeconds() + 3600 })],
    ['not a JWT', () => 'not-a-token'],
    ['three empty parts', () => '..'],
    ['three parts of junk', () => 'a.b.c'],
    ['a header only', () => alice.token.split('.')[0]!],
    ['with a fourth part', () => `${alice.token}.extra`],
    ['with its payload cut short', () => alice.token.slice(0, alice.token.indexOf('.') + 20)],
    ['10 KB of junk', () => 'x'.repeat(10_000)],
    ['base64 of JSON that is not a JWT', () => Buffer.from('{"admin":true}').toString('base64url')],
  ];

  it('a hand-made token with honest claims is accepted (so the refusals below are about what was changed)', async () => {
    const honest = craftToken(alice.token, { iat: nowSeconds() - 5, exp: nowSeconds() + 3600 });
    expect((await api('GET', '/orders', { token: honest })).status).toBe(200);
  });

  it.each(badTokens)('a token %s is 401 on every kind of route', async (_name, make) => {
    const token = make();
    for (const [method, path, body, headers] of [
      ['GET', '/orders'],
      ['POST', '/orders', orderBody(), { 'Idempotency-Key': `bad-token-${Math.random().toString(36).slice(2)}` }],
      ['POST', '/review', { toolId, rating: 5, review: 'x' }],
      ['POST', '/tools', validTool()],
    ] as const) {
      const res = await attempt(method, path, { token, body, headers });
      figures.tokenAttempts++;
      expect(res.status, `${method} ${path}`).toBe(401);
      figures.tokenRefused++;
      expect(res.body.error.code).toBe('unauthenticated');
    }
  });

  it.each([
    ['no Authorization header', {}],
    ['an empty Bearer', { authorization: 'Bearer ' }],
    ['Basic credentials', { authorization: `Basic ${Buffer.from('admin@example.com:admin123').toString('base64')}` }],
    ['two tokens', { authorization: 'Bearer a b' }],
  ] as const)('%s is 401', async (_name, headers) => {
    const res = await send({ method: 'GET', path: '/orders', headers });
    figures.tokenAttempts++;
    expect(res.status).toBe(401);
    figures.tokenRefused++;
  });

  finalCheck();

  it("a removed user's and a signed-out-everywhere user's unexpired tokens stop working", async () => {
    const carol = await createUser({ email: 'carol@example.com' });
    const dave = await createUser({ email: 'dave@example.com' });
    expect((await api('GET', '/orders', { token: carol.token })).status).toBe(200);
    expect((await api('DELETE', `/user/${carol.uid}`, { token: admin.token })).status).toBe(204);
    // Revocation is recorded in whole seconds and refuses the tokens of sign-ins made before that second: wait
    // until the clock has left the second of dave's sign-in (the condition itself, not a fixed sleep).
    const daveSignedInAt = claimsOf(dave.token).auth_time as number;
    while (nowSeconds() <= daveSignedInAt) await new Promise((resolve) => setTimeout(resolve, 20));
    await auth.revokeRefreshTokens(dave.uid);
    for (const user of [carol, dave]) {
      for (const [method, path, body, headers] of [
        ['GET', '/orders'],
        ['POST', '/orders', orderBody(), { 'Idempotency-Key': `after-removal-${user.uid}` }],
        ['POST', '/review', { toolId, rating: 1, review: 'x' }],
        ['PUT', `/user/${enc(user.email)}`, {}],
      ] as const) {
        const res = await attempt(method, path, { token: user.token, body, headers });
        figures.tokenAttempts++;
        expect(res.status, `${user.email} ${method} ${path}`).toBe(401);
        figures.tokenRefused++;
      }
    }
    expect((await db.collection('users').doc(carol.uid).get()).exists).toBe(false);
    expect((await db.collection('orders').where('uid', 'in', [carol.uid, dave.uid]).get()).empty).toBe(true);
  });
});

describe('search and comparison: public answers, the same for every caller', () => {
  let slugs: string[] = [];
  beforeAll(async () => {
    const tool = await api('GET', `/tools/${toolId}`);
    const other = await seedTool({ name: 'Privilege Saw', category: 'saws', available: 3 });
    slugs = [tool.body.slug, other.slug];
  });
  countApart('search and comparison');
  const finalCheck = expectNoWrites();

  it('answers the catalog, suggestions and comparisons to a customer, an administrator and a forged administrator exactly as to anyone', async () => {
    const forged = craftToken(alice.token, { admin: true });
    for (const path of ['/tools?q=privilege&sort=stock_asc', '/tools?minPrice=0&maxPrice=1000000&lang=bn', '/search/suggest?q=pri&lang=bn', `/compare?tools=${slugs.join(',')}`]) {
      const anyone = await api('GET', path);
      expect(anyone.status, path).toBe(200);
      for (const token of [alice.token, admin.token, forged]) {
        const res = await attempt('GET', path, { token });
        expect(res.status, path).toBe(200);
        expect(res.body, path).toEqual(anyone.body);
      }
    }
  });

  it('takes no stored field, operator or filter of its own choosing in the query: 400', async () => {
    for (const path of [
      '/tools?q=privilege&where=available%3E0',
      '/tools?q=privilege&fields=name',
      '/tools?sort=updatedAt',
      '/tools?category[$ne]=saws',
      '/search/suggest?q=pri&limit=1000',
      '/search/suggest?q=pri&boost[name]=0',
      `/compare?tools=${slugs.join(',')}&fields=ratingSum`,
      `/compare?tools=${toolId},${slugs[1]}`,
    ]) {
      const res = await attempt('GET', path, { token: alice.token });
      expect(res.status, path).toBe(400);
    }
  });

  finalCheck();
});

describe('delivery: public answers, the same for every caller, writing nothing', () => {
  countApart('delivery');
  const finalCheck = expectNoWrites();

  it('quotes a delivery and lists the districts to a customer, an administrator and a forged administrator exactly as to anyone', async () => {
    const forged = craftToken(alice.token, { admin: true });
    const calls: [method: string, path: string, body?: unknown][] = [
      ['POST', '/delivery/quote', { lines: [{ toolId, quantity: 2 }], district: 'chattogram' }],
      ['POST', '/delivery/quote', { lines: [{ toolId, quantity: 2 }], method: 'pickup' }],
      ['GET', '/delivery/districts'],
    ];
    for (const [method, path, body] of calls) {
      const anyone = await api(method, path, { body });
      expect(anyone.status, path).toBe(200);
      for (const token of [alice.token, admin.token, forged]) {
        const res = await attempt(method, path, { token, body });
        expect(res.status, path).toBe(200);
        expect(res.body, path).toEqual(anyone.body);
      }
    }
  });

  it('takes no charge, zone or weight of its own choosing in the body: 400', async () => {
    for (const extra of [{ charge: 0 }, { zone: 'dhaka-city' }, { weightKg: 0 }, { freeFrom: 0 }, { goodsTotal: 1_000_000 }]) {
      const res = await attempt('POST', '/delivery/quote', { token: alice.token, body: { lines: [{ toolId, quantity: 2 }], district: 'chattogram', ...extra } });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
  });

  finalCheck();
});

describe('prototype pollution of the API process', () => {
  it('__proto__ and constructor keys in bodies and queries change nobody\'s rights', async () => {
    const attempts = [
      () => send({ method: 'GET', path: '/tools?__proto__[admin]=true&constructor[prototype][admin]=true' }),
      () => send({ method: 'GET', path: '/search/suggest?q=dr&__proto__[admin]=true' }),
      () => send({ method: 'GET', path: '/compare?tools=a,b&constructor[prototype][admin]=true' }),
      () => send({ method: 'GET', path: '/orders?__proto__[admin]=true', headers: bearer(alice.token) }),
      () =>
        send({
          method: 'POST',
          path: '/review',
          headers: { ...bearer(alice.token), ...JSON_TYPE },
          body: `{"__proto__":{"admin":true},"toolId":"${toolId}","rating":5,"review":"x"}`,
        }),
      () =>
        send({
          method: 'PATCH',
          path: `/orders/${aliceOrderId}`,
          headers: { ...bearer(alice.token), ...JSON_TYPE },
          body: '{"constructor":{"prototype":{"admin":true}},"status":"cancelled"}',
        }),
    ];
    // Enough rounds to reach every Functions emulator worker process.
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(attempts.map((send) => send()));
      for (const answer of answers) expect(answer.status).toBeLessThan(500);
      const checks = await Promise.all(Array.from({ length: 8 }, () => api('GET', '/stats/sales', { token: alice.token })));
      expect(checks.map((check) => check.status)).toEqual(Array(8).fill(403));
    }
    expect((await db.collection('orders').doc(aliceOrderId).get()).get('status')).toBe('pending');
  });
});
