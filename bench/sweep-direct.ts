/**
 * One payment deadline sweep called in process: bench/lib/payments.ts runs this in a child process with
 * GCLOUD_PROJECT naming a project of its own on the same Firestore emulator, so the emulators' deadline clock
 * (which sweeps the store's project every 15 s) cannot act on these orders first. Writes `count` unpaid
 * online orders past their deadline, times one settlePaymentDeadlines() over them, checks them, and prints
 * the figures as JSON on its last line. The sweep is given all the time it takes (the scheduled one stops
 * taking up orders after 50 s), so the figure is how fast one sweep goes through them all.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { settlePaymentDeadlines } from '../functions/src/payments/payment-deadlines';
import { round } from './lib/stats';
import { checkExpiry, writeUnpaidOrders } from './lib/unpaid-orders';

const count = Number(process.env.BENCH_SWEEP_ORDERS ?? 1000);
const orders = await writeUnpaidOrders('direct', count);
const start = performance.now();
const settled = await settlePaymentDeadlines(Timestamp.now(), Number.POSITIVE_INFINITY);
const ms = performance.now() - start;
const check = await checkExpiry(orders);
console.log(JSON.stringify({ orders: count, settled, ms: round(ms), ordersPerSec: round(count / (ms / 1000), 1), ...check }));
