import { beforeAll, describe, expect, it } from 'vitest';
import { api, resetEmulators, seedTool, type SeededTool } from '../test-support/emulators';

/** 1.2 kg, 1,000 a unit, 900 from 10 units. */
let grinder: SeededTool;
/** No weight given: it counts as 1 kg. */
let clamp: SeededTool;
/** 4,000 a unit, 0.5 kg. */
let saw: SeededTool;

beforeAll(async () => {
  await resetEmulators();
  [grinder, clamp, saw] = await Promise.all([
    seedTool({ name: 'Angle Grinder', price: 1000, minimum: 1, specs: { weightKg: 1.2 }, priceTiers: [{ minQuantity: 10, unitPrice: 900 }] }),
    seedTool({ name: 'Bar Clamp', price: 250, minimum: 1 }),
    seedTool({ name: 'Mitre Saw', price: 4000, minimum: 1, specs: { weightKg: 0.5 } }),
  ]);
});

const quote = (body: unknown) => api('POST', '/delivery/quote', { body });

describe('POST /api/delivery/quote', () => {
  it('quotes Dhaka city: ৳80 up to 2 kg, ৳20 for each started kg above, 1 to 2 days, free from ৳20,000', async () => {
    const res = await quote({ lines: [{ toolId: grinder.id, quantity: 1 }], district: 'Dhaka' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ method: 'courier', zone: 'dhaka-city', district: 'dhaka', weightKg: 1.2, charge: 80, freeFrom: 20_000, estimateDays: { min: 1, max: 2 } });
    // 2 × 1.2 kg + 1 kg without a weight = 3.4 kg: two started kg above 2.
    const heavier = await quote({ lines: [{ toolId: grinder.id, quantity: 2 }, { toolId: clamp.id, quantity: 1 }], district: 'dhaka' });
    expect(heavier.body).toMatchObject({ weightKg: 3.4, charge: 120 });
  });

  it('is free in Dhaka city from ৳20,000 of goods at the tiers’ prices, and not below', async () => {
    // 5 saws: 20,000 exactly.
    expect((await quote({ lines: [{ toolId: saw.id, quantity: 5 }], district: 'dhaka' })).body).toMatchObject({ weightKg: 2.5, charge: 0 });
    // 22 grinders at the tier's 900 = 19,800: not free (26.4 kg: 25 started kg above 2).
    expect((await quote({ lines: [{ toolId: grinder.id, quantity: 22 }], district: 'dhaka' })).body).toMatchObject({ weightKg: 26.4, charge: 80 + 25 * 20 });
  });

  it('quotes the suburbs and outside Dhaka, whatever the goods', async () => {
    const lines = [{ toolId: saw.id, quantity: 5 }];
    expect((await quote({ lines, district: 'gazipur' })).body).toEqual({
      method: 'courier',
      zone: 'dhaka-suburbs',
      district: 'gazipur',
      weightKg: 2.5,
      charge: 145,
      estimateDays: { min: 2, max: 3 },
    });
    expect((await quote({ lines, district: 'Chittagong' })).body).toEqual({
      method: 'courier',
      zone: 'outside-dhaka',
      district: 'chattogram',
      weightKg: 2.5,
      charge: 180,
      estimateDays: { min: 3, max: 5 },
    });
    expect((await quote({ lines, district: 'সিলেট' })).body).toMatchObject({ zone: 'outside-dhaka', district: 'sylhet', charge: 180 });
  });

  it('quotes a pickup at the counter: free, the next working day', async () => {
    const res = await quote({ lines: [{ toolId: grinder.id, quantity: 3 }], method: 'pickup' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ method: 'pickup', weightKg: 3.6, charge: 0, estimateDays: { min: 1, max: 1 } });
  });

  it('refuses a district that is none of the 64 (400), and a courier quote without one', async () => {
    const res = await quote({ lines: [{ toolId: grinder.id, quantity: 1 }], district: 'Atlantis' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    expect(res.body.error.details).toEqual([expect.objectContaining({ field: 'district' })]);
    const none = await quote({ lines: [{ toolId: grinder.id, quantity: 1 }] });
    expect(none.status).toBe(400);
    expect(none.body.error.details).toEqual([expect.objectContaining({ field: 'district' })]);
    expect((await quote({ lines: [{ toolId: grinder.id, quantity: 1 }], method: 'pickup', district: 'dhaka' })).status).toBe(400);
  });

  it('answers 404 for a tool that does not exist, naming its line', async () => {
    const res = await quote({ lines: [{ toolId: grinder.id, quantity: 1 }, { toolId: 'no-such-tool', quantity: 1 }], district: 'dhaka' });
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not-found');
    expect(res.body.error.details).toEqual([{ field: 'lines.1.toolId', message: 'Tool not found' }]);
  });
});

describe('GET /api/delivery/districts', () => {
  it('lists the 64 districts with their zones and Bangla names, publicly cached', async () => {
    const res = await api('GET', '/delivery/districts');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/public/);
    const { districts } = res.body as { districts: { id: string; name: string; nameBn: string; zone: string }[] };
    expect(districts).toHaveLength(64);
    expect(districts.find((district) => district.id === 'dhaka')).toEqual({ id: 'dhaka', name: 'Dhaka', nameBn: 'ঢাকা', zone: 'dhaka-city' });
    expect(districts.filter((district) => district.zone === 'dhaka-suburbs').map((district) => district.id).sort()).toEqual(
      ['gazipur', 'manikganj', 'munshiganj', 'narayanganj', 'narsingdi'],
    );
    expect(districts.filter((district) => district.zone === 'outside-dhaka')).toHaveLength(58);
  });
});
