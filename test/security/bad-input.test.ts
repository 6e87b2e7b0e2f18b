import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, type ExpectStatic } from 'vitest';
import { api as routeTable, API_BASE } from '@store/contract/routes';
import { ToolInput } from '@store/contract/tool';
import { STORE_CURRENCY } from '@store/contract/constants';
import type { MemberRole } from '@store/contract/company';
import { auth, collections, db } from '../../functions/src/firebase';
import type { CompanyDocument, InvitationDocument, MembershipDocument } from '../../functions/src/companies/company-model';
import { migrateOrders, type OneToolOrderDocument } from '../../scripts/migrate/order-lines-shape';
import { api, createUser, resetEmulators, storedOrder, type TestUser } from '../../functions/src/test-support/emulators';
import { newToolDocument } from '../../functions/src/tools/tool-model';
import type { QuoteDocument } from '../../functions/src/quotes/quote-model';
import type { ReviewDocument } from '../../functions/src/reviews/review-model';
import { generateBadInputCases, type BadInputCase, type Caller } from './bad-input-cases';
import { bearer, changedPaths, FUNCTION, send, snapshotState, writeFigures } from './support';

// Every API route that reads input, fed values it must refuse: each answer is a 4xx naming the problem,
// never a 5xx, and a snapshot of Firestore and Auth (update times included) taken before and after
// each route's cases shows that nothing was written.

const fixture = {
  toolId: 'bad-input-tool',
  orderId: 'bad-input-order',
  quoteId: 'bad-input-quote',
  reviewId: 'bad-input-review',
  customerEmail: 'bad-input-customer@example.com',
  companyId: 'bad-input-company',
  memberUid: 'bad-input-approver',
  approvalOrderId: 'bad-input-approval',
  invitationId: 'bad-input-invitation',
  addressId: 'bad-input-address',
};
const cases = generateBadInputCases(fixture);
const groups = [...new Set(cases.map((c) => c.group))];

const tokens: Record<Caller, string | undefined> = { anonymous: undefined, customer: undefined, admin: undefined };
const seen: { status: number; runtime: boolean; direct: boolean }[] = [];
const writesByGroup: Record<string, string[]> = {};

beforeAll(async () => {
  await resetEmulators();
  const admin = await createUser({ admin: true, email: 'bad-input-admin@example.com' });
  const customer = await createUser({ email: fixture.customerEmail });
  const now = Timestamp.now();
  await db.collection('tools').doc(fixture.toolId).set(
    newToolDocument(
      {
        ...ToolInput.parse({ name: 'Bad Input Drill', picture: '/tools/drill.svg', description: 'A drill.', price: 10, minimum: 1, available: 100 }),
        sku: 'BAD-INPUT-DRILL',
      },
      'bad-input-drill',
    ),
  );
  // Stored as the first release did (one tool, no lines), then brought to the lines shape by npm run migrate.
  const order: OneToolOrderDocument = {
    uid: customer.uid,
    email: customer.email,
    toolId: fixture.toolId,
    toolname: 'Bad Input Drill',
    unitPrice: 10,
    quantity: 2,
    total: 20,
    address: '12 Road, Dhaka',
    phone: '+880 1712-345678',
    status: 'pending',
    idempotencyKey: 'bad-input-fixture-order',
    requestHash: 'fixture',
    createdAt: now,
    updatedAt: now,
  };
  await db.collection('orders').doc(fixture.orderId).set(order);
  await migrateOrders(db);
  const quote: QuoteDocument = {
    uid: customer.uid,
    email: customer.email,
    lines: [{ toolId: fixture.toolId, toolname: 'Bad Input Drill', quantity: 500 }],
    toolIds: [fixture.toolId],
    status: 'requested',
    history: [{ status: 'requested', at: now, by: 'customer' }],
    createdAt: now,
    updatedAt: now,
  };
  await db.collection('quotes').doc(fixture.quoteId).set(quote);
  const review: ReviewDocument = {
    uid: customer.uid,
    name: 'Bad Input Customer',
    toolId: fixture.toolId,
    toolname: 'Bad Input Drill',
    review: 'Fine.',
    rating: 4,
    verifiedPurchase: true,
    createdAt: now,
  };
  await db.collection('reviews').doc(fixture.reviewId).set(review);
  await seedTradeAccount(customer, now);
  await collections.addressBooks.doc(customer.uid).set({
    addresses: [{ id: fixture.addressId, label: 'Home', lines: 'House 5, Road 2', area: 'Mirpur', district: 'dhaka', addedAt: now }],
    defaultId: fixture.addressId,
    updatedAt: now,
  });
  expect((await api('PUT', `/user/${encodeURIComponent(customer.email)}`, { token: customer.token, body: {} })).status).toBe(200);
  tokens.admin = admin.token;
  tokens.customer = customer.token;
});

/**
 * The customer's approved trade account: an approver (the member the owner's routes name), a buyer whose account
 * order awaits approval, and an invitation still open, written as the store keeps them.
 */
async function seedTradeAccount(owner: TestUser, now: Timestamp) {
  const [approver, buyer] = await Promise.all([
    auth.createUser({ uid: fixture.memberUid, email: 'bad-input-approver@example.com', emailVerified: true }),
    createUser({ email: 'bad-input-buyer@example.com' }),
  ]);
  const company: CompanyDocument = {
    name: 'Bad Input Traders',
    tradeLicence: 'TRAD/DNCC/000001/2024',
    address: '14 Tejgaon I/A, Dhaka',
    phone: '+880 1712-345678',
    status: 'approved',
    ownerUid: owner.uid,
    ownerEmail: owner.email,
    creditLimit: 10_000,
    termsDays: 30,
    hold: false,
    outstandingPoisha: 0,
    queue: 1,
    createdAt: now,
    updatedAt: now,
  };
  const member = (email: string, role: MemberRole, orderLimit: number | null): MembershipDocument => ({ companyId: fixture.companyId, role, orderLimit, email, joinedAt: now });
  const awaiting = storedOrder(buyer, { id: fixture.toolId, name: 'Bad Input Drill' }, now.toDate(), {
    status: 'awaiting-approval',
    history: [{ status: 'awaiting-approval', at: now, by: 'customer' }],
    payment: { method: 'account', status: 'due', amountDue: 21, amountPaid: 0, currency: STORE_CURRENCY, dueAt: null, records: [] },
    company: { id: fixture.companyId, name: company.name, termsDays: 30 },
  });
  const invitation: InvitationDocument = {
    companyId: fixture.companyId,
    companyName: company.name,
    email: 'bad-input-invitee@example.com',
    role: 'buyer',
    orderLimit: 1000,
    invitedBy: owner.email,
    createdAt: now,
  };
  const batch = db.batch();
  batch.set(collections.companies.doc(fixture.companyId), company);
  batch.set(collections.memberships.doc(owner.uid), member(owner.email, 'owner', null));
  batch.set(collections.memberships.doc(approver.uid), member(approver.email!, 'approver', null));
  batch.set(collections.memberships.doc(buyer.uid), member(buyer.email, 'buyer', 10));
  batch.set(collections.orders.doc(fixture.approvalOrderId), awaiting);
  batch.set(collections.invitations.doc(fixture.invitationId), invitation);
  await batch.commit();
}

afterAll(() => {
  const byStatus: Record<string, number> = {};
  for (const { status } of seen) byStatus[status] = (byStatus[status] ?? 0) + 1;
  writeFigures('bad-input', {
    cases: seen.length,
    routes: new Set(groups.map((group) => group.replace(/ \(.*\)$/, ''))).size,
    groups: groups.length,
    byStatus,
    fiveHundreds: seen.filter((s) => s.status >= 500).length,
    refusedByTheRuntime: seen.filter((s) => s.runtime).length,
    sentToTheFunctionDirectly: seen.filter((s) => s.direct).length,
    writes: Object.values(writesByGroup).reduce((sum, paths) => sum + paths.length, 0),
    routesWithWrites: Object.entries(writesByGroup).filter(([, paths]) => paths.length > 0),
  });
});

it(`has at least 300 cases over every route that reads input (${cases.length} cases, ${groups.length} groups)`, async () => {
  expect(cases.length).toBeGreaterThanOrEqual(300);
  // A group per route of the route table that reads params, a query, headers or a body (a form of a body, such
  // as the order's lines beside its release 1 form, is a group of its own, named after the route).
  const readingInput: string[] = [];
  for (const route of Object.values(routeTable)) {
    const schemas = Object.keys(await route.schemas());
    if (['params', 'query', 'headers', 'body'].some((part) => schemas.includes(part))) readingInput.push(`${route.method} ${API_BASE}${route.path}`);
  }
  expect(new Set(groups.map((group) => group.replace(/ \(.*\)$/, '')))).toEqual(new Set(readingInput));
});

/**
 * Bodies over the API's 64 KB limit go one at a time, after the rest: when the Functions emulator passes
 * a 1 MB body to its worker while other requests run, the write fails (EPIPE) and the emulator process
 * itself goes down. Production has no such proxy; the API's own answer (413) is the same either way.
 */
const isHuge = (c: BadInputCase) => (c.request.body?.length ?? 0) > 64 * 1024;

async function check(c: BadInputCase, expect: ExpectStatic) {
  const token = tokens[c.as];
  const res = await send({ ...c.request, headers: { ...(token ? bearer(token) : {}), ...c.request.headers } });
  seen.push({ status: res.status, runtime: c.expected.runtime === true, direct: c.request.target === FUNCTION });
  const shown = `${c.request.method} ${c.request.path.slice(0, 120)} answered ${res.status}: ${res.text.slice(0, 300)}`;
  expect(res.status, shown).toBe(c.expected.status);
  if (c.expected.runtime) return;
  if (c.expected.location !== undefined) {
    expect(res.headers.location, shown).toBe(c.expected.location);
    return;
  }
  expect(res.headers['content-type'], shown).toMatch(/^application\/json/);
  const error = res.json?.error;
  expect(error?.code, shown).toEqual(expect.any(String));
  expect(error?.message, shown).toMatch(/\S/);
  if (res.status === 400) {
    expect(error.details, shown).toEqual(expect.arrayContaining([expect.objectContaining({ field: c.expected.field })]));
  }
}

const named = (list: BadInputCase[]) => list.map((c) => [`${c.name} -> ${c.expected.status}`, c] as const);

describe.each(groups)('bad input: %s', (group) => {
  const inGroup = cases.filter((c) => c.group === group);
  let before: Record<string, unknown>;
  beforeAll(async () => {
    before = await snapshotState();
  });

  it.concurrent.for(named(inGroup.filter((c) => !isHuge(c))))('%s', ([, c], { expect }) => check(c, expect));
  it.for(named(inGroup.filter(isHuge)))('%s', ([, c], { expect }) => check(c, expect));

  it('changed nothing in Firestore or Auth', async () => {
    const changed = changedPaths(before, await snapshotState());
    writesByGroup[group] = changed;
    expect(changed).toEqual([]);
  });
});
