import { describe, expect, it } from 'vitest';
import { priceOrder, type PricedTool, type PurchaseToPrice } from './order-pricing';

// Pricing needs no Firestore: lines and tools in, priced lines or the refusal out.

/** 10.00, or 8.00 from 10 units; minimum 2; 50 in stock. */
const drill: PricedTool = { name: 'Tiered Drill', price: 10, priceTiers: [{ minQuantity: 10, unitPrice: 8 }], minimum: 2, available: 50 };
/** 25.50, minimum 1, 5 in stock. */
const saw: PricedTool = { name: 'Scarce Saw', price: 25.5, minimum: 1, available: 5 };

const price = (request: Partial<PurchaseToPrice> & Pick<PurchaseToPrice, 'requested'>) => priceOrder({ tools: [drill, saw], ...request });
const refusalOf = (request: Parameters<typeof price>[0]) => {
  const { refusal } = price(request);
  return refusal && { code: refusal.code, message: refusal.message, details: refusal.details };
};

describe('priceOrder', () => {
  it('prices each line at its tier for the quantity, and totals them in whole cents', () => {
    expect(price({ requested: [{ toolId: 'd', quantity: 12 }, { toolId: 's', quantity: 3 }] })).toEqual({
      lines: [
        { toolId: 'd', toolname: 'Tiered Drill', quantity: 12, unitPrice: 8, lineTotal: 96 },
        { toolId: 's', toolname: 'Scarce Saw', quantity: 3, unitPrice: 25.5, lineTotal: 76.5 },
      ],
      goods: 172.5,
      total: 172.5,
    });
  });

  it('adds the delivery charge to the goods, and refuses a total shown without it', () => {
    // 15 units of tools without a weight (1 kg each) to Chattogram: ৳150 for 2 kg and ৳30 for each of the 13 above.
    const requested = [{ toolId: 'd', quantity: 12 }, { toolId: 's', quantity: 3 }];
    const delivery = { method: 'courier', district: 'chattogram' } as const;
    expect(price({ requested, delivery })).toMatchObject({ goods: 172.5, delivery: { zone: 'outside-dhaka', weightKg: 15, charge: 540 }, total: 712.5 });
    expect(price({ requested, delivery: { method: 'pickup' } })).toMatchObject({ goods: 172.5, delivery: { method: 'pickup', charge: 0 }, total: 172.5 });
    expect(refusalOf({ requested, delivery, expectedTotal: 172.5 })).toMatchObject({
      code: 'price-changed',
      details: expect.arrayContaining([{ field: 'delivery.charge', message: 'Delivery is ৳540' }]),
    });
  });

  it('names each missing tool at its line', () => {
    expect(refusalOf({ requested: [{ toolId: 'd', quantity: 2 }, { toolId: 'gone', quantity: 1 }], tools: [drill, undefined] })).toEqual({
      code: 'not-found',
      message: '1 of the tools ordered were not found',
      details: [{ field: 'lines.1.toolId', message: 'Tool not found' }],
    });
    expect(refusalOf({ requested: [{ toolId: 'gone', quantity: 1 }], tools: [undefined] })?.message).toBe('Tool not found');
  });

  it('refuses every line below its minimum or above its stock, with the first problem as the code', () => {
    expect(refusalOf({ requested: [{ toolId: 'd', quantity: 1 }, { toolId: 's', quantity: 6 }] })).toEqual({
      code: 'below-minimum',
      message: '2 lines cannot be ordered: The minimum order for Tiered Drill is 2 units; Only 5 units of Scarce Saw are available',
      details: [
        { field: 'lines.0.quantity', message: 'The minimum order is 2' },
        { field: 'lines.1.quantity', message: 'Only 5 available' },
      ],
    });
  });

  it('prices a quote at its unit prices, waiving the minimum order but never the stock', () => {
    const quotedUnitPrices = new Map([['d', 9], ['s', 20]]);
    expect(price({ requested: [{ toolId: 'd', quantity: 1 }], tools: [drill], quotedUnitPrices })).toEqual({
      lines: [{ toolId: 'd', toolname: 'Tiered Drill', quantity: 1, unitPrice: 9, lineTotal: 9 }],
      goods: 9,
      total: 9,
    });
    expect(refusalOf({ requested: [{ toolId: 'd', quantity: 1 }, { toolId: 's', quantity: 6 }], quotedUnitPrices })).toEqual({
      code: 'insufficient-stock',
      message: 'Only 5 units of Scarce Saw are available',
      details: [{ field: 'lines.1.quantity', message: 'Only 5 available' }],
    });
  });

  it('refuses a total other than the one the buyer was shown, naming the new prices', () => {
    const requested = [{ toolId: 'd', quantity: 10 }, { toolId: 's', quantity: 1 }];
    expect(price({ requested, expectedTotal: 105.5 }).refusal).toBeUndefined();
    expect(refusalOf({ requested, expectedTotal: 125.5 })).toEqual({
      code: 'price-changed',
      message: 'Prices have changed: the total is now ৳105.50',
      details: [
        { field: 'expectedTotal', message: 'The total is now ৳105.50' },
        { field: 'lines.0.unitPrice', message: 'The price per unit is now ৳8' },
        { field: 'lines.1.unitPrice', message: 'The price per unit is now ৳25.50' },
      ],
    });
    expect(refusalOf({ requested: [{ toolId: 's', quantity: 1 }], tools: [saw], expectedTotal: 1 })?.message).toBe('The price of Scarce Saw has changed: the total is now ৳25.50');
  });
});
