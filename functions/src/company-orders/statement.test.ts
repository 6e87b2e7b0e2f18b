import { parse } from 'csv-parse/sync';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeOverdue, moveOrder, orderOnAccount, payOrder, shipOrder } from '../test-support/company-orders';
import { addMember, approvedCompany } from '../test-support/companies';
import { api, createUser, resetWithPeople, seedTool, type SeededTool, type TestUser } from '../test-support/emulators';
import { checkout } from '../test-support/payments';
import { dhakaDay } from '@store/contract/dhaka-time';
import type { Statement } from '@store/contract/company';
import { STATEMENT_CSV_COLUMNS, statementFileName } from './statement';

// GET /api/companies/:id/statement: the account's figures and every account order that counts on it, oldest
// first, overdue ones marked; as CSV with ?format=csv. The owner and approvers read it, and administrators.

let admin: TestUser;
let owner: TestUser;
let approver: TestUser;
let buyer: TestUser;
/** ৳100.10 a unit. */
let tool: SeededTool;
let companyId: string;
/** The orders on the statement, oldest first. */
let onStatement: { overdue: string; paid: string; notYetDue: string; notShipped: string };

const FORMULA_PO = '=HYPERLINK("http://evil.example")';

beforeEach(async () => {
  ({ admin, buyer } = await resetWithPeople());
  [owner, approver] = await Promise.all([createUser(), createUser()]);
  tool = await seedTool({ name: 'Rotary Hammer 26', price: 100.1, minimum: 1, available: 1000 });
  const company = await approvedCompany({ owner, admin, creditLimit: 500_000 });
  companyId = company.id;
  await Promise.all([addMember(company, approver, 'approver'), addMember(company, buyer, 'buyer', 5000)]);
  const order = async (user: TestUser, quantity: number, extra: Record<string, unknown> = {}) => (await orderOnAccount(user, tool.id, quantity, extra)).id;
  onStatement = {
    overdue: await order(buyer, 10, { poNumber: 'PO-1001' }),
    paid: await order(buyer, 2),
    notYetDue: await order(owner, 5),
    notShipped: await order(buyer, 3, { poNumber: FORMULA_PO }),
  };
  await payOrder(admin, onStatement.overdue, 200);
  await shipOrder(admin, onStatement.overdue);
  await shipOrder(admin, onStatement.paid);
  await payOrder(admin, onStatement.paid, 200.2);
  await moveOrder(admin, onStatement.paid, 'delivered');
  await shipOrder(admin, onStatement.notYetDue);
  // Not on it: awaiting approval (above the buyer's limit: no credit taken), cancelled, a buyer's cash order,
  // another company's order.
  expect((await orderOnAccount(buyer, tool.id, 60)).status).toBe('awaiting-approval');
  await moveOrder(admin, await order(buyer, 1), 'cancelled');
  expect((await checkout(buyer, [{ toolId: tool.id, quantity: 1 }], { paymentMethod: 'cod' })).status).toBe(201);
  const elsewhere = await createUser();
  await approvedCompany({ owner: elsewhere, admin });
  await orderOnAccount(elsewhere, tool.id, 9);
  // Shipped a month and more ago: one is overdue; the other, paid, is not.
  await Promise.all([makeOverdue(onStatement.overdue, 2), makeOverdue(onStatement.paid, 5)]);
});

const statement = (user: TestUser | null, id = companyId, query = '') => api('GET', `/companies/${id}/statement${query}`, { token: user?.token });

describe('GET /api/companies/:id/statement', () => {
  it("gives the account's figures and each account order oldest first, with amount, paid, balance and due date, overdue ones marked", async () => {
    const res = await statement(owner);
    expect(res.status).toBe(200);
    expect(res.body.company).toMatchObject({ id: companyId, creditLimit: 500_000, outstanding: 1601.8, available: 498_398.2, hold: true, holdReason: 'overdue' });
    expect(Date.parse(res.body.generatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(res.body.lines.map((line: { orderId: string }) => line.orderId)).toEqual([onStatement.overdue, onStatement.paid, onStatement.notYetDue, onStatement.notShipped]);
    const [overdue, paid, notYetDue, notShipped] = res.body.lines;
    expect(overdue).toMatchObject({ buyerEmail: buyer.email, poNumber: 'PO-1001', status: 'shipped', amount: 1001, paid: 200, balance: 801, overdue: true });
    expect(Date.parse(overdue.dueAt)).toBeLessThan(Date.now());
    expect(paid).toMatchObject({ status: 'delivered', amount: 200.2, paid: 200.2, balance: 0, overdue: false });
    expect(Date.parse(paid.dueAt)).toBeLessThan(Date.now());
    expect(notYetDue).toMatchObject({ buyerEmail: owner.email, status: 'shipped', amount: 500.5, paid: 0, balance: 500.5, overdue: false });
    expect(Date.parse(notYetDue.dueAt)).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect(notShipped).toMatchObject({ status: 'pending', amount: 300.3, balance: 300.3, dueAt: null, overdue: false });
    expect(notYetDue.poNumber).toBeUndefined();
  });

  it('names the download after the day it was generated in Dhaka: at 19:00 UTC it is already the next day there', () => {
    const generated = (generatedAt: string) => statementFileName({ company: { id: 'acme' }, generatedAt } as Statement);
    expect(generated('2026-11-24T19:00:00.000Z')).toBe('statement-acme-2026-11-25.csv');
    expect(generated('2026-11-24T17:59:59.999Z')).toBe('statement-acme-2026-11-24.csv');
  });

  it('answers CSV with ?format=csv: a download named after the company and the day, one row per line, formulas neutralised', async () => {
    const res = await statement(approver, companyId, '?format=csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const today = dhakaDay();
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="statement-${companyId}-${today}.csv"`);
    const rows: string[][] = parse(res.body as string);
    expect(rows[0]).toEqual([...STATEMENT_CSV_COLUMNS]);
    expect(rows.slice(1).map((row) => [row[0], row[5], row[6], row[7], row[9]])).toEqual([
      [onStatement.overdue, '1001', '200', '801', 'yes'],
      [onStatement.paid, '200.2', '200.2', '0', 'no'],
      [onStatement.notYetDue, '500.5', '0', '500.5', 'no'],
      [onStatement.notShipped, '300.3', '0', '300.3', 'no'],
    ]);
    // The PO number a buyer typed reads as the text it is, never as a spreadsheet formula.
    expect(rows[4]![3]).toBe(`'${FORMULA_PO}`);
    expect(rows[4]![8]).toBe('');
  });

  it('is for the owner, approvers and administrators: 403 for a buyer of the company and for another company, 404 for no company', async () => {
    expect((await statement(approver)).status).toBe(200);
    const asAdmin = await statement(admin);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.lines).toHaveLength(4);

    const asBuyer = await statement(buyer);
    expect(asBuyer.status).toBe(403);
    expect(asBuyer.body.error.code).toBe('permission-denied');
    expect((await statement(buyer, companyId, '?format=csv')).status).toBe(403);

    const otherOwner = await createUser();
    await approvedCompany({ owner: otherOwner, admin });
    expect((await statement(otherOwner)).body.error.code).toBe('permission-denied');
    expect((await statement(await createUser())).status).toBe(403);
    expect((await statement(null)).status).toBe(401);

    const missing = await statement(owner, 'no-such-company');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not-found');
  });

  it('refuses a format it does not know (400)', async () => {
    const res = await statement(owner, companyId, '?format=xlsx');
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([expect.objectContaining({ field: 'format' })]);
  });
});
