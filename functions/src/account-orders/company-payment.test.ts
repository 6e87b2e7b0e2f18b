import { beforeEach, describe, expect, it } from 'vitest';
import { collections, companyPayments } from '../firebase';
import { addMember, companyDoc, daysFromNow, makeOverdue, seedAccountOrder, seedCompany } from '../test-support/account-orders';
import { api, createUser, resetWithPeople, seedTool, snapshotFirestore, warmUpWorkers, type SeededTool, type TestUser } from '../test-support/emulators';
import { mailIdsOf, orderDoc } from '../test-support/payments';

// POST /api/companies/:id/payments (administrators): money a company paid, applied to its unpaid account orders
// oldest due date first, as a payment record on each order it covers; never more than it owes; once however
// often it is sent.

let admin: TestUser;
let owner: TestUser;
let buyer: TestUser;
let tool: SeededTool;
let companyId: string;

beforeEach(async () => {
  ({ admin, buyer } = await resetWithPeople());
  owner = await createUser();
  tool = await seedTool({ name: 'Bench Grinder 200', price: 100, minimum: 1, available: 100 });
  companyId = await seedCompany(owner);
  await addMember(companyId, buyer, 'buyer');
});

const bank = (amount: number, reference = 'DBBL-5531') => ({ amount, method: 'bank', reference });
const pay = (body: unknown, user: TestUser | null = admin, id = companyId) => api('POST', `/companies/${id}/payments`, { token: user?.token, body });
const statementCompany = async () => (await api('GET', `/companies/${companyId}/statement`, { token: owner.token })).body.company;

/** Sends `body` and checks it was refused with `status` and `code` (and `field` for a 400), writing nothing. */
async function expectRefused(body: unknown, status: number, code: string, options: { user?: TestUser | null; id?: string; field?: string } = {}) {
  const before = await snapshotFirestore();
  const res = await pay(body, options.user === undefined ? admin : options.user, options.id);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(res.body.error.code).toBe(code);
  if (options.field) expect(res.body.error.details).toEqual(expect.arrayContaining([expect.objectContaining({ field: options.field })]));
  expect(await snapshotFirestore()).toEqual(before);
  return res;
}

describe('POST /api/companies/:id/payments', () => {
  it('applies a payment to the oldest due date first, then to orders not shipped yet as placed, the last in part', async () => {
    // Placed first but due later: the due date decides, not the placing.
    const dueLater = await seedAccountOrder(companyId, buyer, tool, { total: 600, placedAt: daysFromNow(-45), dueAt: daysFromNow(10) });
    const dueSoonest = await seedAccountOrder(companyId, buyer, tool, { total: 1000, placedAt: daysFromNow(-40), dueAt: daysFromNow(3), paid: 100 });
    const shippedLast = await seedAccountOrder(companyId, owner, tool, { total: 500, placedAt: daysFromNow(-20) });
    const shippedFirst = await seedAccountOrder(companyId, buyer, tool, { total: 300, placedAt: daysFromNow(-30) });
    expect((await companyDoc(companyId)).outstandingPoisha).toBe(230_000);

    const res = await pay(bank(1700.25));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      amount: 1700.25,
      method: 'bank',
      reference: 'DBBL-5531',
      by: admin.email,
      applied: [
        { orderId: dueSoonest, amount: 900 },
        { orderId: dueLater, amount: 600 },
        { orderId: shippedFirst, amount: 200.25 },
      ],
      company: { id: companyId, outstanding: 599.75, available: 499_400.25, hold: false },
    });

    const record = { kind: 'payment', method: 'bank', reference: 'DBBL-5531', by: admin.email };
    expect((await orderDoc(dueSoonest)).payment).toMatchObject({ status: 'paid', amountPaid: 1000, records: [{ amount: 100 }, { ...record, amount: 900 }] });
    expect((await orderDoc(dueLater)).payment).toMatchObject({ status: 'paid', amountPaid: 600, records: [{ ...record, amount: 600 }] });
    expect((await orderDoc(shippedFirst)).payment).toMatchObject({ status: 'due', amountPaid: 200.25, records: [{ ...record, amount: 200.25 }] });
    expect((await orderDoc(shippedLast)).payment).toMatchObject({ status: 'due', amountPaid: 0, records: [] });
    expect((await companyDoc(companyId)).outstandingPoisha).toBe(59_975);

    // The company's record of it, one mail to the buyer of each order paid, one audit entry for the company.
    const stored = (await companyPayments(companyId).doc(res.body.id).get()).data();
    expect(stored).toMatchObject({ amount: 1700.25, method: 'bank', reference: 'DBBL-5531', by: admin.email, applied: res.body.applied });
    expect(await mailIdsOf(dueSoonest)).toEqual([`payment-${dueSoonest}-received-2`]);
    expect(await mailIdsOf(dueLater)).toEqual([`payment-${dueLater}-received-1`]);
    expect(await mailIdsOf(shippedFirst)).toEqual([`payment-${shippedFirst}-received-1`]);
    expect(await mailIdsOf(shippedLast)).toEqual([]);
    expect((await collections.mail.doc(`payment-${shippedFirst}-received-1`).get()).get('to')).toBe(buyer.email);
    const audit = (await collections.audit.where('targetId', '==', companyId).get()).docs.map((doc) => doc.data());
    expect(audit.map((entry) => [entry.action, entry.targetType, entry.actorEmail])).toEqual([['company.payment', 'company', admin.email]]);
  });

  it('refuses more than the company owes (409 overpayment, the outstanding in details), changing nothing', async () => {
    await seedAccountOrder(companyId, buyer, tool, { total: 1000, placedAt: daysFromNow(-10), dueAt: daysFromNow(20) });
    await seedAccountOrder(companyId, buyer, tool, { total: 250.5, placedAt: daysFromNow(-5) });
    // Not owed: awaiting approval, and cancelled.
    await seedAccountOrder(companyId, buyer, tool, { total: 4000, placedAt: daysFromNow(-4), status: 'awaiting-approval' });
    await seedAccountOrder(companyId, buyer, tool, { total: 900, placedAt: daysFromNow(-3), status: 'cancelled' });
    const res = await expectRefused(bank(1250.51), 409, 'overpayment');
    expect(res.body.error.details).toEqual([{ field: 'outstanding', message: '1250.5' }]);
    expect((await pay(bank(1250.5))).body.company).toMatchObject({ outstanding: 0 });
    await expectRefused(bank(0.01, 'DBBL-5532'), 409, 'overpayment');
  });

  it('applies the same payment sent again once: answered as recorded (200, Idempotent-Replayed)', async () => {
    const id = await seedAccountOrder(companyId, buyer, tool, { total: 1000, placedAt: daysFromNow(-10) });
    const first = await pay(bank(400));
    expect(first.status).toBe(201);
    const before = await snapshotFirestore();
    const again = await pay(bank(400));
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    // The company as it stands (its updatedAt the commit's, a moment after the answer's).
    expect(again.body).toEqual({ ...first.body, company: { ...first.body.company, updatedAt: expect.any(String) } });
    expect(await snapshotFirestore()).toEqual(before);
    expect((await orderDoc(id)).payment?.amountPaid).toBe(400);

    // Another reference is another payment.
    expect((await pay(bank(400, 'DBBL-5532'))).status).toBe(201);
    expect((await orderDoc(id)).payment?.amountPaid).toBe(800);
  });

  it('releases the overdue hold once the overdue order is paid (not while part of it is still due)', async () => {
    const overdue = await seedAccountOrder(companyId, buyer, tool, { total: 800, placedAt: daysFromNow(-40), dueAt: daysFromNow(25) });
    await seedAccountOrder(companyId, buyer, tool, { total: 300, placedAt: daysFromNow(-5) });
    // Shipped a month ago on net 30: nothing in the API moves a due date, so it is put in the past here.
    await makeOverdue(overdue);
    expect(await statementCompany()).toMatchObject({ hold: true, holdReason: 'overdue' });

    const part = await pay(bank(500));
    expect(part.body.company).toMatchObject({ hold: true, holdReason: 'overdue', outstanding: 600 });
    expect(await statementCompany()).toMatchObject({ hold: true, holdReason: 'overdue' });

    const rest = await pay(bank(300));
    expect(rest.body.applied).toEqual([{ orderId: overdue, amount: 300 }]);
    expect(rest.body.company).toMatchObject({ hold: false, holdReason: null, outstanding: 300 });
    expect(await statementCompany()).toMatchObject({ hold: false, holdReason: null, outstanding: 300 });
  });

  it('keeps every racing payment within what is owed: each applied once, the rest refused, the ledger equal to the orders', async () => {
    const ids = [
      await seedAccountOrder(companyId, buyer, tool, { total: 1000, placedAt: daysFromNow(-3), dueAt: daysFromNow(27) }),
      await seedAccountOrder(companyId, buyer, tool, { total: 1000, placedAt: daysFromNow(-2) }),
    ];
    // Six payments of ৳500 for ৳2,000 owed, and one of them sent three times over, on workers started beforehand.
    await warmUpWorkers(admin.token);
    const bodies = [...[1, 2, 3, 4, 5, 6].map((n) => bank(500, `DBBL-${n}`)), bank(500, 'DBBL-1'), bank(500, 'DBBL-1')];
    const answers = await Promise.all(bodies.map((body) => pay(body)));
    expect(answers.every((res) => [200, 201, 409].includes(res.status))).toBe(true);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(4);
    // The repeated one: applied once and answered again twice, or refused each time (the debt paid by others first).
    const repeated = answers.filter((_, i) => bodies[i]!.reference === 'DBBL-1').map((res) => res.status);
    expect([
      [200, 200, 201],
      [409, 409, 409],
    ]).toContainEqual(repeated.sort());

    const orders = await Promise.all(ids.map(orderDoc));
    expect(orders.map((order) => order.payment?.status)).toEqual(['paid', 'paid']);
    expect(orders.flatMap((order) => order.payment!.records).filter((record) => record.reference === 'DBBL-1')).toHaveLength(1);
    expect((await companyDoc(companyId)).outstandingPoisha).toBe(0);
    expect((await companyPayments(companyId).get()).size).toBe(4);
  });

  it('refuses a company that is not approved (409 invalid-transition), writing nothing', async () => {
    const applicant = await createUser();
    const applied = await seedCompany(applicant, { status: 'applied', creditLimit: 0, termsDays: null, queue: 0 });
    await expectRefused(bank(1), 409, 'invalid-transition', { id: applied });
  });

  it('is 401 for a visitor, 403 for the company owner and its buyer, 404 for a company that does not exist', async () => {
    await seedAccountOrder(companyId, buyer, tool, { total: 1000, placedAt: daysFromNow(-3) });
    await expectRefused(bank(1), 401, 'unauthenticated', { user: null });
    await expectRefused(bank(1), 403, 'permission-denied', { user: owner });
    await expectRefused(bank(1), 403, 'permission-denied', { user: buyer });
    await expectRefused(bank(1), 404, 'not-found', { id: 'no-such-company' });
  });

  it('refuses each bad field (400 naming it), writing nothing', async () => {
    await seedAccountOrder(companyId, buyer, tool, { total: 1000, placedAt: daysFromNow(-3) });
    const bad: [field: string, body: Record<string, unknown>][] = [
      ['amount', bank(0)],
      ['amount', bank(-5)],
      ['amount', bank(1.001)],
      ['amount', bank(1e13)],
      ['amount', { ...bank(1), amount: '10' }],
      ['amount', { method: 'bank', reference: 'R' }],
      ['method', { ...bank(1), method: 'online' }],
      ['method', { ...bank(1), method: 'account' }],
      ['reference', bank(1, '')],
      ['reference', bank(1, 'x'.repeat(101))],
      ['reference', bank(1, 'bell\u0007')],
      ['orderId', { ...bank(1), orderId: 'abc' }],
    ];
    for (const [field, body] of bad) await expectRefused(body, 400, 'invalid-argument', { field });
  });
});
