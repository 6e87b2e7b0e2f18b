import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../firebase';
import { api, resetWithPeople, seedTool, snapshotFirestore, type SeededTool, type TestUser } from '../test-support/emulators';
import type { OrderDocument } from './order-model';

let admin: TestUser;
let buyer: TestUser;
/** 1,500 a unit, 2.5 kg. */
let mixer: SeededTool;
/** 400 a unit, no weight given (1 kg). */
let trowel: SeededTool;

beforeEach(async () => {
  ({ admin, buyer } = await resetWithPeople());
  [mixer, trowel] = await Promise.all([
    seedTool({ name: 'Mortar Mixer', price: 1500, minimum: 1, available: 100, specs: { weightKg: 2.5 } }),
    seedTool({ name: 'Steel Trowel', price: 400, minimum: 1, available: 100 }),
  ]);
});

const phone = '+880 1712-345678';
const chattogram = { lines: 'House 5, Road 2', area: 'Panchlaish', district: 'Chittagong' };
const placeOrder = (body: unknown, key: string = randomUUID(), user: TestUser = buyer) =>
  api('POST', '/orders', { token: user.token, headers: { 'Idempotency-Key': key }, body });
const stored = async (id: string) => (await db.collection('orders').doc(id).get()).data() as OrderDocument;
const mailOf = async (id: string) => (await db.collection('mail').doc(`order-${id}-1`).get()).data() as { message: { text: string } } | undefined;

describe('checkout with a delivery', () => {
  it('charges a courier delivery to Chattogram ৳150 up to 2 kg and ৳30 for each started kg above, in the total and the payment due', async () => {
    // 2 mixers (5 kg) and a trowel (1 kg without a weight): 6 kg, 4 started kg above 2: 150 + 4 × 30 = 270.
    const res = await placeOrder({
      lines: [{ toolId: mixer.id, quantity: 2 }, { toolId: trowel.id, quantity: 1 }],
      phone,
      paymentMethod: 'cod',
      delivery: { method: 'courier', address: chattogram },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      lines: [
        { toolId: mixer.id, quantity: 2, unitPrice: 1500, lineTotal: 3000 },
        { toolId: trowel.id, quantity: 1, unitPrice: 400, lineTotal: 400 },
      ],
      total: 3670,
      // The free-text address is composed from the delivery address.
      address: 'House 5, Road 2, Panchlaish, Chattogram',
      delivery: {
        method: 'courier',
        zone: 'outside-dhaka',
        district: 'chattogram',
        address: { lines: 'House 5, Road 2', area: 'Panchlaish', district: 'chattogram' },
        weightKg: 6,
        charge: 270,
        estimateDays: { min: 3, max: 5 },
      },
      payment: { method: 'cod', amountDue: 3670, amountPaid: 0 },
    });
    // Delivery is not a line: the lines and the units are the goods'.
    expect(res.body.lines).toHaveLength(2);
    const doc = await stored(res.body.id);
    expect(doc.units).toBe(3);
    expect(doc.total).toBe(3670);
    expect(doc.delivery).toEqual(res.body.delivery);
    expect((await mailOf(res.body.id))!.message.text).toContain('Delivery: Courier to Chattogram: ৳270, 3–5 days');
  });

  it('keeps the charge as placed: a later change of the tools’ weights does not touch it', async () => {
    const res = await placeOrder({ lines: [{ toolId: mixer.id, quantity: 1 }], phone, delivery: { method: 'courier', address: chattogram } });
    expect(res.status).toBe(201);
    expect(res.body.delivery).toMatchObject({ weightKg: 2.5, charge: 180 });
    expect((await api('PATCH', `/tools/${mixer.id}`, { token: admin.token, body: { specs: { weightKg: 40 } } })).status).toBe(200);
    const again = await api('GET', `/orders/${res.body.id}`, { token: buyer.token });
    expect(again.body).toMatchObject({ total: 1680, delivery: { weightKg: 2.5, charge: 180 } });
  });

  it('charges nothing for a pickup at the counter, whose address the order keeps', async () => {
    const res = await placeOrder({ lines: [{ toolId: mixer.id, quantity: 4 }], phone, paymentMethod: 'cod', delivery: { method: 'pickup' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      total: 6000,
      address: 'Plot 14, Road 7, Tejgaon Industrial Area, Dhaka 1208',
      delivery: { method: 'pickup', weightKg: 10, charge: 0, estimateDays: { min: 1, max: 1 } },
      payment: { amountDue: 6000 },
    });
    expect(res.body.delivery.zone).toBeUndefined();
    expect(res.body.delivery.district).toBeUndefined();
    expect((await mailOf(res.body.id))!.message.text).toContain('Delivery: Free: collect at Voltforge Tools sales counter');
  });

  it('delivers free in Dhaka city from ৳20,000 of goods', async () => {
    const dhaka = { lines: 'House 9, Road 11', area: 'Banani', district: 'dhaka' };
    const below = await placeOrder({ lines: [{ toolId: trowel.id, quantity: 49 }], phone, delivery: { method: 'courier', address: dhaka } });
    // 19,600 of goods, 49 kg: 80 + 47 × 20.
    expect(below.body).toMatchObject({ total: 19_600 + 1020, delivery: { zone: 'dhaka-city', charge: 1020 } });
    const free = await placeOrder({ lines: [{ toolId: trowel.id, quantity: 50 }], phone, delivery: { method: 'courier', address: dhaka } });
    expect(free.body).toMatchObject({ total: 20_000, delivery: { zone: 'dhaka-city', charge: 0 } });
  });

  it('reads the district of a release 3 body from its address, and takes Dhaka city when it names none', async () => {
    const gazipur = await placeOrder({ toolId: mixer.id, quantity: 1, address: '12 Station Road, Tongi, Gazipur', phone });
    expect(gazipur.status).toBe(201);
    expect(gazipur.body).toMatchObject({
      address: '12 Station Road, Tongi, Gazipur',
      total: 1645,
      delivery: { method: 'courier', zone: 'dhaka-suburbs', district: 'gazipur', weightKg: 2.5, charge: 145, estimateDays: { min: 2, max: 3 } },
    });
    expect(gazipur.body.delivery.address).toBeUndefined();
    const nowhere = await placeOrder({ toolId: mixer.id, quantity: 1, address: '12 Test Street', phone });
    expect(nowhere.body).toMatchObject({ address: '12 Test Street', total: 1600, delivery: { zone: 'dhaka-city', district: 'dhaka', charge: 100 } });
  });

  it('takes the free-text address as given beside a delivery address', async () => {
    const res = await placeOrder({ toolId: trowel.id, quantity: 1, address: 'Care of the site office', phone, delivery: { method: 'courier', address: chattogram } });
    expect(res.body).toMatchObject({ address: 'Care of the site office', delivery: { district: 'chattogram', charge: 150 } });
  });

  it('is 409 price-changed when the total the buyer was shown leaves out the charge, writing nothing; the whole total is taken', async () => {
    const body = { lines: [{ toolId: mixer.id, quantity: 2 }], phone, delivery: { method: 'courier', address: chattogram } };
    const before = await snapshotFirestore();
    const res = await placeOrder({ ...body, expectedTotal: 3000 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('price-changed');
    expect(res.body.error.message).toBe('Delivery costs ৳240: the total is now ৳3,240');
    expect(res.body.error.details).toContainEqual({ field: 'expectedTotal', message: 'The total is now ৳3,240' });
    expect(res.body.error.details).toContainEqual({ field: 'delivery.charge', message: 'Delivery is ৳240' });
    expect(await snapshotFirestore()).toEqual(before);
    expect((await placeOrder({ ...body, expectedTotal: 3240 })).status).toBe(201);
  });

  it('holds cash on delivery to its limit on the whole total, delivery included', async () => {
    // 33 mixers: 49,500 of goods, 82.5 kg to Chattogram: 150 + 81 × 30 = 2,580, past the ৳50,000 limit.
    const res = await placeOrder({ lines: [{ toolId: mixer.id, quantity: 33 }], phone, paymentMethod: 'cod', delivery: { method: 'courier', address: chattogram } });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('cod-limit');
    // Collected at the counter, the same goods are within it.
    expect((await placeOrder({ lines: [{ toolId: mixer.id, quantity: 33 }], phone, paymentMethod: 'cod', delivery: { method: 'pickup' } })).status).toBe(201);
  });

  it('is 409 idempotency-key-reused for the same key with another delivery, and answers the first order to a retry', async () => {
    const key = randomUUID();
    const body = { lines: [{ toolId: trowel.id, quantity: 1 }], phone, delivery: { method: 'courier', address: chattogram } };
    const first = await placeOrder(body, key);
    expect(first.status).toBe(201);
    const retry = await placeOrder(body, key);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    const other = await placeOrder({ ...body, delivery: { method: 'pickup' } }, key);
    expect(other.status).toBe(409);
    expect(other.body.error.code).toBe('idempotency-key-reused');
  });

  it('is 400 without an address anywhere for a courier, and for a district that is none, writing nothing', async () => {
    const before = await snapshotFirestore();
    const none = await placeOrder({ toolId: trowel.id, quantity: 1, phone, delivery: { method: 'courier' } });
    expect(none.status).toBe(400);
    expect(none.body.error.details).toEqual([expect.objectContaining({ field: 'delivery.address' })]);
    const atlantis = await placeOrder({ toolId: trowel.id, quantity: 1, phone, delivery: { method: 'courier', address: { ...chattogram, district: 'Atlantis' } } });
    expect(atlantis.status).toBe(400);
    expect(atlantis.body.error.details).toEqual([expect.objectContaining({ field: 'delivery.address.district' })]);
    const bare = await placeOrder({ toolId: trowel.id, quantity: 1, phone });
    expect(bare.status).toBe(400);
    expect(bare.body.error.details).toEqual([expect.objectContaining({ field: 'address' })]);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('counts sales as goods: the delivery charges are not revenue', async () => {
    expect((await placeOrder({ lines: [{ toolId: mixer.id, quantity: 2 }], phone, delivery: { method: 'courier', address: chattogram } })).status).toBe(201);
    expect((await placeOrder({ toolId: trowel.id, quantity: 1, address: '12 Test Street', phone })).status).toBe(201);
    const stats = await api('GET', '/stats/sales?months=1', { token: admin.token });
    expect(stats.status).toBe(200);
    expect(stats.body.months.at(-1)).toMatchObject({ units: 3, revenue: 3400, orders: 2 });
  });
});
