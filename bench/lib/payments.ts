import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { api, routeUrl } from '@store/contract/routes';
import { sandbox, sessionKeyOf } from '../../functions/src/test-support/payment-sandbox';
import { db, type BenchUser } from './emulator-admin';
import { runDirect } from './direct-run';
import { addTool } from './orders';
import { HOSTING, PROJECT_ID } from './paths';
import { median, percentile, ratio, round, sleep } from './stats';
import { checkExpiry, expiredCount, writeUnpaidOrders, type ExpiryCheck } from './unpaid-orders';

/** Online checkouts of one unit each, all at once, of a tool with stock for only part of them. */
const CHECKOUT_STOCK = 150;
/**
 * The side-by-side rushes' tools have stock for every buyer many times over: each rush measures the checkout path
 * of 200 orders that all go in (200 commits on one hot tool either way), never a refusal.
 */
const SIDE_BY_SIDE_STOCK = 10_000;
/** Checkouts of each kind made one at a time before the rushes. */
const ONE_AT_A_TIME = 20;
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

const checkoutBody = (toolId: string, paymentMethod: 'cod' | 'online') =>
  JSON.stringify({ lines: [{ toolId, quantity: 1 }], address: '12 Bench Road, Dhaka', phone: '+880 1711 000000', paymentMethod });

/** One buyer's order of one unit of the tool, paid by `paymentMethod`: the store's answer and how long it took. */
async function placeCheckout(user: BenchUser, toolId: string, paymentMethod: 'cod' | 'online') {
  const res = await fetch(`${HOSTING}${routeUrl(api.placeOrder)}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: checkoutBody(toolId, paymentMethod),
  });
  const order = (await res.json().catch(() => ({}))) as { id?: string; payment?: { redirectUrl?: string }; error?: { code?: string } };
  return { res, order };
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
  const { res, order } = await placeCheckout(user, toolId, 'online');
  const placedMs = since();
  if (res.status !== 201 || !order.id || !order.payment?.redirectUrl) return { status: res.status, code: order.error?.code, placedMs };

  const paid = await sandbox('POST', `/control/sessions/${sessionKeyOf(order.payment.redirectUrl)}`, { action: 'pay', notify: 1 });
  const paidMs = since();
  if (paid.status !== 200) throw new Error(`The sandbox refused to pay ${order.id}: ${paid.status} ${JSON.stringify(paid.body)}`);
  const noticeStatus = (paid.body?.session?.notifications as { status: number | null }[] | undefined)?.at(-1)?.status ?? null;
  return { status: 201, orderId: order.id, placedMs, paidMs, noticeStatus };
}

/** One buyer's cash-on-delivery checkout of one unit of the tool: the same call as online, without a payment after it. */
async function checkoutCash(user: BenchUser, toolId: string): Promise<PaidCheckout> {
  const start = performance.now();
  const { res, order } = await placeCheckout(user, toolId, 'cod');
  return { status: res.status, code: order.error?.code, orderId: order.id, placedMs: performance.now() - start };
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
  /** From paying at the sandbox (as soon as the order was answered) to the store's answer to its notice, over those. */
  payToPaid?: Spread;
  totalMs: number;
  /** What the rush's calls did inside the function's processes (bench/instrument), when the bench traced them. */
  server?: RushServerTime;
}

/** One call as the function's process saw it (a line of BENCH_TRACE_FILE, written by bench/instrument). */
interface TracedCall {
  method: string;
  path: string;
  status: number;
  /** Date.now() when the function's process got the call, and the milliseconds it took there. */
  at: number;
  ms: number;
  docs: number;
  commits: number;
  fetchMs: number;
  fetches: number;
  httpMs: number;
  txMs: number;
  txs: number;
  commitMs: number;
  readMs: number;
}

export interface CallTime {
  calls: number;
  /** In the function's process: from getting the call to answering it (p50, p99), and all of them added up. */
  p50Ms: number;
  p99Ms: number;
  sumMs: number;
  /**
   * Of a call's time, p50s: waiting on the payment gateway (fetch), on the Auth emulator (the caller's token), in
   * transactions, in batch commits, in reads outside them.
   */
  gatewayP50Ms: number;
  authP50Ms: number;
  txP50Ms: number;
  commitP50Ms: number;
  readP50Ms: number;
  /** Per call, p50: documents read, batch commits (tries of an optimistic write), transactions, gateway calls. */
  docsP50: number;
  commitsP50: number;
  txsP50: number;
  fetchesP50: number;
}

export interface RushServerTime {
  place: CallTime;
  notice?: CallTime;
}

/** The calls the function's processes answered between `from` and `until` (Date.now()), from the bench's trace. */
function tracedCalls(from: number, until: number): TracedCall[] {
  const file = process.env.BENCH_TRACE_FILE;
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as TracedCall)
    .filter((call) => call.at >= from && call.at <= until);
}

function callTime(calls: TracedCall[]): CallTime {
  const p50 = (pick: (call: TracedCall) => number) => round(median(calls.map(pick)), 1);
  return {
    calls: calls.length,
    p50Ms: p50((call) => call.ms),
    p99Ms: round(percentile(calls.map((call) => call.ms), 99)),
    sumMs: round(calls.reduce((sum, call) => sum + call.ms, 0)),
    gatewayP50Ms: p50((call) => call.fetchMs),
    authP50Ms: p50((call) => call.httpMs ?? 0),
    txP50Ms: p50((call) => call.txMs),
    commitP50Ms: p50((call) => call.commitMs),
    readP50Ms: p50((call) => call.readMs),
    docsP50: p50((call) => call.docs),
    commitsP50: p50((call) => call.commits),
    txsP50: p50((call) => call.txs),
    fetchesP50: p50((call) => call.fetches),
  };
}

function serverTime(from: number, until: number, online: boolean): RushServerTime | undefined {
  const calls = tracedCalls(from, until);
  if (calls.length === 0) return undefined;
  const place = calls.filter((call) => call.method === 'POST' && call.path.endsWith(api.placeOrder.path));
  const notice = calls.filter((call) => call.method === 'POST' && call.path.endsWith(api.paymentNotice.path));
  return { place: callTime(place), ...(online && { notice: callTime(notice) }) };
}

/**
 * `users` checking out at once, one unit each of a new tool with `stock` units: by cash on delivery (placed), or
 * online (placed, then each paid at the sandbox as soon as it is answered). Then checks in Firestore what the rush
 * left: every order answered 201 stored, and for online paid once; no unit sold twice.
 */
async function checkoutRush(users: BenchUser[], method: 'cod' | 'online', stock: number, name: string): Promise<PaidCheckoutRush> {
  const toolId = await addTool(name, stock);
  const startedAt = Date.now();
  const start = performance.now();
  const calls = await Promise.all(users.map((user) => (method === 'online' ? checkoutAndPay(user, toolId) : checkoutCash(user, toolId))));
  const totalMs = performance.now() - start;
  // The function's processes write their trace line as each call is answered: a moment for the last ones.
  await sleep(200);
  const server = serverTime(startedAt, Date.now(), method === 'online');

  const placed = calls.filter((call) => call.status === 201);
  const other: Record<string, number> = {};
  const noticeFailures: Record<string, number> = {};
  const count = (record: Record<string, number>, key: string) => (record[key] = (record[key] ?? 0) + 1);
  for (const call of calls) {
    if (call.status !== 201 && !(call.status === 409 && call.code === 'insufficient-stock')) count(other, `${call.status} ${call.code ?? ''}`.trim());
    if (method === 'online' && call.status === 201 && call.noticeStatus !== 200) count(noticeFailures, String(call.noticeStatus));
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
    stock,
    placed: placed.length,
    refused: calls.filter((call) => call.status === 409 && call.code === 'insufficient-stock').length,
    other,
    storedNotAnswered: stored.size - placed.length,
    paid: placed.filter((call) => paidIds.has(call.orderId!)).length,
    answeredNotPaid: answeredPaid.filter((call) => !paidIds.has(call.orderId!)).length,
    noticeFailures,
    doublePayments,
    oversell: Math.max(Math.abs(stockLeft + units - stock), -stockLeft),
    stockLeft,
    toPlaced: spread(calls.map((call) => call.placedMs)),
    toPaid: spread(answeredPaid.map((call) => call.paidMs!)),
    ...(method === 'online' && { payToPaid: spread(answeredPaid.map((call) => call.paidMs! - call.placedMs)) }),
    totalMs: round(totalMs),
    ...(server && { server }),
  };
}

/** Checkouts made one at a time (no queue, no race): what each call costs by itself. */
export interface OneAtATime {
  checkouts: number;
  cash: { toPlaced: Spread; server?: RushServerTime };
  online: { toPlaced: Spread; toPaid: Spread; server?: RushServerTime };
}

/**
 * `count` cash-on-delivery and `count` online checkouts (placed, then paid at the sandbox) by one buyer at a time,
 * alternately, of a tool with stock for all: each call's own time, inside the function and from the bench, with
 * nothing queued in front of it.
 */
async function oneAtATime(users: BenchUser[], count: number): Promise<OneAtATime> {
  const toolId = await addTool('Bench One At A Time Drill', SIDE_BY_SIDE_STOCK);
  const windows: { online: boolean; from: number; until: number }[] = [];
  const cash: PaidCheckout[] = [];
  const online: PaidCheckout[] = [];
  for (let i = 0; i < count; i++) {
    for (const paidOnline of [false, true]) {
      const from = Date.now();
      const user = users[(2 * i + (paidOnline ? 1 : 0)) % users.length]!;
      const call = paidOnline ? await checkoutAndPay(user, toolId) : await checkoutCash(user, toolId);
      if (call.status !== 201 || (paidOnline && call.noticeStatus !== 200)) throw new Error(`A checkout one at a time answered ${call.status} ${call.code ?? ''}, notice ${call.noticeStatus}`);
      (paidOnline ? online : cash).push(call);
      await sleep(50);
      windows.push({ online: paidOnline, from, until: Date.now() });
    }
  }
  const calls = tracedCalls(windows[0]!.from, windows.at(-1)!.until);
  const of = (paidOnline: boolean) => calls.filter((call) => windows.some((window) => window.online === paidOnline && call.at >= window.from && call.at <= window.until));
  const server = (paidOnline: boolean): RushServerTime | undefined => {
    const traced = of(paidOnline);
    if (traced.length === 0) return undefined;
    const place = traced.filter((call) => call.method === 'POST' && call.path.endsWith(api.placeOrder.path));
    const notice = traced.filter((call) => call.method === 'POST' && call.path.endsWith(api.paymentNotice.path));
    return { place: callTime(place), ...(paidOnline && { notice: callTime(notice) }) };
  };
  return {
    checkouts: count,
    cash: { toPlaced: spread(cash.map((call) => call.placedMs)), server: server(false) },
    online: { toPlaced: spread(online.map((call) => call.placedMs)), toPaid: spread(online.map((call) => call.paidMs!)), server: server(true) },
  };
}

/** Calls at once that start every process the Functions emulator runs side by side (8, scripts/firebase.mjs), with some to spare. */
const WARM_UP_CALLS = 24;

/**
 * Starts the Functions emulator's processes before the first rush: one at a time needs only one, and the first
 * burst would otherwise start the other seven (each loading the function and its search index) inside the first
 * rush measured, which made the first cash rush of a run two to three times as slow as the second (35 to 39 s p50 against 12 to 18 s, three runs).
 */
async function warmWorkers() {
  const answers = await Promise.all(Array.from({ length: WARM_UP_CALLS }, () => fetch(`${HOSTING}${routeUrl(api.listTools, {}, { limit: 1 })}`).then((res) => res.status)));
  const failed = answers.filter((status) => status !== 200);
  if (failed.length) throw new Error(`Warming the function's processes: ${failed.length} calls answered ${failed.join(', ')}`);
}

/** One round of the side-by-side measure: the cash rush, then the online one, each on a tool of its own. */
export interface CheckoutRound {
  cash: PaidCheckoutRush;
  online: PaidCheckoutRush;
}

const paidCheckoutRush = (users: BenchUser[]) => checkoutRush(users, 'online', CHECKOUT_STOCK, 'Bench Paid Checkout Saw');

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
  /** Cash and online checkouts one at a time, before the rushes (absent in older results). */
  oneAtATime?: OneAtATime;
  /** Cash on delivery and online checkouts, one rush after the other, round after round (absent in older results). */
  sideBySide?: CheckoutRound[];
  checkout: PaidCheckoutRush;
  /** Absent when the bench measured the checkouts only (--checkout-only). */
  clockExpiry?: ClockExpiry;
  directSweep?: DirectSweep;
}

const logRush = (log: (line: string) => void, label: string, rush: PaidCheckoutRush) => {
  const paid = rush.payToPaid ? `, ${rush.paid} paid, to paid p50 ${rush.toPaid.p50Ms} ms, p99 ${rush.toPaid.p99Ms} ms (from paying: p50 ${rush.payToPaid.p50Ms} ms)` : '';
  const server = rush.server
    ? `; in the function: place p50 ${rush.server.place.p50Ms} ms (gateway ${rush.server.place.gatewayP50Ms} ms), ${rush.server.place.calls} calls, ${rush.server.place.sumMs} ms in all` +
      (rush.server.notice ? `; notice p50 ${rush.server.notice.p50Ms} ms (gateway ${rush.server.notice.gatewayP50Ms} ms), ${rush.server.notice.calls} calls, ${rush.server.notice.sumMs} ms in all` : '')
    : '';
  log(
    `  ${label}: ${rush.placed} placed, ${rush.refused} refused, other ${JSON.stringify(rush.other)}, double payments ${rush.doublePayments}, oversell ${rush.oversell}, ` +
      `to placed p50 ${rush.toPlaced.p50Ms} ms, p99 ${rush.toPlaced.p99Ms} ms${paid}, ${rush.totalMs} ms in all${server}`,
  );
};

/**
 * `rounds` rounds of 200 buyers checking out by cash on delivery at once, then the same 200 online (placed and
 * paid at the sandbox), each rush on a tool of its own with stock for all; then online checkouts by `users` at
 * once of a tool with stock for 150, each paid at once at the gateway's sandbox; then 1,000 unpaid online orders
 * past their deadline left to the emulators' deadline clock; then one sweep called in process over another 1,000.
 */
export async function measurePayments(users: BenchUser[], rounds: number, checkoutOnly: boolean, log: (line: string) => void): Promise<PaymentsResult> {
  const single = await oneAtATime(users, ONE_AT_A_TIME);
  log(
    `  one at a time (${ONE_AT_A_TIME} of each): cash to placed p50 ${single.cash.toPlaced.p50Ms} ms; online to placed p50 ${single.online.toPlaced.p50Ms} ms, to paid p50 ${single.online.toPaid.p50Ms} ms` +
      (single.cash.server && single.online.server
        ? `; in the function: cash place ${single.cash.server.place.p50Ms} ms, online place ${single.online.server.place.p50Ms} ms (gateway ${single.online.server.place.gatewayP50Ms} ms), notice ${single.online.server.notice?.p50Ms} ms (gateway ${single.online.server.notice?.gatewayP50Ms} ms)`
        : ''),
  );
  await warmWorkers();
  const sideBySide: CheckoutRound[] = [];
  for (let n = 1; n <= rounds; n++) {
    const cash = await checkoutRush(users, 'cod', SIDE_BY_SIDE_STOCK, `Bench Cash Checkout Drill ${n}`);
    logRush(log, `round ${n}/${rounds}, cash on delivery`, cash);
    const online = await checkoutRush(users, 'online', SIDE_BY_SIDE_STOCK, `Bench Online Checkout Drill ${n}`);
    logRush(log, `round ${n}/${rounds}, online`, online);
    log(`  round ${n}/${rounds}: online / cash p50, to placed ${ratio(online.toPlaced.p50Ms, cash.toPlaced.p50Ms)}, to paid ${ratio(online.toPaid.p50Ms, cash.toPlaced.p50Ms)}`);
    sideBySide.push({ cash, online });
  }
  const checkout = await paidCheckoutRush(users);
  logRush(log, 'paid checkouts, stock for 150', checkout);
  if (checkoutOnly) return { oneAtATime: single, sideBySide, checkout };
  const clock = await clockExpiry(log);
  log(
    `  clock expiry: ${clock.expired} of ${clock.orders} expired, all after ${clock.allExpiredMs === undefined ? 'never' : `${round(clock.allExpiredMs / 1000, 1)} s`}, ` +
      `stock back ${clock.stockBack} (${clock.stockLeft}), expired twice ${clock.expiredTwice}`,
  );
  const direct = await directSweep();
  log(`  direct sweep: ${direct.settled} of ${direct.orders} in ${round(direct.ms / 1000, 1)} s (${direct.ordersPerSec}/s), stock back ${direct.stockBack}, expired twice ${direct.expiredTwice}`);
  return { oneAtATime: single, sideBySide, checkout, clockExpiry: clock, directSweep: direct };
}
