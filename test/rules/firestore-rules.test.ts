import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fetchRuleCoverage } from './rule-coverage';

// Runs against the Firestore emulator started by `firebase emulators:exec --only firestore`.

type ClientFirestore = ReturnType<RulesTestContext['firestore']>;
type Role = 'anonymous' | 'customer' | 'otherCustomer' | 'admin';
type Operation = 'get' | 'list' | 'create' | 'update' | 'delete';
type CollectionName =
  | 'tools'
  | 'reviews'
  | 'hiddenReviews'
  | 'users'
  | 'orders'
  | 'carts'
  | 'addressBooks'
  | 'quotes'
  | 'mail'
  | 'audit'
  | 'salesMonths'
  | 'rateLimits'
  | 'companies'
  | 'memberships'
  | 'invitations'
  | 'shipments'
  | 'serials';

const uids = { customer: 'customer-uid', otherCustomer: 'other-customer-uid', admin: 'admin-uid' } as const;
/** The signed-in customers' verified emails, as their tokens carry them. */
const emails = { customer: 'customer@example.com', otherCustomer: 'other@example.com' } as const;
/** Members of the customer's company other than its owner, and a signed-in user who belongs to no company. */
const companyPeople = { approver: 'approver-uid', buyer: 'buyer-uid', outsider: 'outsider-uid' } as const;
const now = new Date('2026-08-01T10:00:00Z');

function order(uid: string, email: string) {
  return {
    uid,
    email,
    toolId: 'tool-drill',
    toolname: 'Cordless Drill',
    unitPrice: 89.5,
    quantity: 2,
    total: 179,
    address: '1 Main Street',
    phone: '+1 555 0100',
    status: 'pending',
    idempotencyKey: `key-${uid}`,
    createdAt: now,
    updatedAt: now,
  };
}

function quote(uid: string, email: string) {
  return {
    uid,
    email,
    lines: [{ toolId: 'tool-drill', toolname: 'Cordless Drill', quantity: 500 }],
    toolIds: ['tool-drill'],
    status: 'requested',
    history: [{ status: 'requested', at: now, by: 'customer' }],
    createdAt: now,
    updatedAt: now,
  };
}

function company(ownerUid: string, ownerEmail: string, name: string) {
  return {
    name,
    tradeLicence: 'TRAD/DNCC/0001',
    address: '12 Lake Road, Dhaka',
    phone: '+880 1712-345678',
    status: 'approved',
    ownerUid,
    ownerEmail,
    creditLimit: 500000,
    termsDays: 30,
    hold: false,
    outstandingPoisha: 0,
    queue: 1,
    createdAt: now,
    updatedAt: now,
  };
}

function membership(companyId: string, role: 'owner' | 'approver' | 'buyer', email: string) {
  return { companyId, role, orderLimit: null, email, joinedAt: now };
}

function invitation(companyId: string, email: string) {
  return { companyId, companyName: 'Other Traders', email, role: 'buyer', orderLimit: 10000, invitedBy: 'other@example.com', createdAt: now };
}

/** A shipment of an order, as the server stores it: `companyId` on an account order's. */
function shipment(orderId: string, uid: string, companyId?: string) {
  return {
    orderId,
    number: 1,
    uid,
    ...(companyId && { companyId }),
    lines: [{ lineIndex: 0, toolId: 'tool-drill', toolname: 'Cordless Drill', quantity: 2 }],
    carrier: 'steadfast',
    status: 'in-transit',
    tracked: true,
    consignmentId: '1001',
    trackingCode: 'SF1001',
    codAmount: 179,
    history: [{ status: 'in-transit', at: now, note: 'booked' }],
    createdAt: now,
    updatedAt: now,
  };
}

/** A payment recorded for a company: companies/{id}/payments/{id}, seeded apart from the top-level collections. */
const companyPayment = { amount: 5000, method: 'bank', reference: 'DBBL-1', at: now, by: 'admin@example.com', applied: [] };

function user(email: string, role: 'admin' | 'user') {
  return { email, displayName: email, role, emailVerified: true, claimsUpdatedAt: null, createdAt: now };
}

/** Everything seeded before each test; get/update/delete in the matrix target the first entry of each collection. */
const fixtures: Record<CollectionName, Record<string, Record<string, unknown>>> = {
  tools: {
    'tool-drill': {
      name: 'Cordless Drill',
      slug: 'cordless-drill',
      nameLower: 'cordless drill',
      description: 'An 18 V drill.',
      picture: '/images/drill.png',
      price: 89.5,
      minimum: 1,
      available: 40,
      ratingCount: 1,
      ratingSum: 5,
      createdAt: now,
      updatedAt: now,
    },
  },
  reviews: {
    'review-1': {
      uid: uids.customer,
      name: 'Demo Customer',
      toolId: 'tool-drill',
      toolname: 'Cordless Drill',
      review: 'Solid drill.',
      rating: 5,
      verifiedPurchase: true,
      createdAt: now,
    },
  },
  hiddenReviews: {
    'review-hidden': {
      uid: uids.customer,
      name: 'Demo Customer',
      toolId: 'tool-drill',
      toolname: 'Cordless Drill',
      review: 'Hidden by an administrator.',
      rating: 1,
      verifiedPurchase: false,
      createdAt: now,
    },
  },
  users: {
    [uids.customer]: user('customer@example.com', 'user'),
    [uids.otherCustomer]: user('other@example.com', 'user'),
    [uids.admin]: user('admin@example.com', 'admin'),
  },
  orders: {
    'order-customer': order(uids.customer, 'customer@example.com'),
    'order-other': order(uids.otherCustomer, 'other@example.com'),
  },
  carts: {
    [uids.customer]: { lines: [{ toolId: 'tool-drill', quantity: 2, addedAt: now }], updatedAt: now },
    [uids.otherCustomer]: { lines: [{ toolId: 'tool-drill', quantity: 9, addedAt: now }], updatedAt: now },
  },
  addressBooks: {
    [uids.customer]: { addresses: [{ id: 'home', lines: 'House 5, Road 2', area: 'Mirpur', district: 'dhaka', addedAt: now }], defaultId: 'home', updatedAt: now },
    [uids.otherCustomer]: { addresses: [{ id: 'office', lines: 'Plot 9, CDA Avenue', area: 'Panchlaish', district: 'chattogram', addedAt: now }], defaultId: 'office', updatedAt: now },
  },
  quotes: {
    'quote-customer': quote(uids.customer, 'customer@example.com'),
    'quote-other': quote(uids.otherCustomer, 'other@example.com'),
  },
  mail: {
    'order-order-customer-1': { to: 'customer@example.com', message: { subject: 'Order order-customer: pending', text: 'Thanks', html: '<p>Thanks</p>' } },
  },
  audit: {
    'entry-1': { at: now, actorUid: uids.admin, actorEmail: 'admin@example.com', action: 'order.status', targetType: 'order', targetId: 'order-customer', summary: 'confirmed' },
  },
  salesMonths: { '2026-08': { units: 2, revenue: 179, orders: 1 } },
  rateLimits: { [`orders-${uids.customer}`]: { count: 1, windowStart: now } },
  // The customer owns the first company; the other customer owns the second.
  companies: {
    'company-customer': company(uids.customer, emails.customer, 'Customer Traders'),
    'company-other': company(uids.otherCustomer, emails.otherCustomer, 'Other Traders'),
  },
  memberships: {
    [uids.customer]: membership('company-customer', 'owner', emails.customer),
    [uids.otherCustomer]: membership('company-other', 'owner', emails.otherCustomer),
    [companyPeople.approver]: membership('company-customer', 'approver', 'approver@example.com'),
    [companyPeople.buyer]: membership('company-customer', 'buyer', 'buyer@example.com'),
  },
  // The other customer's company invites the customer.
  invitations: {
    'invitation-customer': invitation('company-other', emails.customer),
    'invitation-stranger': invitation('company-other', 'stranger@example.com'),
  },
  // The customer's own order's shipment; an account order of the customer's company's buyer; the other customer's.
  shipments: {
    'order-customer-1': shipment('order-customer', uids.customer),
    'order-account-1': shipment('order-account', companyPeople.buyer, 'company-customer'),
    'order-other-1': shipment('order-other', uids.otherCustomer),
  },
  serials: { 'SN-0001': { toolId: 'tool-drill', orderId: 'order-customer', shipment: 1, lineIndex: 0, shippedAt: now } },
};

function targetId(collection: CollectionName): string {
  const id = Object.keys(fixtures[collection])[0];
  if (!id) throw new Error(`no fixture in ${collection}`);
  return id;
}

/** A document the role could plausibly want to create: its own profile, an order in its own name. */
function newDocument(collection: CollectionName, role: Role): { id: string; data: Record<string, unknown> } {
  const uid = role === 'anonymous' ? 'nobody' : uids[role];
  switch (collection) {
    case 'users':
      return { id: uid, data: user(`${uid}@example.com`, role === 'admin' ? 'admin' : 'user') };
    case 'orders':
      return { id: `new-order-${uid}`, data: order(uid, `${uid}@example.com`) };
    case 'reviews':
      return { id: `new-review-${uid}`, data: { ...fixtures.reviews['review-1'], uid } };
    case 'carts':
      return { id: uid, data: { lines: [], updatedAt: now } };
    case 'addressBooks':
      return { id: uid, data: { addresses: [], defaultId: null, updatedAt: now } };
    case 'quotes':
      return { id: `new-quote-${uid}`, data: quote(uid, `${uid}@example.com`) };
    default:
      return { id: `new-${uid}`, data: { ...fixtures[collection][targetId(collection)] } };
  }
}

function runOperation(db: ClientFirestore, role: Role, collection: CollectionName, operation: Operation) {
  switch (operation) {
    case 'get':
      return db.collection(collection).doc(targetId(collection)).get();
    case 'list':
      // The whole collection, unfiltered; constrained queries are in the list-query table below.
      return db.collection(collection).get();
    case 'create': {
      const { id, data } = newDocument(collection, role);
      return db.collection(collection).doc(id).set(data);
    }
    case 'update':
      return db.collection(collection).doc(targetId(collection)).update({ updatedAt: new Date() });
    case 'delete':
      return db.collection(collection).doc(targetId(collection)).delete();
  }
}

// ---- The policy: who may do what. Everything not listed is denied. ----
const everyone: readonly Role[] = ['anonymous', 'customer', 'otherCustomer', 'admin'];
const nobody: readonly Role[] = [];
const readOnly = (get: readonly Role[], list: readonly Role[]) =>
  ({ get, list, create: nobody, update: nobody, delete: nobody }) as const;

const allowedRoles: Record<CollectionName, Record<Operation, readonly Role[]>> = {
  tools: readOnly(everyone, everyone),
  reviews: readOnly(everyone, everyone),
  // A hidden review is for administrators only, whoever wrote it.
  hiddenReviews: readOnly(['admin'], ['admin']),
  // get/update/delete target the customer's own profile and order (see fixtures).
  users: readOnly(['customer', 'admin'], ['admin']),
  orders: readOnly(['customer', 'admin'], ['admin']),
  // The customer's own cart: nobody else reads it, administrators included.
  carts: readOnly(['customer'], nobody),
  // The customer's own address book, the same: only its owner reads it, and only the API writes it.
  addressBooks: readOnly(['customer'], nobody),
  quotes: readOnly(['customer', 'admin'], ['admin']),
  mail: readOnly(['admin'], ['admin']),
  audit: readOnly(['admin'], ['admin']),
  salesMonths: readOnly(nobody, nobody),
  rateLimits: readOnly(nobody, nobody),
  // The customer's own company (they own it); only administrators list companies, memberships and invitations.
  companies: readOnly(['customer', 'admin'], ['admin']),
  memberships: readOnly(['customer', 'admin'], ['admin']),
  // The invitation to the customer's verified email.
  invitations: readOnly(['customer', 'admin'], ['admin']),
  // The shipment of the customer's own order; only administrators list every shipment.
  shipments: readOnly(['customer', 'admin'], ['admin']),
  // Serials shipped: the server's alone.
  serials: readOnly(nobody, nobody),
};

const roles = everyone;
const operations: readonly Operation[] = ['get', 'list', 'create', 'update', 'delete'];
const collections = Object.keys(allowedRoles) as CollectionName[];

const matrix = collections.flatMap((collection) =>
  roles.flatMap((role) =>
    operations.map((operation) => {
      const allowed = allowedRoles[collection][operation].includes(role);
      return { role, collection, operation, allowed, verdict: allowed ? 'allowed' : 'denied' };
    }),
  ),
);

// ---- Constrained queries and single documents that the matrix does not cover. ----
const extraCases: { role: Role; what: string; allowed: boolean; run: (db: ClientFirestore) => Promise<unknown> }[] = [
  {
    role: 'customer',
    what: 'lists orders where uid == own uid',
    allowed: true,
    run: (db) => db.collection('orders').where('uid', '==', uids.customer).get(),
  },
  {
    role: 'customer',
    what: 'lists own orders, newest first, 10 at a time',
    allowed: true,
    run: (db) => db.collection('orders').where('uid', '==', uids.customer).orderBy('createdAt', 'desc').limit(10).get(),
  },
  {
    role: 'otherCustomer',
    what: 'lists orders where uid == own uid',
    allowed: true,
    run: (db) => db.collection('orders').where('uid', '==', uids.otherCustomer).get(),
  },
  {
    role: 'customer',
    what: "lists orders where uid == another user's uid",
    allowed: false,
    run: (db) => db.collection('orders').where('uid', '==', uids.otherCustomer).get(),
  },
  {
    role: 'customer',
    what: 'lists orders filtered by status only',
    allowed: false,
    run: (db) => db.collection('orders').where('status', '==', 'pending').get(),
  },
  {
    role: 'anonymous',
    what: "lists orders where uid == a customer's uid",
    allowed: false,
    run: (db) => db.collection('orders').where('uid', '==', uids.customer).get(),
  },
  {
    role: 'customer',
    what: "gets another user's order",
    allowed: false,
    run: (db) => db.collection('orders').doc('order-other').get(),
  },
  {
    role: 'customer',
    what: 'gets an order that does not exist',
    allowed: false,
    run: (db) => db.collection('orders').doc('no-such-order').get(),
  },
  {
    role: 'customer',
    what: 'lists users where email == own email (listing users is admin-only)',
    allowed: false,
    run: (db) => db.collection('users').where('email', '==', 'customer@example.com').get(),
  },
  {
    role: 'customer',
    what: "gets another user's profile",
    allowed: false,
    run: (db) => db.collection('users').doc(uids.otherCustomer).get(),
  },
  {
    role: 'otherCustomer',
    what: 'gets own profile',
    allowed: true,
    run: (db) => db.collection('users').doc(uids.otherCustomer).get(),
  },
  {
    role: 'admin',
    what: 'lists all orders and all users',
    allowed: true,
    run: (db) => Promise.all([db.collection('orders').get(), db.collection('users').get()]),
  },
  {
    role: 'admin',
    what: "lists one customer's orders and gets another user's profile and order",
    allowed: true,
    run: (db) =>
      Promise.all([
        db.collection('orders').where('uid', '==', uids.customer).get(),
        db.collection('users').doc(uids.otherCustomer).get(),
        db.collection('orders').doc('order-other').get(),
      ]),
  },
  {
    role: 'customer',
    what: 'lists quotes where uid == own uid',
    allowed: true,
    run: (db) => db.collection('quotes').where('uid', '==', uids.customer).orderBy('createdAt', 'desc').get(),
  },
  {
    role: 'customer',
    what: "gets another user's quote",
    allowed: false,
    run: (db) => db.collection('quotes').doc('quote-other').get(),
  },
  {
    role: 'customer',
    what: "lists quotes where uid == another user's uid",
    allowed: false,
    run: (db) => db.collection('quotes').where('uid', '==', uids.otherCustomer).get(),
  },
  {
    role: 'customer',
    what: "gets another user's cart",
    allowed: false,
    run: (db) => db.collection('carts').doc(uids.otherCustomer).get(),
  },
  {
    role: 'otherCustomer',
    what: 'gets own cart',
    allowed: true,
    run: (db) => db.collection('carts').doc(uids.otherCustomer).get(),
  },
  {
    role: 'anonymous',
    what: 'gets a cart',
    allowed: false,
    run: (db) => db.collection('carts').doc(uids.customer).get(),
  },
  {
    role: 'customer',
    what: "gets another user's address book",
    allowed: false,
    run: (db) => db.collection('addressBooks').doc(uids.otherCustomer).get(),
  },
  {
    role: 'otherCustomer',
    what: 'gets own address book',
    allowed: true,
    run: (db) => db.collection('addressBooks').doc(uids.otherCustomer).get(),
  },
  {
    role: 'customer',
    what: 'makes another of their addresses the default without the API',
    allowed: false,
    run: (db) => db.collection('addressBooks').doc(uids.customer).update({ defaultId: 'elsewhere' }),
  },
  {
    role: 'customer',
    what: 'lists address books by their default',
    allowed: false,
    run: (db) => db.collection('addressBooks').where('defaultId', '==', 'home').get(),
  },
  {
    role: 'admin',
    what: "gets a customer's address book",
    allowed: false,
    run: (db) => db.collection('addressBooks').doc(uids.customer).get(),
  },
  {
    role: 'customer',
    what: 'lists the mail sent to them',
    allowed: false,
    run: (db) => db.collection('mail').where('to', '==', 'customer@example.com').get(),
  },
  {
    role: 'customer',
    what: 'writes a mail for the extension to send',
    allowed: false,
    run: (db) => db.collection('mail').doc('spam').set({ to: 'victim@example.com', message: { subject: 'x', text: 'x', html: 'x' } }),
  },
  {
    role: 'admin',
    what: 'writes a mail for the extension to send, and an audit entry',
    allowed: false,
    run: (db) =>
      Promise.all([
        db.collection('mail').doc('spam').set({ to: 'victim@example.com', message: { subject: 'x', text: 'x', html: 'x' } }),
        db.collection('audit').doc('forged').set({ action: 'nothing' }),
      ]),
  },
  {
    role: 'admin',
    what: 'writes a document in an unknown collection',
    allowed: false,
    run: (db) => db.collection('settings').doc('site').set({ open: true }),
  },
  {
    role: 'anonymous',
    what: 'reads a document in an unknown collection',
    allowed: false,
    run: (db) => db.collection('settings').doc('site').get(),
  },
];

function emulatorHostAndPort(): { host: string; port: number } {
  const value = process.env.FIRESTORE_EMULATOR_HOST;
  if (!value) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run these tests inside `firebase emulators:exec`');
  const url = new URL(`http://${value}`);
  return { host: url.hostname, port: Number(url.port) };
}

let testEnv: RulesTestEnvironment;

function clientFor(role: Role): ClientFirestore {
  switch (role) {
    case 'anonymous':
      return testEnv.unauthenticatedContext().firestore();
    case 'admin':
      return testEnv.authenticatedContext(uids.admin, { admin: true }).firestore();
    default:
      return testEnv.authenticatedContext(uids[role], { email: emails[role], email_verified: true }).firestore();
  }
}

function expectVerdict(allowed: boolean, result: Promise<unknown>) {
  return allowed ? assertSucceeds(result) : assertFails(result);
}

beforeAll(async () => {
  // Denied writes are the point of most cases; keep the SDK from logging each PERMISSION_DENIED stream error.
  setLogLevel('error');
  testEnv = await initializeTestEnvironment({
    projectId: 'demo-tools-store',
    firestore: {
      ...emulatorHostAndPort(),
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
    },
  });
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    const batch = db.batch();
    for (const [collection, documents] of Object.entries(fixtures)) {
      for (const [id, data] of Object.entries(documents)) batch.set(db.collection(collection).doc(id), data);
    }
    batch.set(db.doc('companies/company-customer/payments/payment-1'), companyPayment);
    batch.set(db.doc('companies/company-other/payments/payment-1'), companyPayment);
    await batch.commit();
  });
});

afterAll(async () => {
  await testEnv?.cleanup();
});

describe(`Firestore rules matrix (${matrix.length} cases)`, () => {
  it.each(matrix.map((row) => [`${row.role} x ${row.collection} x ${row.operation} -> ${row.verdict}`, row] as const))(
    '%s',
    async (_name, { role, collection, operation, allowed }) => {
      await expectVerdict(allowed, runOperation(clientFor(role), role, collection, operation));
    },
  );
});

describe('Firestore rules: constrained queries and single documents', () => {
  it.each(extraCases.map((c) => [`${c.role} ${c.what} -> ${c.allowed ? 'allowed' : 'denied'}`, c] as const))(
    '%s',
    async (_name, { role, allowed, run }) => {
      await expectVerdict(allowed, run(clientFor(role)));
    },
  );
});

describe('Firestore rules: trade accounts', () => {
  // The customer owns company-customer, where the approver and the buyer are members too; the outsider belongs to
  // no company. The other customer owns company-other, which invited the customer.
  const as = (uid: string, claims: Record<string, unknown> = {}) => testEnv.authenticatedContext(uid, claims).firestore();
  const owner = () => as(uids.customer, { email: emails.customer, email_verified: true });
  const payments = (db: ClientFirestore, companyId: string) => db.collection(`companies/${companyId}/payments`);
  const cases: { what: string; allowed: boolean; run: () => Promise<unknown> }[] = [
    { what: 'an approver gets their company', allowed: true, run: () => as(companyPeople.approver).collection('companies').doc('company-customer').get() },
    { what: 'a buyer gets their company', allowed: false, run: () => as(companyPeople.buyer).collection('companies').doc('company-customer').get() },
    { what: 'a user of no company gets a company', allowed: false, run: () => as(companyPeople.outsider).collection('companies').doc('company-customer').get() },
    { what: "an owner gets another company", allowed: false, run: () => owner().collection('companies').doc('company-other').get() },
    { what: 'an owner lists the companies they own', allowed: false, run: () => owner().collection('companies').where('ownerUid', '==', uids.customer).get() },
    {
      what: "an owner gets and lists their company's payments",
      allowed: true,
      run: () => Promise.all([payments(owner(), 'company-customer').doc('payment-1').get(), payments(owner(), 'company-customer').get()]),
    },
    { what: "an approver lists their company's payments", allowed: true, run: () => payments(as(companyPeople.approver), 'company-customer').get() },
    { what: "a buyer gets their company's payment", allowed: false, run: () => payments(as(companyPeople.buyer), 'company-customer').doc('payment-1').get() },
    { what: "an owner gets another company's payment", allowed: false, run: () => payments(owner(), 'company-other').doc('payment-1').get() },
    { what: 'a visitor gets a payment', allowed: false, run: () => payments(testEnv.unauthenticatedContext().firestore(), 'company-customer').doc('payment-1').get() },
    {
      what: "an administrator gets and lists a company's payments",
      allowed: true,
      run: () => {
        const db = as(uids.admin, { admin: true });
        return Promise.all([payments(db, 'company-customer').doc('payment-1').get(), payments(db, 'company-other').get()]);
      },
    },
    { what: "an owner records a payment on their company", allowed: false, run: () => payments(owner(), 'company-customer').doc('forged').set(companyPayment) },
    { what: 'an administrator records a payment from the client', allowed: false, run: () => payments(as(uids.admin, { admin: true }), 'company-customer').doc('forged').set(companyPayment) },
    { what: 'an owner raises their credit limit', allowed: false, run: () => owner().collection('companies').doc('company-customer').update({ creditLimit: 1e9 }) },
    { what: 'a buyer gets their own membership', allowed: true, run: () => as(companyPeople.buyer).collection('memberships').doc(companyPeople.buyer).get() },
    { what: "a buyer gets another member's membership", allowed: false, run: () => as(companyPeople.buyer).collection('memberships').doc(companyPeople.approver).get() },
    { what: "an owner lists their company's memberships", allowed: false, run: () => owner().collection('memberships').where('companyId', '==', 'company-customer').get() },
    { what: 'a buyer makes themselves an approver', allowed: false, run: () => as(companyPeople.buyer).collection('memberships').doc(companyPeople.buyer).update({ role: 'approver' }) },
    {
      what: 'a user joins a company by writing their own membership',
      allowed: false,
      run: () => as(companyPeople.outsider).collection('memberships').doc(companyPeople.outsider).set(membership('company-other', 'buyer', 'outsider@example.com')),
    },
    { what: 'a customer lists the invitations to their verified email', allowed: true, run: () => owner().collection('invitations').where('email', '==', emails.customer).get() },
    { what: 'a customer lists the invitations to another email', allowed: false, run: () => owner().collection('invitations').where('email', '==', 'stranger@example.com').get() },
    {
      what: 'a customer whose token writes their email in capitals gets their invitation',
      allowed: true,
      run: () => as(uids.customer, { email: 'Customer@Example.com', email_verified: true }).collection('invitations').doc('invitation-customer').get(),
    },
    {
      what: 'a customer whose email is not verified gets the invitation to it',
      allowed: false,
      run: () => as(uids.customer, { email: emails.customer, email_verified: false }).collection('invitations').doc('invitation-customer').get(),
    },
    { what: 'a user with no email in their token gets an invitation', allowed: false, run: () => as(companyPeople.outsider, { email_verified: true }).collection('invitations').doc('invitation-customer').get() },
    { what: 'a customer deletes the invitation to them', allowed: false, run: () => owner().collection('invitations').doc('invitation-customer').delete() },
    { what: "an approver gets the shipment of their company's account order", allowed: true, run: () => as(companyPeople.approver).collection('shipments').doc('order-account-1').get() },
    { what: "an owner gets the shipment of their company's account order", allowed: true, run: () => owner().collection('shipments').doc('order-account-1').get() },
    { what: "a buyer gets the shipment of their own account order", allowed: true, run: () => as(companyPeople.buyer).collection('shipments').doc('order-account-1').get() },
    { what: "a user of no company gets the shipment of an account order", allowed: false, run: () => as(companyPeople.outsider).collection('shipments').doc('order-account-1').get() },
    { what: "an owner gets the shipment of another customer's own order", allowed: false, run: () => owner().collection('shipments').doc('order-other-1').get() },
    {
      what: "an approver lists the shipments of their company's account orders",
      allowed: true,
      run: () => as(companyPeople.approver).collection('shipments').where('companyId', '==', 'company-customer').get(),
    },
    { what: 'a customer lists the shipments of their own orders', allowed: true, run: () => owner().collection('shipments').where('uid', '==', uids.customer).get() },
    { what: "a customer lists another customer's shipments", allowed: false, run: () => owner().collection('shipments').where('uid', '==', uids.otherCustomer).get() },
    { what: 'an owner marks a shipment delivered', allowed: false, run: () => owner().collection('shipments').doc('order-account-1').update({ status: 'delivered' }) },
    { what: 'an administrator writes a shipment from the client', allowed: false, run: () => as(uids.admin, { admin: true }).collection('shipments').doc('forged').set(shipment('order-other', uids.otherCustomer)) },
    { what: 'an administrator gets a serial', allowed: false, run: () => as(uids.admin, { admin: true }).collection('serials').doc('SN-0001').get() },
  ];

  it.each(cases.map((c) => [`${c.what} -> ${c.allowed ? 'allowed' : 'denied'}`, c] as const))('%s', async (_name, { allowed, run }) => {
    await expectVerdict(allowed, run());
  });
});

describe('Firestore rules: the admin claim', () => {
  it('a customer whose admin claim is not the boolean true cannot list orders or users', async () => {
    const db = testEnv.authenticatedContext(uids.customer, { admin: 'true' }).firestore();
    await assertFails(db.collection('orders').get());
    await assertFails(db.collection('users').get());
  });

  it("a demoted administrator's unexpired token, which still claims admin, no longer opens other people's data", async () => {
    // As after a demotion: users/{uid}.role says "user" (the server changes it with the claim), but a token
    // issued before keeps admin: true for up to an hour.
    const db = testEnv.authenticatedContext(uids.customer, { admin: true }).firestore();
    await assertFails(db.collection('orders').get());
    await assertFails(db.collection('users').get());
    await assertFails(db.collection('orders').doc('order-other').get());
    await assertFails(db.collection('quotes').get());
    await assertFails(db.collection('mail').get());
    await assertFails(db.collection('audit').get());
    await assertFails(db.collection('companies').get());
    await assertFails(db.collection('memberships').get());
    await assertFails(db.collection('invitations').get());
    // Their own data stays theirs.
    await assertSucceeds(db.collection('orders').doc('order-customer').get());
  });

  it('an admin claim on an account with no users/ document opens nothing of others', async () => {
    const db = testEnv.authenticatedContext('unrecorded-uid', { admin: true }).firestore();
    await assertFails(db.collection('orders').get());
    await assertFails(db.collection('users').doc(uids.customer).get());
  });
});

// Last in this file, so it sees every evaluation above: the emulator's coverage report, saved under
// coverage/rules/, must show every expression of firestore.rules evaluated and every condition both ways.
describe('Firestore rules coverage', () => {
  it('evaluates every rule expression, and sees every condition both true and false', async () => {
    const { host, port } = emulatorHostAndPort();
    const coverage = await fetchRuleCoverage(`${host}:${port}`, 'demo-tools-store');
    expect(coverage.notEvaluated).toEqual([]);
    expect(coverage.notBothWays).toEqual([]);
    expect(coverage.evaluated).toBe(coverage.expressions);
    expect(coverage.expressions).toBeGreaterThan(20);
  });
});
