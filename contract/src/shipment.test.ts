import { describe, expect, it } from 'vitest';
import { unitsLeftToShip } from './shipment';

const order = { lines: [{ quantity: 5 }, { quantity: 2 }, { quantity: 1 }] };
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
