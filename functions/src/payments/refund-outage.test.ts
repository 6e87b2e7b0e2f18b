import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetWithPeople, api, seedTool, type SeededTool, type TestUser } from '../test-support/emulators';
import { sandbox, sessionKeyOf } from '../test-support/payment-sandbox';
import { atGateway, expireNow, gatewaySession, onlineOrder, orderDoc } from '../test-support/payments';
import { settlePaymentDeadlines } from './payment-deadlines';

// Money the store holds beyond what an order is owed goes back, each surplus payment against its own transaction at
// the gateway, exactly once, even when the gateway's refund API was down while the payments came in.

let buyer: TestUser;
/** ৳600 a unit: an order of 2 is ৳1,200. */
let tool: SeededTool;

beforeEach(async () => {
  ({ buyer } = await resetWithPeople());
  tool = await seedTool({ name: 'Rotary Hammer SDS', price: 600, minimum: 1, available: 100 });
});

const outage = (refundsForMs: number) => sandbox('POST', '/control/outage', { refundsForMs });
afterEach(async () => {
  await outage(0);
});

/** "Pay now" `times` more: the keys of the new payment pages at the gateway. */
async function morePaymentPages(orderId: string, times: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = 0; i < times; i++) {
    const res = await api('POST', `/orders/${orderId}/payment`, { token: buyer.token });
    expect(res.status).toBe(200);
    keys.push(sessionKeyOf(res.body.redirectUrl));
  }
  return keys;
}

/** The refunds each session made at the gateway, in poisha-free taka strings, in the order of `keys`. */
const refundsAt = async (keys: string[]) => Promise.all(keys.map(async (key) => (await gatewaySession(key)).refunds.map((refund) => refund.amount)));

/** Runs the sweep until it acts on nothing: what the schedule does over its next rounds. */
async function sweepUntilIdle() {
  for (let round = 0; round < 10 && (await settlePaymentDeadlines()) > 0; round++);
}

describe('surplus online payments during a refund outage', () => {
  it('an order paid through four sessions keeps exactly its total: one refund per surplus payment, once the gateway is back', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    const keys = [key, ...(await morePaymentPages(order.id, 3))];
    await outage(20_000);
    for (const each of keys) await atGateway(each, 'pay');
    // While the refund API is down, nothing is refunded and nothing is recorded as refunded, however often the sweep runs.
    await sweepUntilIdle();
    await sweepUntilIdle();
    let doc = await orderDoc(order.id);
    expect(doc.payment).toMatchObject({ amountPaid: 4800, status: 'paid' });
    expect(doc.deadline?.action).toBe('refund');

    await outage(0);
    await sweepUntilIdle();
    doc = await orderDoc(order.id);
    expect(doc.status).toBe('pending');
    expect(doc.payment).toMatchObject({ amountDue: 1200, amountPaid: 1200, status: 'paid' });
    expect(doc.payment!.records.filter((record) => record.kind === 'refund').map((record) => record.amount)).toEqual([1200, 1200, 1200]);
    expect(doc.deadline).toBeUndefined();
    // Each surplus payment refunded in full against its own transaction; the one the order keeps, not at all.
    const refunds = await refundsAt(keys);
    expect(refunds.filter((made) => made.length === 0)).toHaveLength(1);
    expect(refunds.filter((made) => made.length === 1 && made[0] === '1200.00')).toHaveLength(3);

    // Later sweeps and repeated notices send nothing more.
    await sweepUntilIdle();
    expect(await refundsAt(keys)).toEqual(refunds);
  });

  it('an expired order paid twice keeps nothing: both payments refunded, each once', async () => {
    const { order, key } = await onlineOrder(buyer, tool.id);
    const [second] = await morePaymentPages(order.id, 1);
    await expireNow(order.id);
    await settlePaymentDeadlines();
    expect((await orderDoc(order.id)).status).toBe('expired');
    await outage(20_000);
    await atGateway(key, 'pay');
    await atGateway(second!, 'pay');
    await sweepUntilIdle();
    expect((await orderDoc(order.id)).payment).toMatchObject({ amountPaid: 2400, status: 'refund-due' });

    await outage(0);
    await sweepUntilIdle();
    const doc = await orderDoc(order.id);
    expect(doc.payment).toMatchObject({ amountPaid: 0, status: 'refunded' });
    expect(await refundsAt([key, second!])).toEqual([['1200.00'], ['1200.00']]);
    expect(doc.deadline).toBeUndefined();
  });
});
