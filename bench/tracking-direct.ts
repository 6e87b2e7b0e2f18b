/**
 * Shipments at scale, called in process: bench/lib/shipments.ts runs this in a child process with GCLOUD_PROJECT
 * naming a project of its own on the same Firestore emulator, so the emulators' tracking clock (which sweeps the
 * store's project every 15 s) cannot act on these shipments first. The courier is the courier sandbox that
 * scripts/firebase.mjs starts beside the emulators (the adapter's real HTTP calls).
 *
 * 1. 50 cash-on-delivery orders, each shipped by courier at once (createShipment, booked with the courier): the
 *    time of each creation and of all 50.
 * 2. 1,000 more, shipped 16 at a time (the set-up of the next step), then one tracking sweep over the 1,000 open
 *    consignments with nothing changed at the courier, and one after the courier has delivered them all (each
 *    delivery records its cash once), and a third that finds nothing open.
 * Prints the figures as JSON on its last line.
 */
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { STORE_CURRENCY } from '@store/contract/constants';
import { OrderDocument } from '../functions/src/orders/order-model';
import { newPayment } from '../functions/src/orders/order-payment';
import { createShipment } from '../functions/src/shipments/create-shipment';
import { sweepTracking } from '../functions/src/shipments/tracking';
import { setConsignmentStatus } from '../functions/src/test-support/courier-sandbox';
import { db, inBatches } from './lib/emulator-admin';
import { addTool } from './lib/orders';
import { percentile, round } from './lib/stats';

const RUSH = Number(process.env.BENCH_SHIPMENT_RUSH ?? 50);
const TRACKED = Number(process.env.BENCH_TRACKED_SHIPMENTS ?? 1000);
const PRICE = 10;
const admin = { uid: 'bench-admin', email: 'bench-admin@example.com', emailVerified: true, admin: true };

/** `count` pending cash-on-delivery orders of one unit of a new tool each, in the shape checkout writes them. */
async function writeOrders(tag: string, count: number): Promise<string[]> {
  const toolId = await addTool(`Bench Shipped Drill ${tag}`, count);
  const now = Timestamp.now();
  const { payment } = newPayment('cod', PRICE, STORE_CURRENCY, now);
  const orderOf = (index: number): OrderDocument => {
    const key = randomUUID();
    return {
      uid: `bench-ship-${tag}-${index + 1}`,
      email: `bench-ship-${tag}-${index + 1}@example.com`,
      lines: [{ toolId, toolname: `Bench Shipped Drill ${tag}`, quantity: 1, unitPrice: PRICE, lineTotal: PRICE }],
      toolIds: [toolId],
      units: 1,
      total: PRICE,
      currency: STORE_CURRENCY,
      address: 'House 12, Road 4, Agrabad, Chattogram',
      phone: '01711000000',
      status: 'pending',
      history: [{ status: 'pending', at: now, by: 'customer' }],
      payment,
      idempotencyKey: key,
      requestHash: key,
      createdAt: now,
      updatedAt: now,
    };
  };
  OrderDocument.parse(orderOf(0));
  const ids: string[] = [];
  for (let first = 0; first < count; first += 500) {
    const batch = db.batch();
    for (let index = first; index < Math.min(first + 500, count); index++) {
      const ref = db.collection('orders').doc();
      ids.push(ref.id);
      batch.create(ref, orderOf(index));
    }
    await batch.commit();
  }
  return ids;
}

const shipWhole = (orderId: string) => createShipment(admin, orderId, { lines: [{ lineIndex: 0, quantity: 1 }], carrier: 'steadfast' });

// 1. The rush: every order's shipment created at once.
const rushOrders = await writeOrders('rush', RUSH);
const rushStart = performance.now();
const rush = await Promise.all(
  rushOrders.map(async (id) => {
    const start = performance.now();
    const shipment = await shipWhole(id);
    return { ms: performance.now() - start, booked: shipment.status === 'in-transit' };
  }),
);
const rushMs = performance.now() - rushStart;
const rushTimes = rush.map((r) => r.ms);

// 2. The sweeps over 1,000 open consignments.
const trackedOrders = await writeOrders('tracked', TRACKED);
const setupStart = performance.now();
const shipments = await inBatches(trackedOrders, 16, shipWhole);
const setupMs = performance.now() - setupStart;
const booked = shipments.filter((s) => s.status === 'in-transit');
const timed = async () => {
  const start = performance.now();
  const result = await sweepTracking(Number.POSITIVE_INFINITY);
  return { ...result, ms: round(performance.now() - start) };
};
const unchanged = await timed();
await inBatches(booked, 16, (s) => setConsignmentStatus(s.consignmentId!, 'delivered'));
const delivered = await timed();
const after = await timed();
// The cash of each delivered consignment recorded once, and the rush's and the set-up's own orders untouched.
const cashRecords = await inBatches(trackedOrders, 32, async (id) => {
  const doc = (await db.collection('orders').doc(id).get()).data() as OrderDocument;
  return (doc.payment?.records ?? []).filter((record) => record.method === 'courier').length;
});

console.log(
  JSON.stringify({
    rush: {
      shipments: RUSH,
      booked: rush.filter((r) => r.booked).length,
      p50Ms: round(percentile(rushTimes, 50)),
      p99Ms: round(percentile(rushTimes, 99)),
      totalMs: round(rushMs),
    },
    tracking: {
      consignments: TRACKED,
      booked: booked.length,
      setupMs: round(setupMs),
      unchanged,
      delivered,
      after,
      paidOnce: cashRecords.filter((count) => count === 1).length,
      paidTwice: cashRecords.filter((count) => count > 1).length,
    },
  }),
);
process.exit(0);
