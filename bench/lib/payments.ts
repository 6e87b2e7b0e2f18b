import { randomUUID } from 'node:crypto';
import { api, routeUrl } from '@store/contract/routes';
import { sandbox, sessionKeyOf } from '../../functions/src/test-support/payment-sandbox';
import { db, type BenchUser } from './emulator-admin';
import { runDirect } from './direct-run';
import { addTool } from './orders';
import { HOSTING, PROJECT_ID } from './paths';
import { median, percentile, round, sleep } from './stats';
import { checkExpiry, expiredCount, writeUnpaidOrders, type ExpiryCheck } from './unpaid-orders';

/** Online checkouts of one unit each, all at once, of a tool with stock for only part of them. */
const CHECKOUT_STOCK = 150;
/** Unpaid orders past their deadline, for the emulators' deadline clock and for one sweep called directly. */
const EXPIRING = 1000;
/** The emulators' deadline clock (scripts/firebase.mjs) enqueues a sweep this often. */
const CLOCK_TICK_MS = 15_000;
/** How long the bench waits for the clock to expire them all before it reports how far it got. */
const EXPIRY_WAIT_MS = 10 * 60_000;

export interface Spread {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}
const spread = (values: number[]): Spread => ({ p50Ms: round(median(values)), p99Ms: round(percentile(values, 99)), maxMs: round(Math.max(...values)) });

interface PaidCheckout {
  status: number;
  code?: string;
  orderId?: string;
  /** From sending the order: its answer (placed, with the gateway's page), then the sandbox's answer to paying it. */
  placedMs: number;
  paidMs?: number;
  /** How the store answered the sandbox's notification (HTTP status; null: no answer), as the sandbox recorded it. */
  noticeStatus?: number | null;
}

/**
 * One buyer's online checkout of one unit of the tool, then at once the customer paying at the gateway: the
 * sandbox marks the session paid and sends the store its notification (one copy), and answers once the store
 * answered it. The store answers a notice once it has validated the payment with the gateway and applied it
 * (the order moved to pending and paid, in one transaction), so that answer is when the order reads as paid;
 * the bench checks it in Firestore after the rush rather than reading each order through the API, which
 * would add 200 calls to the ones measured, in the emulator's few function workers.
 */
async function checkoutAndPay(user: BenchUser, toolId: string): Promise<PaidCheckout> {
  const start = performance.now();
  const since = () => performance.now() - start;
  const res = await fetch(`${HOSTING}${routeUrl(api.placeOrder)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ lines: [{ toolId, quantity: 1 }], address: '12 Bench Road, Dhaka', phone: '+880 1711 000000', paymentMethod: 'online' }),
  });
  const order = (await res.json().catch(() => ({}))) as { id?: string; payment?: { redirectUrl?: string }; error?: { code?: string } };
  const placedMs = since();
  if (res.status !== 201 || !order.id || !order.payment?.redirectUrl) return { status: res.status, code: order.error?.code, placedMs };

  const paid = await sandbox('POST', `/control/sessions/${sessionKeyOf(order.payment.redirectUrl)}`, { action: 'pay', notify: 1 });
  const paidMs = since();
  if (paid.status !== 200) throw new Error(`The sandbox refused to pay ${order.id}: ${paid.status} ${JSON.stringify(paid.body)}`);
  const noticeStatus = (paid.body?.session?.notifications as { status: number | null }[] | undefined)?.at(-1)?.status ?? null;
  return { status: 201, orderId: order.id, placedMs, paidMs, noticeStatus };
}

export interface PaidCheckoutRush {
  buyers: number;
  stock: number;
  placed: number;
  refused: number;
  /** Answers other than 201 or a 409 insufficient-stock, by status and code. */
  other: Record<string, number>;
  /** Orders stored for the tool against orders answered 201: placed but answered otherwise (a timeout), or the reverse. */
  storedNotAnswered: number;
  /** Orders answered 201 that read as paid in Firestore after the rush. */
  paid: number;
  /** Orders whose notice the store answered 200 that do not read as paid (the timing of "paid" would be wrong): 0. */
  answeredNotPaid: number;
  /** Notices the store answered other than 200, by status (null: no answer). */
  noticeFailures: Record<string, number>;
  /** Orders with more than one payment recorded, or more than one confirmed at the gateway, or more paid than their total. */
  doublePayments: number;
  /**
   * Units sold beyond the stock: the stock left plus the units of every order stored against the stock before,
   * and the stock left below zero. 0 when every unit is accounted for once.
   */
  oversell: number;
  stockLeft: number;
  /** From sending each order (all sent together) to its answer, over every order sent. */
  toPlaced: Spread;
  /** From sending each order to the store's 200 answer to its payment's notice (the order paid), over those. */
  toPaid: Spread;
  totalMs: number;
}

async function paidCheckoutRush(users: BenchUser[]): Promise<PaidCheckoutRush> {
  const toolId = await addTool('Bench Paid Checkout Saw', CHECKOUT_STOCK);
  const start = performance.now();
  const calls = await Promise.all(users.map((user) => checkoutAndPay(user, toolId)));
  const totalMs = performance.now() - start;

  const placed = calls.filter((call) => call.status === 201);
  const other: Record<string, number> = {};
  const noticeFailures: Record<string, number> = {};
  const count = (record: Record<string, number>, key: string) => (record[key] = (record[key] ?? 0) + 1);
  for (const call of calls) {
    if (call.status !== 201 && !(call.status === 409 && call.code === 'insufficient-stock')) count(other, `${call.status} ${call.code ?? ''}`.trim());
    if (call.status === 201 && call.noticeStatus !== 200) count(noticeFailures, String(call.noticeStatus));
  }

  const [stored, tool] = await Promise.all([db.collection('orders').where('toolIds', 'array-contains', toolId).get(), db.collection('tools').doc(toolId).get()]);
  const stockLeft = tool.get('available') as number;
  const units = stored.docs.reduce((sum, doc) => sum + (doc.get('units') as number), 0);
  const paidIds = new Set(stored.docs.filter((doc) => doc.get('payment.status') === 'paid').map((doc) => doc.id));
  const doublePayments = stored.docs.filter((doc) => {
    const payment = doc.get('payment') as { amountPaid: number; records: { kind: string }[] };
    const confirmed = (doc.get('gateway.payments') as unknown[] | undefined)?.length ?? 0;
    return payment.records.filter((record) => record.kind === 'payment').length > 1 || confirmed > 1 || payment.amountPaid > (doc.get('total') as number);
  }).length;
  const answeredPaid = placed.filter((call) => call.noticeStatus === 200);
  return {
    buyers: users.length,
    stock: CHECKOUT_STOCK,
    placed: placed.length,
    refused: calls.filter((call) => call.status === 409 && call.code === 'insufficient-stock').length,
    other,
    storedNotAnswered: stored.size - placed.length,
    paid: placed.filter((call) => paidIds.has(call.orderId!)).length,
    answeredNotPaid: answeredPaid.filter((call) => !paidIds.has(call.orderId!)).length,
    noticeFailures,
    doublePayments,
    oversell: Math.max(Math.abs(stockLeft + units - CHECKOUT_STOCK), -stockLeft),
    stockLeft,
    toPlaced: spread(calls.map((call) => call.placedMs)),
    toPaid: spread(answeredPaid.map((call) => call.paidMs!)),
    totalMs: round(totalMs),
  };
}

export interface ClockExpiry extends ExpiryCheck {
  orders: number;
  /** Writing the orders (two batches of 500 at once). */
  writeMs: number;
  /** From the moment the last order was written to the first, and to the last, reading as expired (polled every 250 ms). */
  firstExpiredMs?: number;
  allExpiredMs?: number;
  /** Checked again after one more tick of the clock, so a second sweep over them would show. */
  checkedAfterMs: number;
}

/** Unpaid orders past their deadline, left to the emulators' deadline clock: how long until all read as expired. */
async function clockExpiry(log: (line: string) => void): Promise<ClockExpiry> {
  const orders = await writeUnpaidOrders('clock', EXPIRING);
  const since = () => Date.now() - orders.writtenAt;
  let firstExpiredMs: number | undefined;
  let allExpiredMs: number | undefined;
  let lastLog = 0;
  while (allExpiredMs === undefined && since() < EXPIRY_WAIT_MS) {
    const expired = await expiredCount(orders.toolId);
    if (expired > 0) firstExpiredMs ??= since();
    if (expired === EXPIRING) allExpiredMs = since();
    else if (since() - lastLog >= CLOCK_TICK_MS) {
      lastLog = since();
      log(`  clock expiry: ${expired} of ${EXPIRING} expired after ${round(since() / 1000, 1)} s`);
    }
    await sleep(250);
  }
  await sleep(CLOCK_TICK_MS + 1000);
  return { orders: EXPIRING, writeMs: orders.writeMs, firstExpiredMs, allExpiredMs, checkedAfterMs: since(), ...(await checkExpiry(orders)) };
}

export interface DirectSweep extends ExpiryCheck {
  orders: number;
  /** Orders the sweep answered it acted on. */
  settled: number;
  ms: number;
  ordersPerSec: number;
}

/** Another project on the same Firestore emulator: the deadline clock sweeps only the store's. */
const SWEEP_PROJECT = `${PROJECT_ID}-sweep`;

/** One settlePaymentDeadlines() called in process over unpaid orders past their deadline (bench/sweep-direct.ts). */
const directSweep = () =>
  runDirect<DirectSweep>('sweep-direct.ts', {
    env: { GCLOUD_PROJECT: SWEEP_PROJECT, FIREBASE_CONFIG: JSON.stringify({ projectId: SWEEP_PROJECT }), BENCH_SWEEP_ORDERS: String(EXPIRING) },
  });

export interface PaymentsResult {
  checkout: PaidCheckoutRush;
  clockExpiry: ClockExpiry;
  directSweep: DirectSweep;
}

/**
 * Online checkouts by `users` at once, each paid at once at the gateway's sandbox; then 1,000 unpaid online
 * orders past their deadline left to the emulators' deadline clock; then one sweep called in process over
 * another 1,000.
 */
export async function measurePayments(users: BenchUser[], log: (line: string) => void): Promise<PaymentsResult> {
  const checkout = await paidCheckoutRush(users);
  log(
    `  paid checkouts: ${checkout.placed} placed, ${checkout.refused} refused, other ${JSON.stringify(checkout.other)}, ${checkout.paid} paid, ` +
      `double payments ${checkout.doublePayments}, oversell ${checkout.oversell}, to paid p50 ${checkout.toPaid.p50Ms} ms, p99 ${checkout.toPaid.p99Ms} ms, max ${checkout.toPaid.maxMs} ms`,
  );
  const clock = await clockExpiry(log);
  log(
    `  clock expiry: ${clock.expired} of ${clock.orders} expired, all after ${clock.allExpiredMs === undefined ? 'never' : `${round(clock.allExpiredMs / 1000, 1)} s`}, ` +
      `stock back ${clock.stockBack} (${clock.stockLeft}), expired twice ${clock.expiredTwice}`,
  );
  const direct = await directSweep();
  log(`  direct sweep: ${direct.settled} of ${direct.orders} in ${round(direct.ms / 1000, 1)} s (${direct.ordersPerSec}/s), stock back ${direct.stockBack}, expired twice ${direct.expiredTwice}`);
  return { checkout, clockExpiry: clock, directSweep: direct };
}
