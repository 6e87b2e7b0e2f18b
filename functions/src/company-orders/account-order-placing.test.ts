import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../firebase';
import { addMember, approvedCompany, type TestCompany } from '../test-support/companies';
import { api, createUser, resetWithPeople, seedTool, snapshotFirestore, type SeededTool, type TestUser } from '../test-support/emulators';
import { checkout, mailIdsOf, stockOf } from '../test-support/payments';

// Orders on a trade account: placed by members of an approved company within its credit; a buyer's order above
// their own limit waits for an owner's or approver's approval, which takes the stock and the credit then; the
// account's outstanding balance follows every order that owes on it.

let admin: TestUser;
let owner: TestUser;
let buyer: TestUser;
let approver: TestUser;
/** ৳1,000.50 a unit, 10 in stock. */
let tool: SeededTool;
/** Credit ৳10,000, net 30: the owner, an approver, and a buyer who may order up to ৳2,500 without approval. */
let company: TestCompany;

const outstanding = async (id = company.id) => (await collections.companies.doc(id).get()).data()!.outstandingPoisha / 100;
const onAccount = (user: TestUser, quantity: number) => checkout(user, [{ toolId: tool.id, quantity }], { paymentMethod: 'account' });
const decide = (user: TestUser, id: string, body: unknown) => api('POST', `/orders/${id}/approval`, { token: user.token, body });
const moveTo = (id: string, status: string) => api('PATCH', `/orders/${id}`, { token: admin.token, body: { status } });

beforeEach(async () => {
  ({ admin, buyer } = await resetWithPeople());
  [owner, approver] = await Promise.all([createUser(), createUser()]);
  tool = await seedTool({ name: 'Rotary Hammer 26', price: 1000.5, minimum: 1, available: 10 });
  company = await approvedCompany({ owner, admin, creditLimit: 10_000, termsDays: 30 });
  await addMember(company, approver, 'approver');
  await addMember(company, buyer, 'buyer', 2500);
});

describe('POST /api/orders with paymentMethod "account"', () => {
  it('places a member\'s order on the account: pending, due when shipped, its total on the outstanding balance', async () => {
    const res = await onAccount(owner, 3);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      total: 3001.5,
      company: { id: company.id, name: company.name, termsDays: 30 },
      payment: { method: 'account', status: 'due', amountDue: 3001.5, amountPaid: 0, dueAt: null },
    });
    expect(await outstanding()).toBe(3001.5);
    expect(await stockOf(tool.id)).toBe(7);
  });

  it('refuses customers of no company, and of a company not approved (409 not-a-member), writing nothing', async () => {
    const stranger = await createUser();
    const before = await snapshotFirestore();
    const res = await onAccount(stranger, 1);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('not-a-member');
    await collections.companies.doc(company.id).update({ status: 'applied' });
    expect((await onAccount(owner, 1)).body.error.code).toBe('not-a-member');
    expect(await snapshotFirestore()).toEqual({ ...before, [`companies/${company.id}`]: expect.anything() });
  });

  it('refuses an order beyond the available credit (409 credit-limit, the available credit in details)', async () => {
    await onAccount(owner, 8); // ৳8,004 of ৳10,000
    const before = await snapshotFirestore();
    const res = await onAccount(owner, 2); // ৳2,001 > ৳1,996 available
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('credit-limit');
    expect(res.body.error.details).toEqual([{ field: 'available', message: '1996' }]);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('refuses every account order while the account is on hold (409 credit-hold): an administrator\'s, or an invoice overdue', async () => {
    await collections.companies.doc(company.id).update({ hold: true });
    expect((await onAccount(owner, 1)).body.error.code).toBe('credit-hold');
    await collections.companies.doc(company.id).update({ hold: false });

    const shipped = (await onAccount(owner, 1)).body.id as string;
    await moveTo(shipped, 'confirmed');
    await moveTo(shipped, 'shipped');
    await collections.orders.doc(shipped).update({ 'payment.dueAt': Timestamp.fromMillis(Date.now() - 60_000) });
    const res = await onAccount(owner, 1);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('credit-hold');
  });

  it('makes a shipped account order fall due after the terms, and moves the balance with payments and cancels', async () => {
    const id = (await onAccount(owner, 2)).body.id as string; // ৳2,001
    const cancelled = (await onAccount(owner, 1)).body.id as string; // ৳1,000.50
    expect(await outstanding()).toBe(3001.5);
    expect((await moveTo(cancelled, 'cancelled')).status).toBe(200);
    expect(await outstanding()).toBe(2001);

    await moveTo(id, 'confirmed');
    const shippedAt = Date.now();
    const shipped = await moveTo(id, 'shipped');
    const due = Date.parse(shipped.body.payment.dueAt);
    expect(Math.abs(due - (shippedAt + 30 * 86_400_000))).toBeLessThan(10_000);

    const paid = await api('POST', `/orders/${id}/payments`, { token: admin.token, body: { kind: 'payment', amount: 2000.99, method: 'bank', reference: 'DBBL-1' } });
    expect(paid.status).toBe(201);
    expect(await outstanding()).toBe(0.01);
  });
});

describe('Orders above a buyer\'s limit wait for approval', () => {
  it('places the order awaiting approval, taking no stock and no credit', async () => {
    const res = await onAccount(buyer, 3); // ৳3,001.50 above the buyer's ৳2,500
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('awaiting-approval');
    expect(await stockOf(tool.id)).toBe(10);
    expect(await outstanding()).toBe(0);
    expect((await onAccount(buyer, 2)).body.status).toBe('pending'); // within the limit
  });

  it('approves it (an owner or approver): stock and credit taken at once, the buyer mailed with the decision', async () => {
    const id = (await onAccount(buyer, 3)).body.id as string;
    const res = await decide(approver, id, { decision: 'approve' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'pending', approval: { decision: 'approve', by: approver.email } });
    expect(await stockOf(tool.id)).toBe(7);
    expect(await outstanding()).toBe(3001.5);
    expect((await mailIdsOf(id)).length).toBe(2);
    const mail = (await collections.mail.doc((await mailIdsOf(id))[1]!).get()).data()!;
    expect(mail.to).toBe(buyer.email);
    expect(mail.message.text).toContain(`Approved by: ${approver.email}`);
    // Decided once: a second decision is refused.
    expect((await decide(owner, id, { decision: 'approve' })).body.error.code).toBe('invalid-transition');
    // The company's owner and approvers read its orders; its other buyers and anyone else do not.
    const read = (user: TestUser) => api('GET', `/orders/${id}`, { token: user.token });
    expect((await read(owner)).body.approval).toMatchObject({ decision: 'approve', by: approver.email });
    expect((await read(approver)).status).toBe(200);
    const otherBuyer = await createUser();
    await addMember(company, otherBuyer, 'buyer');
    expect((await read(otherBuyer)).status).toBe(403);
  });

  it('rejects it with the reason: cancelled, nothing given back that was never taken', async () => {
    const id = (await onAccount(buyer, 3)).body.id as string;
    const res = await decide(owner, id, { decision: 'reject', reason: 'Over this month\'s budget' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', approval: { decision: 'reject', by: owner.email, reason: 'Over this month\'s budget' } });
    expect(await stockOf(tool.id)).toBe(10);
    expect(await outstanding()).toBe(0);
  });

  it('refuses the approval when the stock or the credit no longer suffice (409), writing nothing', async () => {
    const id = (await onAccount(buyer, 3)).body.id as string;
    await collections.tools.doc(tool.id).update({ available: 2 });
    let before = await snapshotFirestore();
    const short = await decide(owner, id, { decision: 'approve' });
    expect(short.status).toBe(409);
    expect(short.body.error).toMatchObject({ code: 'insufficient-stock', details: [{ field: 'lines.0.quantity' }] });
    expect(await snapshotFirestore()).toEqual(before);

    await collections.tools.doc(tool.id).update({ available: 10 });
    await collections.companies.doc(company.id).update({ creditLimit: 3000 });
    before = await snapshotFirestore();
    const beyond = await decide(owner, id, { decision: 'approve' });
    expect(beyond.body.error).toMatchObject({ code: 'credit-limit', details: [{ field: 'available', message: '3000' }] });
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('lets no buyer decide, not even on their own order, nor anyone of another company (403), writing nothing', async () => {
    const id = (await onAccount(buyer, 3)).body.id as string;
    const rivalOwner = await createUser();
    await approvedCompany({ owner: rivalOwner, admin });
    const before = await snapshotFirestore();
    for (const user of [buyer, rivalOwner, admin]) {
      const res = await decide(user, id, { decision: 'approve' });
      expect(res.status, user.email).toBe(403);
      expect(res.body.error.code).toBe('permission-denied');
    }
    expect((await decide(owner, 'no-such-order', { decision: 'approve' })).status).toBe(404);
    expect((await decide(owner, id, { decision: 'reject' })).status).toBe(400);
    expect(await snapshotFirestore()).toEqual(before);
  });
});
