import { beforeEach, describe, expect, it } from 'vitest';
import { toPoisha } from '@store/contract/money';
import { collections } from '../firebase';
import { owedOnAccount } from '../companies/company-credit';
import { moveOrder, orderOnAccount, shipOrder } from '../test-support/company-orders';
import { addMember, approvedCompany, companyDoc, type TestCompany } from '../test-support/companies';
import { api, createUser, resetWithPeople, seedTool, snapshotFirestore, type SeededTool, type TestUser } from '../test-support/emulators';
import { checkout } from '../test-support/payments';

// A company's outstanding balance is a ledger kept beside its orders: whatever order events, payments and refunds
// interleave, it equals what its open account orders still owe, to the poisha, and never passes the credit limit.

let admin: TestUser;
let owner: TestUser;
let buyer: TestUser;
/** ৳1,000.01 a unit. */
let tool: SeededTool;
let company: TestCompany;

const LIMIT = 2_000.02;

beforeEach(async () => {
  ({ admin, buyer } = await resetWithPeople());
  owner = await createUser();
  tool = await seedTool({ name: 'Demolition Hammer 1500W', price: 1_000.01, minimum: 1, available: 1000 });
  company = await approvedCompany({ owner, admin, creditLimit: LIMIT });
  // Every order of the buyer's above ৳1 waits for an owner's approval.
  await addMember(company, buyer, 'buyer', 1);
});

/** What the company's open account orders owe, in poisha, read from the orders themselves. */
async function owedByOrders(): Promise<number> {
  const orders = await collections.orders.where('company.id', '==', company.id).get();
  return orders.docs.reduce((sum, doc) => sum + owedOnAccount(doc.data()), 0);
}

/** The ledger equals the orders, and stays within the limit. */
async function expectLedgerTrue() {
  const { outstandingPoisha } = await companyDoc(company.id);
  expect(outstandingPoisha).toBe(await owedByOrders());
  expect(outstandingPoisha).toBeLessThanOrEqual(toPoisha(LIMIT));
  return outstandingPoisha;
}

const record = (id: string, kind: 'payment' | 'refund', amount: number, reference: string) =>
  api('POST', `/orders/${id}/payments`, { token: admin.token, body: { kind, amount, method: 'bank', reference } });
const approve = (id: string) => api('POST', `/orders/${id}/approval`, { token: owner.token, body: { decision: 'approve' } });

describe("a company's outstanding balance", () => {
  it('equals what its open orders owe after every step: approval, payments before and after it, refunds, reuse of credit', async () => {
    const waiting = await orderOnAccount(buyer, tool.id, 1);
    expect(waiting.status).toBe('awaiting-approval');
    expect(await expectLedgerTrue()).toBe(0);

    // A payment before approval is refused: the order owes nothing yet, and its credit is not taken.
    const before = await snapshotFirestore();
    const early = await record(waiting.id, 'payment', 400, 'Before approval');
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('invalid-transition');
    expect(await snapshotFirestore()).toEqual(before);

    expect((await approve(waiting.id)).status).toBe(200);
    expect(await expectLedgerTrue()).toBe(100_001);

    expect((await record(waiting.id, 'payment', 400, 'Part')).status).toBe(201);
    expect(await expectLedgerTrue()).toBe(60_001);
    expect((await record(waiting.id, 'payment', 600.01, 'Rest')).status).toBe(201);
    expect(await expectLedgerTrue()).toBe(0);

    // The credit freed is used by another order, placed by the owner (no approval needed) and then a second one.
    const second = await orderOnAccount(owner, tool.id, 2);
    expect(second.status).toBe('pending');
    expect(await expectLedgerTrue()).toBe(200_002);

    // A refund on the paid first order would make it owe again beyond the limit: refused, nothing written.
    const full = await snapshotFirestore();
    const refund = await record(waiting.id, 'refund', 1_000.01, 'Cheque bounced');
    expect(refund.status).toBe(409);
    expect(refund.body.error.code).toBe('credit-limit');
    expect(await snapshotFirestore()).toEqual(full);

    // Paying part of the second order frees credit; the refund then fits, and the first order owes again.
    expect((await record(second.id, 'payment', 1_000.01, 'Half')).status).toBe(201);
    expect(await expectLedgerTrue()).toBe(100_001);
    expect((await record(waiting.id, 'refund', 1_000.01, 'Cheque bounced')).status).toBe(201);
    expect(await expectLedgerTrue()).toBe(200_002);

    // Shipping, a company payment over both, and cancelling an order that was paid keep it true too.
    await shipOrder(admin, second.id);
    expect(await expectLedgerTrue()).toBe(200_002);
    const companyPayment = await api('POST', `/companies/${company.id}/payments`, { token: admin.token, body: { amount: 1_500, method: 'bank', reference: 'Cleared' } });
    expect(companyPayment.status).toBe(201);
    expect(await expectLedgerTrue()).toBe(50_002);
    // The first order owes 500.02 of its 1,000.01 now; cancelled, it owes nothing (its 499.99 is due back).
    await moveOrder(admin, waiting.id, 'cancelled');
    expect(await expectLedgerTrue()).toBe(0);
  });

  it('stays equal to the orders and within the limit when refunds that reopen a debt race new orders for the credit', async () => {
    // Two paid orders of ৳1,000.01 leave the whole ৳2,000.02 of credit free; then two refunds (each reopening a
    // debt) and two new orders (each taking the same amount) go at once, and again: only what fits the limit stands.
    const paid = [await orderOnAccount(owner, tool.id, 1), await orderOnAccount(owner, tool.id, 1)];
    for (const order of paid) expect((await record(order.id, 'payment', 1_000.01, `Paid ${order.id}`)).status).toBe(201);
    expect(await expectLedgerTrue()).toBe(0);
    const racing = () => [
      ...paid.map((order) => record(order.id, 'refund', 1_000.01, `Bounced ${order.id}`)),
      ...[1, 2].map(() => checkout(owner, [{ toolId: tool.id, quantity: 1 }], { paymentMethod: 'account' })),
    ];
    const answers = [...(await Promise.all(racing())), ...(await Promise.all(racing()))];
    for (const answer of answers) expect([200, 201, 409, 503]).toContain(answer.status);
    // Whatever won, at most the limit is owed, and the ledger says exactly what the orders owe.
    expect(await expectLedgerTrue()).toBeLessThanOrEqual(200_002);
  });
});
