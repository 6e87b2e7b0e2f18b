import { beforeEach, describe, expect, it } from 'vitest';
import { collections, companyPayments } from '../firebase';
import { makeOverdue, moveOrder, orderOnAccount, payOrder, shipOrder } from '../test-support/company-orders';
import { addMember, applyForCompany, approvedCompany, companyDoc, type TestCompany } from '../test-support/companies';
import { api, createUser, resetWithPeople, seedTool, snapshotFirestore, warmUpWorkers, type SeededTool, type TestUser } from '../test-support/emulators';
import { checkout, mailIdsOf, orderDoc } from '../test-support/payments';

// POST /api/companies/:id/payments (administrators): money a company paid, applied to its unpaid account orders
// oldest due date first, as a payment record on each order it covers; never more than it owes; once however
// often it is sent.

let admin: TestUser;
let owner: TestUser;
let buyer: TestUser;
/** ৳100.10 a unit. */
let tool: SeededTool;
let company: TestCompany;
let companyId: string;

beforeEach(async () => {
  ({ admin, buyer } = await resetWithPeople());
  owner = await createUser();
  tool = await seedTool({ name: 'Bench Grinder 200', price: 100.1, minimum: 1, available: 1000 });
  company = await approvedCompany({ owner, admin, creditLimit: 500_000 });
  companyId = company.id;
  await addMember(company, buyer, 'buyer');
});

const bank = (amount: number, reference = 'DBBL-5531') => ({ amount, method: 'bank', reference });
const pay = (body: unknown, user: TestUser | null = admin, id = companyId) => api('POST', `/companies/${id}/payments`, { token: user?.token, body });
/** The payment mails of an order, by id. */
const paymentMailsOf = async (orderId: string) => (await mailIdsOf(orderId)).filter((id) => id.startsWith('payment-'));
/** An account order of `quantity` units by `user` (the buyer unless told): its id. */
const order = async (quantity: number, user: TestUser = buyer) => (await orderOnAccount(user, tool.id, quantity)).id;
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
    const dueLater = await order(6);
    const dueSoonest = await order(10);
    const notShippedFirst = await order(3);
    const notShippedLast = await order(5, owner);
    await payOrder(admin, dueSoonest, 100);
    // Placed first but shipped (so due) later: the due date decides, not the placing.
    await shipOrder(admin, dueSoonest);
    await shipOrder(admin, dueLater);
    expect((await companyDoc(companyId)).outstandingPoisha).toBe(230_240);

    const res = await pay(bank(1701.85));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      amount: 1701.85,
      method: 'bank',
      reference: 'DBBL-5531',
      by: admin.email,
      applied: [
        { orderId: dueSoonest, amount: 901 },
        { orderId: dueLater, amount: 600.6 },
        { orderId: notShippedFirst, amount: 200.25 },
      ],
      company: { id: companyId, outstanding: 600.55, available: 499_399.45, hold: false },
    });

    const record = { kind: 'payment', method: 'bank', reference: 'DBBL-5531', by: admin.email };
    expect((await orderDoc(dueSoonest)).payment).toMatchObject({ status: 'paid', amountPaid: 1001, records: [{ amount: 100 }, { ...record, amount: 901 }] });
    expect((await orderDoc(dueLater)).payment).toMatchObject({ status: 'paid', amountPaid: 600.6, records: [{ ...record, amount: 600.6 }] });
    expect((await orderDoc(notShippedFirst)).payment).toMatchObject({ status: 'due', amountPaid: 200.25, records: [{ ...record, amount: 200.25 }] });
    expect((await orderDoc(notShippedLast)).payment).toMatchObject({ status: 'due', amountPaid: 0, records: [] });
    expect((await companyDoc(companyId)).outstandingPoisha).toBe(60_055);

    // The company's record of it, one mail to the buyer of each order paid, one audit entry for the company.
    const stored = (await companyPayments(companyId).doc(res.body.id).get()).data();
    expect(stored).toMatchObject({ amount: 1701.85, method: 'bank', reference: 'DBBL-5531', by: admin.email, applied: res.body.applied });
    expect(await paymentMailsOf(dueSoonest)).toEqual([`payment-${dueSoonest}-received-1`, `payment-${dueSoonest}-received-2`]);
    expect(await paymentMailsOf(dueLater)).toEqual([`payment-${dueLater}-received-1`]);
    expect(await paymentMailsOf(notShippedFirst)).toEqual([`payment-${notShippedFirst}-received-1`]);
    expect(await paymentMailsOf(notShippedLast)).toEqual([]);
    expect((await collections.mail.doc(`payment-${notShippedFirst}-received-1`).get()).get('to')).toBe(buyer.email);
    const audit = (await collections.audit.where('targetId', '==', companyId).get()).docs.map((doc) => doc.data());
    expect(audit.filter((entry) => entry.action === 'company.payment').map((entry) => [entry.targetType, entry.actorEmail])).toEqual([['company', admin.email]]);
  });

  it('refuses more than the company owes (409 overpayment, the outstanding in details), changing nothing', async () => {
    await shipOrder(admin, await order(10));
    await order(2);
    // Not owed: an order awaiting approval (above a buyer's limit), and one cancelled.
    const limited = await createUser();
    await addMember(company, limited, 'buyer', 100);
    expect((await orderOnAccount(limited, tool.id, 40)).status).toBe('awaiting-approval');
    await moveOrder(admin, await order(9), 'cancelled');
    const res = await expectRefused(bank(1201.21), 409, 'overpayment');
    expect(res.body.error.details).toEqual([{ field: 'outstanding', message: '1201.2' }]);
    expect((await pay(bank(1201.2))).body.company).toMatchObject({ outstanding: 0 });
    await expectRefused(bank(0.01, 'DBBL-5532'), 409, 'overpayment');
  });

  it('applies the same payment sent again once: answered as recorded (200, Idempotent-Replayed)', async () => {
    const id = await order(10);
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
    const overdue = await order(8);
    await shipOrder(admin, overdue);
    await order(3);
    // Shipped a month and more ago on net 30: nothing in the API moves a due date, so it is put in the past here.
    await makeOverdue(overdue);
    expect(await statementCompany()).toMatchObject({ hold: true, holdReason: 'overdue' });
    expect((await checkout(buyer, [{ toolId: tool.id, quantity: 1 }], { paymentMethod: 'account' })).body.error.code).toBe('credit-hold');

    const part = await pay(bank(500));
    expect(part.body.company).toMatchObject({ hold: true, holdReason: 'overdue', outstanding: 601.1 });
    expect(await statementCompany()).toMatchObject({ hold: true, holdReason: 'overdue' });

    const rest = await pay(bank(300.8));
    expect(rest.body.applied).toEqual([{ orderId: overdue, amount: 300.8 }]);
    expect(rest.body.company).toMatchObject({ hold: false, holdReason: null, outstanding: 300.3 });
    expect(await statementCompany()).toMatchObject({ hold: false, holdReason: null, outstanding: 300.3 });
    // Account orders are taken again.
    expect((await checkout(buyer, [{ toolId: tool.id, quantity: 1 }], { paymentMethod: 'account' })).status).toBe(201);
  });

  it('keeps racing payments within what is owed: each applied once, the rest refused, the ledger equal to the orders', async () => {
    const ids = [await order(10), await order(10)];
    await shipOrder(admin, ids[0]!);
    // Three payments of ৳1,001 for ৳2,002 owed, one of them sent three times over, at once on workers started beforehand.
    const bodies = [bank(1001, 'DBBL-1'), bank(1001, 'DBBL-2'), bank(1001, 'DBBL-3'), bank(1001, 'DBBL-1'), bank(1001, 'DBBL-1')];
    await warmUpWorkers(admin.token, bodies.length);
    const answers = await Promise.all(bodies.map((body) => pay(body)));
    expect(answers.every((res) => [200, 201, 409].includes(res.status))).toBe(true);
    expect(answers.filter((res) => res.status === 201)).toHaveLength(2);
    // The repeated one: applied once and answered again twice, or refused each time (the debt paid by the others first).
    const repeated = answers.filter((_, i) => bodies[i]!.reference === 'DBBL-1').map((res) => res.status);
    expect([
      [200, 200, 201],
      [409, 409, 409],
    ]).toContainEqual(repeated.sort());

    const orders = await Promise.all(ids.map(orderDoc));
    expect(orders.map((stored) => stored.payment?.status)).toEqual(['paid', 'paid']);
    expect(orders.flatMap((stored) => stored.payment!.records)).toHaveLength(2);
    expect((await companyDoc(companyId)).outstandingPoisha).toBe(0);
    expect((await companyPayments(companyId).get()).size).toBe(2);
  });

  it('refuses a company that is not approved (409 invalid-transition), writing nothing', async () => {
    const applied = await applyForCompany(await createUser());
    await expectRefused(bank(1), 409, 'invalid-transition', { id: applied.id });
  });

  it('is 401 for a visitor, 403 for the company owner and its buyer, 404 for a company that does not exist', async () => {
    await order(10);
    await expectRefused(bank(1), 401, 'unauthenticated', { user: null });
    await expectRefused(bank(1), 403, 'permission-denied', { user: owner });
    await expectRefused(bank(1), 403, 'permission-denied', { user: buyer });
    await expectRefused(bank(1), 404, 'not-found', { id: 'no-such-company' });
  });

  it('refuses each bad field (400 naming it), writing nothing', async () => {
    await order(10);
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
