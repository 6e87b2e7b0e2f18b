import { describe, expect, it } from 'vitest';
import { canShipOrder, shipmentsDecideStatus, unitsLeftOf, unitsLeftToShip } from './shipment';

const order = { status: 'confirmed', lines: [{ quantity: 5 }, { quantity: 2 }, { quantity: 1 }] };
const line = (lineIndex: number, quantity: number) => ({ lineIndex, toolId: `tool-${lineIndex}`, toolname: `Tool ${lineIndex}`, quantity });

describe('unitsLeftToShip', () => {
  it('is every ordered unit before the first shipment', () => {
    expect(unitsLeftToShip(order, [])).toEqual([5, 2, 1]);
  });

  it('takes off the units of every shipment, a refused booking included, and gives back what a return brought', () => {
    const shipments = [
      { lines: [line(0, 2), line(1, 2)] },
      // Came back with one of its three units: two are lost on the way, one may leave again.
      { lines: [line(0, 3)], receivedBack: [{ lineIndex: 0, quantity: 1 }] },
    ];
    expect(unitsLeftToShip(order, shipments)).toEqual([1, 0, 1]);
  });

  it('never says less than none, whatever the shipments hold', () => {
    expect(unitsLeftToShip(order, [{ lines: [line(2, 4), line(9, 1)] }])).toEqual([5, 2, 0]);
  });
});

describe('an order shipped by its status alone, before the store had shipments', () => {
  it('has nothing left to ship, and cannot be shipped again', () => {
    for (const status of ['shipped', 'delivered']) {
      expect(unitsLeftToShip({ ...order, status }, [])).toEqual([0, 0, 0]);
      expect(unitsLeftOf({ ...order, status })).toEqual([0, 0, 0]);
      expect(canShipOrder({ ...order, status })).toBe(false);
    }
    const legacy: { status: string; shipping?: { shipments: number } } = { ...order, status: 'shipped' };
    expect(shipmentsDecideStatus(legacy)).toBe(false);
  });
});

describe('unitsLeftOf and canShipOrder', () => {
  it('is every unit of an order no shipment has touched, which ships while its status allows', () => {
    expect(unitsLeftOf(order)).toEqual([5, 2, 1]);
    expect(canShipOrder(order)).toBe(true);
    expect(canShipOrder({ ...order, status: 'pending' })).toBe(true);
    for (const status of ['awaiting-payment', 'awaiting-approval', 'cancelled', 'expired']) expect(canShipOrder({ ...order, status })).toBe(false);
  });

  it('takes off the units in shipments, and ships while some are left', () => {
    const partly = { ...order, status: 'partially-shipped', shipping: { shipments: 2, shipped: [5, 1, 0] } };
    expect(unitsLeftOf(partly)).toEqual([0, 1, 1]);
    expect(canShipOrder(partly)).toBe(true);
    expect(shipmentsDecideStatus(partly)).toBe(true);
    const all = { ...order, status: 'shipped', shipping: { shipments: 3, shipped: [5, 2, 1] } };
    expect(canShipOrder(all)).toBe(false);
    // Every shipment came back and was counted in: the whole order may leave again.
    const back = { ...order, status: 'confirmed', shipping: { shipments: 1, shipped: [0, 0, 0] } };
    expect(unitsLeftOf(back)).toEqual([5, 2, 1]);
    expect(shipmentsDecideStatus(back)).toBe(true);
  });
});
