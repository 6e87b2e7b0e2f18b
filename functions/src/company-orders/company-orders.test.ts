import { beforeEach, describe, expect, it } from 'vitest';
import { orderOnAccount, shipOrder } from '../test-support/company-orders';
import { addMember, approvedCompany } from '../test-support/companies';
import { api, createUser, resetWithPeople, seedTool, type SeededTool, type TestUser } from '../test-support/emulators';

// GET /api/companies/:id/orders: the company's orders, newest first, every one for its owner and approvers (and
// administrators), a buyer's own for a buyer; by status; a page at a time.

let admin: TestUser;
let owner: TestUser;
let approver: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let tool: SeededTool;
let companyId: string;
/** The company's orders, oldest first: the buyer's (shipped), the other buyer's, the buyer's awaiting approval, the owner's. */
let placed: string[];

beforeEach(async () => {
  ({ admin, buyer, other: otherBuyer } = await resetWithPeople());
  [owner, approver] = await Promise.all([createUser(), createUser()]);
  tool = await seedTool({ name: 'Impact Driver 18V', price: 100, minimum: 1, available: 100 });
  const company = await approvedCompany({ owner, admin });
  companyId = company.id;
  await Promise.all([addMember(company, approver, 'approver'), addMember(company, buyer, 'buyer', 1000), addMember(company, otherBuyer, 'buyer')]);
  const order = async (user: TestUser, quantity: number) => (await orderOnAccount(user, tool.id, quantity)).id;
  placed = [await order(buyer, 4), await order(otherBuyer, 6), await order(buyer, 25), await order(owner, 8)];
  await shipOrder(admin, placed[0]!);
  // Another company's order.
  const elsewhere = await createUser();
  await approvedCompany({ owner: elsewhere, admin });
  await orderOnAccount(elsewhere, tool.id, 9);
});

const companyOrders = (user: TestUser | null, query = '', id = companyId) => api('GET', `/companies/${id}/orders${query}`, { token: user?.token });
const idsOf = (body: { orders: { id: string }[] }) => body.orders.map((order) => order.id);
const newestFirst = (ids: string[]) => [...ids].reverse();

describe('GET /api/companies/:id/orders', () => {
  it('gives the owner, an approver and an administrator every order of the company, newest first', async () => {
    for (const user of [owner, approver, admin]) {
      const res = await companyOrders(user);
      expect(res.status).toBe(200);
      expect(idsOf(res.body)).toEqual(newestFirst(placed));
      expect(res.body.nextCursor).toBeNull();
    }
  });

  it('gives a buyer only their own orders', async () => {
    const res = await companyOrders(buyer);
    expect(res.status).toBe(200);
    expect(idsOf(res.body)).toEqual([placed[2], placed[0]]);
    expect(idsOf((await companyOrders(otherBuyer)).body)).toEqual([placed[1]]);
  });

  it('filters by status, for the owner and for a buyer', async () => {
    expect(idsOf((await companyOrders(owner, '?status=pending')).body)).toEqual([placed[3], placed[1]]);
    expect(idsOf((await companyOrders(buyer, '?status=awaiting-approval')).body)).toEqual([placed[2]]);
    expect(idsOf((await companyOrders(buyer, '?status=pending')).body)).toEqual([]);
  });

  it('pages with the cursor, each order once', async () => {
    const first = await companyOrders(owner, '?limit=3');
    expect(idsOf(first.body)).toEqual(newestFirst(placed).slice(0, 3));
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await companyOrders(owner, `?limit=3&cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(idsOf(second.body)).toEqual(newestFirst(placed).slice(3));
    expect(second.body.nextCursor).toBeNull();
  });

  it('is 403 for a member of another company and for someone of none, 401 for a visitor, 404 for no company', async () => {
    const otherOwner = await createUser();
    await approvedCompany({ owner: otherOwner, admin });
    for (const user of [otherOwner, await createUser()]) {
      const res = await companyOrders(user);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('permission-denied');
    }
    expect((await companyOrders(null)).status).toBe(401);
    expect((await companyOrders(owner, '', 'no-such-company')).body.error.code).toBe('not-found');
  });

  it('refuses a bad filter or page size (400 naming it)', async () => {
    for (const [query, field] of [
      ['?status=lost', 'status'],
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?cursor=not-a-cursor', 'cursor'],
    ]) {
      const res = await companyOrders(owner, query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.details, query).toEqual([expect.objectContaining({ field })]);
    }
  });
});
