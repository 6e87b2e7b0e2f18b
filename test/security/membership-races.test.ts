import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../functions/src/firebase';
import { addMember, approvedCompany } from '../../functions/src/test-support/companies';
import { api, createUser, resetEmulators, seedTool, warmUpWorkers, type ApiResponse, type TestUser } from '../../functions/src/test-support/emulators';
import { checkout } from '../../functions/src/test-support/payments';
import { writeFigures } from './support';

// A member's part in their company changing while their account orders are in flight: the owner removes a buyer,
// or gives them an order limit. Once the owner's change is answered, no order may still be committed under the
// membership as it was before: none on the account for a removed member, none placed without approval above the
// new limit. Each round fires a buyer's orders every 25 ms and the owner's change among them, then finds the
// orders whose commit (the document's create time) came after the change was answered.

const figures: Record<string, unknown> = {};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ROUNDS = 8;
const ORDERS = 8;

let admin: TestUser;
beforeAll(async () => {
  await resetEmulators();
  admin = await createUser({ admin: true, email: 'membership-races-admin@example.com' });
  await warmUpWorkers(admin.token);
}, 240_000);
afterAll(() => writeFigures('membership-races', figures));

/**
 * Rounds of a new buyer's orders (৳100 each, no limit to begin with) racing the owner's `change` of their
 * membership: the orders of each round committed, pending, after the change was answered.
 */
async function race(change: (owner: TestUser, companyId: string, buyer: TestUser) => Promise<ApiResponse>, expected: number) {
  const tool = await seedTool({ price: 100, minimum: 1, available: 10_000 });
  const late: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const [owner, buyer] = await Promise.all([createUser(), createUser()]);
    const company = await approvedCompany({ owner, admin });
    await addMember(company, buyer, 'buyer');
    let answeredAt = 0;
    const changed = sleep(60 + round * 15).then(async () => {
      const res = await change(owner, company.id, buyer);
      answeredAt = Date.now();
      return res;
    });
    const orders = Array.from({ length: ORDERS }, (_, n) => sleep(n * 25).then(() => checkout(buyer, [{ toolId: tool.id, quantity: 1 }], { paymentMethod: 'account' })));
    const [res] = await Promise.all([changed, Promise.all(orders)]);
    expect(res.status).toBe(expected);
    const stored = await collections.orders.where('company.id', '==', company.id).where('status', '==', 'pending').get();
    late.push(...stored.docs.filter((doc) => doc.createTime.toMillis() > answeredAt).map((doc) => doc.id));
  }
  return late;
}

describe("a buyer's account orders racing the owner's change of their membership", () => {
  it('none is committed on the account after the owner removed the buyer', async () => {
    const late = await race((owner, id, buyer) => api('DELETE', `/companies/${id}/members/${buyer.uid}`, { token: owner.token }), 204);
    figures.removal = { rounds: ROUNDS, ordersPerRound: ORDERS, committedAfterTheRemoval: late.length };
    expect(late).toEqual([]);
  });

  it('none is committed without approval above the order limit the owner just set', async () => {
    const late = await race((owner, id, buyer) => api('PATCH', `/companies/${id}/members/${buyer.uid}`, { token: owner.token, body: { orderLimit: 1 } }), 200);
    figures.orderLimit = { rounds: ROUNDS, ordersPerRound: ORDERS, pendingAboveTheNewLimitAfterIt: late.length };
    expect(late).toEqual([]);
  });
});
