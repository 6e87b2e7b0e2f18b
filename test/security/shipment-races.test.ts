import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../functions/src/firebase';
import { sweepTracking } from '../../functions/src/shipments/tracking';
import { consignmentsAtCourier, failNextBooking, setConsignmentStatus } from '../../functions/src/test-support/courier-sandbox';
import { createUser, getTool, resetEmulators, seedTool, warmUpWorkers, type TestUser } from '../../functions/src/test-support/emulators';
import { orderDoc } from '../../functions/src/test-support/payments';
import { bookAgain, leaseLapsed, placedOrder, ship, shipmentDoc, updateShipment } from '../../functions/src/test-support/shipments';
import { writeFigures } from './support';

// The shipments' integrity under races: units shipped never exceed units ordered, a shipment is booked with the
// courier at most once, a courier's cash collection is recorded at most once per consignment, and units that came
// back go into stock once, however many of each run at once.

const figures: Record<string, unknown> = {};
const countStatuses = (statuses: number[]) => statuses.reduce<Record<number, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

let admin: TestUser;
let buyer: TestUser;
beforeAll(async () => {
  await resetEmulators();
  [admin, buyer] = await Promise.all([createUser({ admin: true, email: 'shipment-races-admin@example.com' }), createUser({ displayName: 'Karim Traders' })]);
  await warmUpWorkers(admin.token);
});
afterAll(() => writeFigures('shipment-races', figures));

describe('20 shipments of one order created at once', () => {
  it('never ship more units than ordered: 5 units, 5 shipments of 1, numbered 1 to 5, the rest refused over-shipped', async () => {
    const tool = await seedTool({ minimum: 1, available: 100 });
    const id = await placedOrder(buyer, [{ tool, quantity: 5 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => ship(admin, id, { lines: [{ lineIndex: 0, quantity: 1 }], carrier: 'pickup' })));
    figures.twentyCreations = countStatuses(answers.map((a) => a.status));
    expect(countStatuses(answers.map((a) => a.status))).toEqual({ 201: 5, 409: 15 });
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error.code === 'over-shipped')).toBe(true);
    expect(answers.filter((a) => a.status === 201).map((a) => a.body.number).sort()).toEqual([1, 2, 3, 4, 5]);
    const order = await orderDoc(id);
    expect(order.shipping).toMatchObject({ shipments: 5, shipped: [5] });
    expect(order.status).toBe('shipped');
    expect((await collections.shipments.where('orderId', '==', id).get()).size).toBe(5);
  });
});

describe('10 racing "Book again" of one booking-failed shipment', () => {
  it('book it once: one answers the booked shipment, the others 409, and the courier holds one consignment', async () => {
    const tool = await seedTool({ minimum: 1, available: 100 });
    const id = await placedOrder(buyer, [{ tool, quantity: 1 }]);
    await failNextBooking({ fail: 'refuse', message: 'Try later' });
    expect((await ship(admin, id, { lines: [{ lineIndex: 0, quantity: 1 }], carrier: 'steadfast' })).body.status).toBe('booking-failed');
    const answers = await Promise.all(Array.from({ length: 10 }, () => bookAgain(admin, id, 1)));
    figures.tenBookAgain = countStatuses(answers.map((a) => a.status));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.error.code === 'invalid-transition')).toBe(true);
    expect(await consignmentsAtCourier(`${id}-1`)).toHaveLength(1);
    expect((await shipmentDoc(id, 1)).status).toBe('in-transit');
  });

  it('book once even after a lease lapsed: the courier refuses its invoice twice, and the store follows the one it holds', async () => {
    const tool = await seedTool({ minimum: 1, available: 100 });
    const id = await placedOrder(buyer, [{ tool, quantity: 1 }]);
    await failNextBooking({ fail: 'timeout', booked: true });
    expect((await ship(admin, id, { lines: [{ lineIndex: 0, quantity: 1 }], carrier: 'steadfast' })).body.status).toBe('booking-failed');
    await leaseLapsed(id, 1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => bookAgain(admin, id, 1)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(await consignmentsAtCourier(`${id}-1`)).toHaveLength(1);
  }, 60_000);
});

describe('a delivered cash-on-delivery consignment read 10 times at once', () => {
  it('records one courier payment, referencing the consignment', async () => {
    const tool = await seedTool({ minimum: 1, available: 100 });
    const id = await placedOrder(buyer, [{ tool, quantity: 2 }]);
    const { body: shipment } = await ship(admin, id, { lines: [{ lineIndex: 0, quantity: 2 }], carrier: 'steadfast' });
    expect(shipment.codAmount).toBe(200);
    await setConsignmentStatus(shipment.consignmentId, 'delivered');
    const sweeps = await Promise.all(Array.from({ length: 10 }, () => sweepTracking()));
    figures.tenSweeps = { changed: sweeps.reduce((sum, sweep) => sum + sweep.changed, 0) };
    const order = await orderDoc(id);
    expect(order.payment!.records).toHaveLength(1);
    expect(order.payment!.records[0]).toMatchObject({ method: 'courier', reference: shipment.consignmentId, amount: 200 });
    expect(order.payment!.amountPaid).toBe(200);
    expect(order.status).toBe('delivered');
  });
});

describe('a returning shipment received back by 10 calls at once', () => {
  it('puts its units back in stock once', async () => {
    const tool = await seedTool({ minimum: 1, available: 100 });
    const id = await placedOrder(buyer, [{ tool, quantity: 4 }]);
    const { body: shipment } = await ship(admin, id, { lines: [{ lineIndex: 0, quantity: 4 }], carrier: 'steadfast' });
    await setConsignmentStatus(shipment.consignmentId, 'cancelled');
    await sweepTracking();
    expect((await shipmentDoc(id, 1)).status).toBe('returning');
    const answers = await Promise.all(Array.from({ length: 10 }, () => updateShipment(admin, id, 1, { status: 'received-back', units: [{ lineIndex: 0, quantity: 4 }] })));
    expect(countStatuses(answers.map((a) => a.status))).toEqual({ 200: 1, 409: 9 });
    expect((await getTool(tool.id))!.available).toBe(104);
    expect((await orderDoc(id)).shipping).toMatchObject({ shipped: [0], restocked: [4] });
  });
});
