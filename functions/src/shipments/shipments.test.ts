import { beforeEach, describe, expect, it } from 'vitest';
import { collections } from '../firebase';
import { api, createUser, resetWithPeople, seedTool, type SeededTool, type TestUser } from '../test-support/emulators';
import { consignmentsAtCourier, failNextBooking, setConsignmentStatus } from '../test-support/courier-sandbox';
import { mailIdsOf, orderDoc, stockOf } from '../test-support/payments';
import { bookAgain, listShipments, placedOrder, ship, shipmentDoc, updateShipment } from '../test-support/shipments';
import { sweepTracking } from './tracking';

// Shipments through the API on the emulators, the courier being the courier sandbox: units shipped never beyond
// the order's, the order's status with them, a courier shipment booked at once (or left booking-failed and booked
// again), its tracking applied by the sweep (run here, in this process) with the cash it collected recorded once,
// and a shipment that came back received into stock.

let admin: TestUser;
let buyer: TestUser;
let other: TestUser;
let drill: SeededTool;
let saw: SeededTool;

beforeEach(async () => {
  ({ admin, buyer, other } = await resetWithPeople({ displayName: 'Rahim Uddin' }));
  [drill, saw] = await Promise.all([
    seedTool({ name: 'Cordless Drill', price: 100, minimum: 1, available: 50 }),
    seedTool({ name: 'Circular Saw', price: 100, minimum: 1, available: 50 }),
  ]);
});

const van = (lines: { lineIndex: number; quantity: number; serials?: string[] }[]) => ({ lines, carrier: 'own-van', vehicle: 'DM-TA 11-2345' });
const courierShipment = (lines: { lineIndex: number; quantity: number }[]) => ({ lines, carrier: 'steadfast' });

describe('own van and pickup shipments', () => {
  it('ship part, then the rest, never more; the order is partly shipped, shipped, then delivered when each is', async () => {
    const id = await placedOrder(buyer, [
      { tool: drill, quantity: 3 },
      { tool: saw, quantity: 2 },
    ]);
    const first = await ship(admin, id, van([{ lineIndex: 0, quantity: 2 }]));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ orderId: id, number: 1, carrier: 'own-van', vehicle: 'DM-TA 11-2345', status: 'in-transit', codAmount: 0 });
    expect(first.body.lines).toEqual([{ lineIndex: 0, toolId: drill.id, toolname: 'Cordless Drill', quantity: 2 }]);
    expect((await orderDoc(id)).status).toBe('partially-shipped');

    const over = await ship(admin, id, van([{ lineIndex: 0, quantity: 2 }, { lineIndex: 1, quantity: 2 }]));
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('over-shipped');
    expect(over.body.error.details).toEqual([expect.objectContaining({ field: 'lines.0.quantity' })]);
    expect((await ship(admin, id, van([{ lineIndex: 2, quantity: 1 }]))).status).toBe(400);

    const rest = await ship(admin, id, { lines: [{ lineIndex: 0, quantity: 1 }, { lineIndex: 1, quantity: 2 }], carrier: 'pickup' });
    expect(rest.status).toBe(201);
    expect(rest.body.number).toBe(2);
    // The last shipment of a cash order carries what is still due on it.
    expect(rest.body.codAmount).toBe(500);
    expect((await orderDoc(id)).status).toBe('shipped');
    expect((await ship(admin, id, { lines: [{ lineIndex: 0, quantity: 1 }], carrier: 'pickup' })).body.error.code).toBe('over-shipped');

    expect((await updateShipment(admin, id, 1, { status: 'delivered', receivedBy: 'Rahim at the gate' })).status).toBe(200);
    expect((await orderDoc(id)).status).toBe('shipped');
    const delivered = await updateShipment(admin, id, 2, { status: 'delivered', receivedBy: 'Rahim Uddin' });
    expect(delivered.body).toMatchObject({ status: 'delivered', receivedBy: 'Rahim Uddin' });
    const order = await orderDoc(id);
    expect(order.status).toBe('delivered');
    expect(order.history.map((entry) => entry.status)).toEqual(['pending', 'partially-shipped', 'shipped', 'delivered']);
    // Delivered once: not again.
    expect((await updateShipment(admin, id, 2, { status: 'delivered', receivedBy: 'Rahim Uddin' })).body.error.code).toBe('invalid-transition');
    // The buyer sees both, in order, with their history.
    const list = await listShipments(buyer, id);
    expect(list.status).toBe(200);
    expect(list.body.shipments.map((s: { number: number; status: string }) => [s.number, s.status])).toEqual([
      [1, 'delivered'],
      [2, 'delivered'],
    ]);
  });

  it('ships only orders that may leave: not one awaiting payment, cancelled or delivered', async () => {
    for (const status of ['awaiting-payment', 'cancelled', 'expired', 'awaiting-approval'] as const) {
      const id = await placedOrder(buyer, [{ tool: drill, quantity: 1 }], { status });
      const res = await ship(admin, id, van([{ lineIndex: 0, quantity: 1 }]));
      expect(res.status, status).toBe(409);
      expect(res.body.error.code).toBe('invalid-transition');
    }
    expect((await ship(admin, 'no-such-order', van([{ lineIndex: 0, quantity: 1 }]))).status).toBe(404);
  });

  it('takes each serial once in the store', async () => {
    const id = await placedOrder(buyer, [{ tool: drill, quantity: 3 }]);
    const twice = await ship(admin, id, van([{ lineIndex: 0, quantity: 2, serials: ['CD-0001', 'cd-0001'] }]));
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('serial-taken');
    expect((await ship(admin, id, van([{ lineIndex: 0, quantity: 2, serials: ['CD-0001', 'CD-0002'] }]))).status).toBe(201);
    const again = await ship(admin, id, van([{ lineIndex: 0, quantity: 1, serials: ['cd-0002'] }]));
    expect(again.body.error).toMatchObject({ code: 'serial-taken', details: [expect.objectContaining({ field: 'lines.0.serials.0' })] });
    expect((await collections.serials.doc('CD-0001').get()).data()).toMatchObject({ orderId: id, shipment: 1, toolId: drill.id });
  });

  it('lets the order owner, its account managers and administrators list shipments, nobody else', async () => {
    const id = await placedOrder(buyer, [{ tool: drill, quantity: 1 }]);
    await ship(admin, id, van([{ lineIndex: 0, quantity: 1 }]));
    expect((await listShipments(admin, id)).body.shipments).toHaveLength(1);
    expect((await listShipments(other, id)).status).toBe(403);
    expect((await listShipments(other, 'no-such-order')).status).toBe(404);
    expect((await updateShipment(buyer, id, 1, { status: 'delivered', receivedBy: 'me' })).status).toBe(403);
    const stranger = await createUser();
    expect((await ship(stranger, id, van([{ lineIndex: 0, quantity: 1 }]))).status).toBe(403);
  });
});

describe('courier shipments', () => {
  it('are booked at once: invoice, recipient, 11-digit phone, address with the district, the cash to collect', async () => {
    const id = await placedOrder(buyer, [{ tool: drill, quantity: 2 }]);
    const res = await ship(admin, id, courierShipment([{ lineIndex: 0, quantity: 2 }]));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ number: 1, status: 'in-transit', codAmount: 200, consignmentId: expect.any(String), trackingCode: expect.any(String) });
    expect(res.body.bookingError).toBeUndefined();
    const [booked] = await consignmentsAtCourier(`${id}-1`);
    expect(booked).toMatchObject({
      recipient_name: 'Rahim Uddin',
      recipient_phone: '01712345678',
      recipient_address: 'House 4, Road 7, Mirpur 10, Dhaka',
      cod_amount: 200,
      item_description: '2 x Cordless Drill',
      delivery_type: 0,
    });
    expect(String(booked!.consignment_id)).toBe(res.body.consignmentId);
    expect(res.body.trackingUrl).toContain(res.body.trackingCode);
    expect((await fetch(res.body.trackingUrl)).status).toBe(200);
    expect(await mailIdsOf(id)).toContain(`shipment-${id}-1-booked`);
  });

  it('refused by the courier, stays booking-failed (still created); Book again books it once', async () => {
    const id = await placedOrder(buyer, [{ tool: drill, quantity: 1 }]);
    await failNextBooking({ fail: 'refuse', message: 'Merchant is on hold' });
    const res = await ship(admin, id, courierShipment([{ lineIndex: 0, quantity: 1 }]));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'booking-failed', bookingError: expect.stringContaining('Merchant is on hold') });
    expect((await orderDoc(id)).status).toBe('shipped');

    await failNextBooking({ fail: 'refuse', message: 'Still on hold' });
    const refused = await bookAgain(admin, id, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('courier-unavailable');

    const booked = await bookAgain(admin, id, 1);
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({ status: 'in-transit', consignmentId: expect.any(String) });
    expect(booked.body.bookingError).toBeUndefined();
    expect((await bookAgain(admin, id, 1)).body.error.code).toBe('invalid-transition');
    expect(await consignmentsAtCourier(`${id}-1`)).toHaveLength(1);
  });

  it('unanswered within 10 seconds, stays booking-failed; Book again finds what the courier booked, never books twice', async () => {
    const id = await placedOrder(buyer, [{ tool: drill, quantity: 1 }]);
    await failNextBooking({ fail: 'timeout', booked: true });
    const res = await ship(admin, id, courierShipment([{ lineIndex: 0, quantity: 1 }]));
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('booking-failed');
    expect(res.body.bookingError).toMatch(/10 seconds/);
    const again = await bookAgain(admin, id, 1);
    expect(again.status).toBe(200);
    expect(again.body.status).toBe('in-transit');
    expect(await consignmentsAtCourier(`${id}-1`)).toHaveLength(1);
  }, 60_000);

  it('with a phone that is not an 11-digit mobile number, fail with that reason', async () => {
    const id = await placedOrder(buyer, [{ tool: drill, quantity: 1 }], { phone: '+44 20 7946 0958' });
    const res = await ship(admin, id, courierShipment([{ lineIndex: 0, quantity: 1 }]));
    expect(res.body).toMatchObject({ status: 'booking-failed', bookingError: expect.stringMatching(/11-digit/) });
    expect(await consignmentsAtCourier(`${id}-1`)).toHaveLength(0);
  });

  it('are delivered by their tracking, which records the cash collected once however often it is read', async () => {
    const id = await placedOrder(buyer, [{ tool: drill, quantity: 2 }]);
    const { body: shipment } = await ship(admin, id, courierShipment([{ lineIndex: 0, quantity: 2 }]));
    expect((await updateShipment(admin, id, 1, { status: 'delivered', receivedBy: 'x' })).body.error.code).toBe('invalid-transition');
    await setConsignmentStatus(shipment.consignmentId, 'hold');
    await sweepTracking();
    expect((await shipmentDoc(id, 1)).status).toBe('on-hold');
    await setConsignmentStatus(shipment.consignmentId, 'delivered');
    await Promise.all(Array.from({ length: 10 }, () => sweepTracking()));
    const order = await orderDoc(id);
    expect(order.status).toBe('delivered');
    expect(order.payment!.records).toEqual([expect.objectContaining({ kind: 'payment', method: 'courier', amount: 200, reference: shipment.consignmentId, by: 'courier' })]);
    expect(order.payment!.status).toBe('paid');
    const done = await shipmentDoc(id, 1);
    expect(done.history.map((entry) => [entry.status, entry.note])).toEqual([
      ['in-transit', 'booked'],
      ['on-hold', 'hold'],
      ['delivered', 'delivered'],
    ]);
    expect(done.tracked).toBe(false);
    expect(await mailIdsOf(id)).toEqual(expect.arrayContaining([`shipment-${id}-1-booked`, `shipment-${id}-1-delivered`, `payment-${id}-received-1`]));
  });

  it('partly delivered records nothing; returning, then received back: units to stock once, the order can ship again', async () => {
    const id = await placedOrder(buyer, [{ tool: drill, quantity: 3 }]);
    expect(await stockOf(drill.id)).toBe(50);
    const { body: shipment } = await ship(admin, id, courierShipment([{ lineIndex: 0, quantity: 3 }]));
    await setConsignmentStatus(shipment.consignmentId, 'partial_delivered');
    await sweepTracking();
    expect((await orderDoc(id)).payment!.records).toEqual([]);
    await setConsignmentStatus(shipment.consignmentId, 'cancelled');
    await sweepTracking();
    expect((await shipmentDoc(id, 1)).status).toBe('returning');
    expect(await mailIdsOf(id)).toContain(`shipment-${id}-1-returning`);

    expect((await updateShipment(admin, id, 1, { status: 'received-back', units: [{ lineIndex: 0, quantity: 4 }] })).body.error.code).toBe('over-shipped');
    const back = await Promise.all([1, 2].map(() => updateShipment(admin, id, 1, { status: 'received-back', units: [{ lineIndex: 0, quantity: 3 }] })));
    expect(back.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(await stockOf(drill.id)).toBe(53);
    expect((await orderDoc(id)).status).toBe('confirmed');
    // Shipped again: the units come out of stock again.
    const again = await ship(admin, id, van([{ lineIndex: 0, quantity: 3 }]));
    expect(again.body).toMatchObject({ number: 2, codAmount: 300 });
    expect(await stockOf(drill.id)).toBe(50);
  });
});

const setStatus = (user: TestUser, orderId: string, status: string) => api('PATCH', `/orders/${orderId}`, { token: user.token, body: { status } });
const orderAnswer = async (user: TestUser, orderId: string) => (await api('GET', `/orders/${orderId}`, { token: user.token })).body;

describe('an order with shipments', () => {
  it('is shipped and delivered by them alone: a status change to shipped or delivered is refused, and changes nothing', async () => {
    const id = await placedOrder(buyer, [{ tool: drill, quantity: 3 }], { status: 'confirmed' });
    await ship(admin, id, van([{ lineIndex: 0, quantity: 1 }]));
    for (const status of ['shipped', 'delivered']) {
      const refused = await setStatus(admin, id, status);
      expect(refused.status, status).toBe(409);
      expect(refused.body.error.code).toBe('invalid-transition');
    }
    await ship(admin, id, { lines: [{ lineIndex: 0, quantity: 2 }], carrier: 'pickup' });
    expect((await orderDoc(id)).status).toBe('shipped');
    const early = await setStatus(admin, id, 'delivered');
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'invalid-transition', message: expect.stringMatching(/shipments/) });
    const order = await orderDoc(id);
    expect(order.status).toBe('shipped');
    expect(order.history.map((entry) => entry.status)).toEqual(['pending', 'partially-shipped', 'shipped']);
  });

  it('whose shipments all came back is confirmed again: shipped by hand is still refused, it ships by a shipment (or is cancelled)', async () => {
    const id = await placedOrder(buyer, [{ tool: drill, quantity: 2 }]);
    const { body: shipment } = await ship(admin, id, courierShipment([{ lineIndex: 0, quantity: 2 }]));
    await setConsignmentStatus(shipment.consignmentId, 'cancelled');
    await sweepTracking();
    expect((await updateShipment(admin, id, 1, { status: 'received-back', units: [{ lineIndex: 0, quantity: 2 }] })).status).toBe(200);
    expect((await orderDoc(id)).status).toBe('confirmed');
    expect((await setStatus(admin, id, 'shipped')).body.error.code).toBe('invalid-transition');
    expect((await orderDoc(id)).status).toBe('confirmed');
    expect((await setStatus(admin, id, 'cancelled')).status).toBe(200);
  });

  it('answers how far its shipments have gone, with the hand-overs still to mark delivered', async () => {
    const id = await placedOrder(buyer, [
      { tool: drill, quantity: 3 },
      { tool: saw, quantity: 2 },
    ]);
    expect((await orderAnswer(admin, id)).shipping).toBeUndefined();
    await ship(admin, id, van([{ lineIndex: 0, quantity: 2 }]));
    await ship(admin, id, courierShipment([{ lineIndex: 1, quantity: 1 }]));
    await ship(admin, id, { lines: [{ lineIndex: 1, quantity: 1 }], carrier: 'pickup' });
    expect((await orderAnswer(buyer, id)).shipping).toEqual({ shipments: 3, undelivered: 3, shipped: [2, 2], handOvers: [1, 3] });
    await updateShipment(admin, id, 3, { status: 'delivered', receivedBy: 'Rahim Uddin' });
    const answer = await orderAnswer(admin, id);
    expect(answer.status).toBe('partially-shipped');
    // What only the server keeps (the units restocked) stays out of the answer.
    expect(answer.shipping).toEqual({ shipments: 3, undelivered: 2, shipped: [2, 2], handOvers: [1] });
  });
});

describe('an order with no shipment, as the first releases move it', () => {
  it('is still shipped, then delivered, by a status change; it then has nothing left to ship', async () => {
    const id = await placedOrder(buyer, [{ tool: drill, quantity: 2 }], { status: 'confirmed' });
    const shipped = await setStatus(admin, id, 'shipped');
    expect(shipped.status).toBe(200);
    expect(shipped.body.status).toBe('shipped');
    expect(shipped.body.shipping).toBeUndefined();
    const over = await ship(admin, id, van([{ lineIndex: 0, quantity: 1 }]));
    expect(over.status).toBe(409);
    expect(over.body.error.code).toBe('over-shipped');
    expect((await setStatus(admin, id, 'delivered')).body.status).toBe('delivered');
  });
});
