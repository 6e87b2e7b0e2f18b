import { randomUUID } from 'node:crypto';
import { ToolInput } from '@store/contract/tool';
import { newToolDocument } from '../../functions/src/tools/tool-model';
import { db, type BenchUser } from './emulator-admin';
import { HOSTING } from './paths';
import { median, percentile, round } from './stats';

interface OrderCall {
  status: number;
  code?: string;
  ms: number;
  /** Firestore reads of the call; placeOrder reads 3 documents a try, so reads / 3 is its tries. */
  docReads?: number;
}

async function placeOrder(user: BenchUser, toolId: string): Promise<OrderCall> {
  const start = performance.now();
  const res = await fetch(`${HOSTING}/api/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ toolId, quantity: 1, address: '12 Bench Road, Dhaka', phone: '+880 1711 000000' }),
  });
  const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
  const reads = res.headers.get('x-debug-doc-reads');
  return { status: res.status, code: body.error?.code, ms: performance.now() - start, docReads: reads === null ? undefined : Number(reads) };
}

async function addTool(name: string, available: number): Promise<string> {
  const input = ToolInput.parse({ name, description: 'A tool made for the benchmark.', picture: '/favicon.svg', price: 10, minimum: 1, available });
  const ref = db.collection('tools').doc();
  await ref.create(newToolDocument({ ...input, sku: `BENCH-${ref.id.toUpperCase()}` }, `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${ref.id.toLowerCase()}`));
  return ref.id;
}

/** Orders of the tools in Firestore, and the units they took. */
async function ordersOf(toolIds: string[]) {
  let orders = 0;
  let units = 0;
  for (const toolId of toolIds) {
    const snap = await db.collection('orders').where('toolId', '==', toolId).get();
    orders += snap.size;
    units += snap.docs.reduce((sum, doc) => sum + (doc.get('quantity') as number), 0);
  }
  return { orders, units };
}

export interface RushRun {
  orders: number;
  stock: number;
  successes: number;
  refusals: number;
  /** Answers other than 201 or a 409 insufficient-stock, by status and code. */
  other: Record<string, number>;
  oversell: number;
  stockLeft: number;
  p50Ms: number;
  p99Ms: number;
  totalMs: number;
  ordersPerSec: number;
  /** Tries per order (reads / 3): p50 and max. */
  triesP50?: number;
  triesMax?: number;
}

/** Sends one order per user, all at once, each for tools[user index % tools.length]. */
async function rush(users: BenchUser[], toolIds: string[], stockPerTool: number): Promise<RushRun> {
  const start = performance.now();
  const calls = await Promise.all(users.map((user, index) => placeOrder(user, toolIds[index % toolIds.length]!)));
  const totalMs = performance.now() - start;
  const successes = calls.filter((call) => call.status === 201).length;
  const refusals = calls.filter((call) => call.status === 409 && call.code === 'insufficient-stock').length;
  const other: Record<string, number> = {};
  for (const call of calls) {
    if (call.status === 201 || (call.status === 409 && call.code === 'insufficient-stock')) continue;
    const key = `${call.status} ${call.code ?? ''}`.trim();
    other[key] = (other[key] ?? 0) + 1;
  }
  const stored = await ordersOf(toolIds);
  const stockLeft = (await db.getAll(...toolIds.map((id) => db.collection('tools').doc(id)))).reduce(
    (sum, snap) => sum + (snap.get('available') as number),
    0,
  );
  const stock = stockPerTool * toolIds.length;
  const tries = calls.filter((call) => call.status === 201 && call.docReads !== undefined).map((call) => call.docReads! / 3);
  return {
    orders: calls.length,
    stock,
    successes,
    refusals,
    other,
    // Units sold beyond the stock, or stock below zero, or orders the API confirmed but did not store.
    oversell: Math.max(0, stored.units - stock, -stockLeft, successes - stored.orders, stored.orders - successes),
    stockLeft,
    p50Ms: round(median(calls.map((call) => call.ms))),
    p99Ms: round(percentile(calls.map((call) => call.ms), 99)),
    totalMs: round(totalMs),
    ordersPerSec: round(calls.length / (totalMs / 1000), 1),
    triesP50: tries.length ? median(tries) : undefined,
    triesMax: tries.length ? Math.max(...tries) : undefined,
  };
}

export interface OrderingResult {
  oneTool: RushRun[];
  twentyTools: RushRun[];
}

/**
 * 200 buyers at once on one tool with stock for 50, and 200 at once over 20 tools, `runs` times each, in
 * turn. Every buyer is a different verified user, so the per-user rate limit (20 a minute) is never what
 * refuses an order.
 */
export async function measureOrdering(users: BenchUser[], runs: number, log: (line: string) => void): Promise<OrderingResult> {
  const result: OrderingResult = { oneTool: [], twentyTools: [] };
  for (let index = 0; index < runs; index++) {
    const hot = await addTool(`Bench Rush Drill ${index + 1}`, 50);
    const one = await rush(users, [hot], 50);
    result.oneTool.push(one);
    log(
      `  one tool, run ${index + 1}/${runs}: ${one.successes} placed, ${one.refusals} refused, other ${JSON.stringify(one.other)}, oversell ${one.oversell}, p50 ${one.p50Ms} ms, p99 ${one.p99Ms} ms, ${one.totalMs} ms in all`,
    );
    const spread = await Promise.all(Array.from({ length: 20 }, (_, tool) => addTool(`Bench Spread Saw ${index + 1}-${tool + 1}`, 10_000)));
    const twenty = await rush(users, spread, 10_000);
    result.twentyTools.push(twenty);
    log(
      `  20 tools, run ${index + 1}/${runs}: ${twenty.successes} placed, other ${JSON.stringify(twenty.other)}, ${twenty.ordersPerSec} orders/s, p50 ${twenty.p50Ms} ms, p99 ${twenty.p99Ms} ms`,
    );
  }
  return result;
}
