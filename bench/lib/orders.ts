import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { ToolInput } from '@store/contract/tool';
import { newToolDocument } from '../../functions/src/tools/tool-model';
import { db, type BenchUser } from './emulator-admin';
import { HOSTING } from './paths';
import { median, percentile, round } from './stats';

interface OrderCall {
  status: number;
  code?: string;
  ms: number;
  /**
   * The call's tries: each try of placeOrder reads, then commits one batch preconditioned on what it read, and
   * a try that lost a race tries again. Counted in the function's runtime by bench/instrument (WriteBatch commits).
   */
  tries?: number;
}

/** One order of one unit of each tool: the release 1 body for one tool, lines for several. */
async function placeOrder(user: BenchUser, toolIds: string[]): Promise<OrderCall> {
  const start = performance.now();
  const delivery = { address: '12 Bench Road, Dhaka', phone: '+880 1711 000000' };
  const order =
    toolIds.length === 1 ? { toolId: toolIds[0], quantity: 1, ...delivery } : { lines: toolIds.map((toolId) => ({ toolId, quantity: 1 })), ...delivery };
  const res = await fetch(`${HOSTING}/api/orders`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json', 'Idempotency-Key': randomUUID() },
    body: JSON.stringify(order),
  });
  const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
  const commits = res.headers.get('x-bench-commits');
  return { status: res.status, code: body.error?.code, ms: performance.now() - start, tries: commits === null ? undefined : Number(commits) };
}

/** A tool of the bench's at ৳10 a unit (minimum 1) with `available` units in stock; answers its id. */
export async function addTool(name: string, available: number): Promise<string> {
  const input = ToolInput.parse({ name, description: 'A tool made for the benchmark.', picture: '/favicon.svg', price: 10, minimum: 1, available });
  const ref = db.collection('tools').doc();
  await ref.create(newToolDocument({ ...input, sku: `BENCH-${ref.id.toUpperCase()}` }, `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${ref.id.toLowerCase()}`));
  return ref.id;
}

interface StoredLine {
  toolId: string;
  quantity: number;
}

/** Orders of the tools in Firestore, the units they took of each tool, and whether each holds every line asked. */
async function ordersOf(toolIds: string[]) {
  const found = new Map<string, StoredLine[]>();
  for (const toolId of toolIds) {
    const snap = await db.collection('orders').where('toolIds', 'array-contains', toolId).get();
    for (const doc of snap.docs) found.set(doc.id, doc.get('lines') as StoredLine[]);
  }
  const units = new Map(toolIds.map((id) => [id, 0]));
  for (const lines of found.values()) for (const line of lines) units.set(line.toolId, (units.get(line.toolId) ?? 0) + line.quantity);
  return { orders: found.size, units, lines: [...found.values()] };
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
  /** Tries per placed order (its batch commits): p50 and max. */
  triesP50?: number;
  triesMax?: number;
}

/**
 * Sends one order per user, all at once: with `linesPerOrder` 1, one unit of tools[user index % tools.length];
 * with more, a cart of that many different tools, starting there and stepping through the tools.
 */
async function rush(users: BenchUser[], toolIds: string[], stockPerTool: number, linesPerOrder = 1): Promise<RushRun> {
  const step = Math.max(1, Math.floor(toolIds.length / linesPerOrder));
  const cartOf = (index: number) => Array.from({ length: linesPerOrder }, (_, line) => toolIds[(index + line * step) % toolIds.length]!);
  if (linesPerOrder > 1) {
    // Each buyer's cart holds the tools it orders, as after shopping; a placed order empties it in its commit.
    const batch = db.batch();
    users.forEach((user, index) =>
      batch.set(db.collection('carts').doc(user.uid), {
        lines: cartOf(index).map((toolId, line) => ({ toolId, quantity: 1, addedAt: Timestamp.fromMillis(1000 + line) })),
        updatedAt: Timestamp.now(),
      }),
    );
    await batch.commit();
  }
  const start = performance.now();
  const calls = await Promise.all(users.map((user, index) => placeOrder(user, cartOf(index))));
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
  const tries = calls.filter((call) => call.status === 201 && call.tries !== undefined).map((call) => call.tries!);
  const soldBeyondStock = Math.max(0, ...[...stored.units.values()].map((units) => units - stockPerTool));
  const partial = stored.lines.filter((lines) => lines.length !== linesPerOrder).length;
  return {
    orders: calls.length,
    stock,
    successes,
    refusals,
    other,
    // Units of a tool sold beyond its stock, or stock below zero, or orders the API confirmed but did not store
    // (or stored without answering), or an order stored without every line it asked for.
    oversell: Math.max(soldBeyondStock, -stockLeft, successes - stored.orders, stored.orders - successes, partial),
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
  /** 5-line orders over 20 tools with stock for 30 each (1,000 units asked of 600). Absent in older results. */
  fiveLineCarts?: RushRun[];
}

/**
 * 200 buyers at once on one tool with stock for 50, and 200 at once over 20 tools, `runs` times each, in
 * turn. Every buyer is a different verified user, so the per-user rate limit (20 a minute) is never what
 * refuses an order.
 */
export async function measureOrdering(users: BenchUser[], runs: number, log: (line: string) => void): Promise<OrderingResult> {
  const result: OrderingResult = { oneTool: [], twentyTools: [], fiveLineCarts: [] };
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
    const shared = await Promise.all(Array.from({ length: 20 }, (_, tool) => addTool(`Bench Cart Sander ${index + 1}-${tool + 1}`, 30)));
    const carts = await rush(users, shared, 30, 5);
    result.fiveLineCarts!.push(carts);
    log(
      `  5-line carts over 20 tools, run ${index + 1}/${runs}: ${carts.successes} placed, ${carts.refusals} refused, other ${JSON.stringify(carts.other)}, oversell ${carts.oversell}, ${carts.ordersPerSec} orders/s, p50 ${carts.p50Ms} ms, p99 ${carts.p99Ms} ms`,
    );
  }
  return result;
}
