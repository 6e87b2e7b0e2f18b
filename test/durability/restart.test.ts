import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Starts the store the way `npm start` does (scripts/start.mjs, seed imported, saved on exit and every few
// seconds), writes through the API, stops it (Ctrl+C, then a hard kill of every process), starts it again
// from the saved state and finds everything. Runs outside `firebase emulators:exec`, on the usual ports or, with
// EMULATOR_PORT_OFFSET, every one shifted by it: nothing else may use them meanwhile (npm test runs it on the
// usual ports once the browser journeys have stopped their emulators).

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const portOffset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const ports = Object.fromEntries(
  Object.entries(JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).emulators as Record<string, { port?: number }>).flatMap(([name, { port }]) =>
    port ? [[name, { port: port + portOffset }]] : [],
  ),
);
const API = `http://127.0.0.1:${ports.hosting!.port}/api`;
const AUTH = `http://127.0.0.1:${ports.auth!.port}/identitytoolkit.googleapis.com/v1`;
const stateDir = join(mkdtempSync(join(tmpdir(), 'store-durability-')), 'state');
const SAVE_EVERY_SECONDS = 2;

interface Stack {
  process: ChildProcess;
  output: () => string;
  saves: () => number;
}

let running: Stack | undefined;

async function portsFree() {
  const inUse = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
  // Polls the condition; the deadline is only there to fail at last, and is long enough for a loaded machine.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const busy = await Promise.all(Object.values(ports).map((p) => inUse(p.port)));
    if (!busy.some(Boolean)) return;
    if (Date.now() > deadline) throw new Error('The emulator ports are still in use');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function start(saveEverySeconds = SAVE_EVERY_SECONDS): Promise<Stack> {
  await portsFree();
  // Its own process group, as in a terminal, so a signal can reach the whole group at once.
  const child = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), '--state', stateDir, '--save-every', String(saveEverySeconds)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stack: Stack = { process: child, output: () => output, saves: () => output.split('Saved the emulator data').length - 1 };
  running = stack;
  const deadline = Date.now() + 150_000;
  while (!output.includes('The tools store is running')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not come up:\n${output.slice(-3000)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return stack;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** Ctrl+C in the terminal: SIGINT to the whole process group; the emulators export and exit. */
async function stopCleanly(stack: Stack) {
  process.kill(-stack.process.pid!, 'SIGINT');
  await exited(stack.process);
  running = undefined;
  await portsFree();
}

/** Every process the stack started, however deep (the Firestore emulator runs in a group of its own). */
function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

/** A crash or a power cut: SIGKILL to every process of the stack at once, nothing gets to save. */
async function killHard(stack: Stack) {
  const pids = [stack.process.pid!, ...descendants(stack.process.pid!)];
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  await exited(stack.process);
  running = undefined;
  await portsFree();
}

async function call(method: string, path: string, token?: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));

afterAll(async () => {
  if (running) await killHard(running);
  rmSync(dirname(stateDir), { recursive: true, force: true });
});

describe('npm start keeps what was written across stops', () => {
  const shopper = { email: `durable-${Date.now()}@example.com`, password: 'durable-123' };
  const written = { orders: [] as string[], review: { id: '', text: '' } };
  let toolId = '';
  let stockAfterOrders = 0;

  async function writeOrderAndReview(token: string, round: number) {
    const tool = (await call('GET', `/tools/${toolId}`)).body;
    const order = await call('POST', '/orders', token, { toolId, quantity: tool.minimum, address: '1 Durable Road, Dhaka', phone: '+880 1712-345678' }, {
      'Idempotency-Key': `durability-${round}-${Date.now()}`,
    });
    expect(order.status).toBe(201);
    const text = `Still here after a restart (round ${round}).`;
    const review = await call('POST', '/review', token, { toolId, rating: 4, review: text });
    // One review per customer per tool: the second round's replaces the first's.
    expect(review.status).toBe(round === 1 ? 201 : 200);
    written.orders.push(order.body.id);
    written.review = { id: review.body.id, text };
    stockAfterOrders = tool.available - tool.minimum;
  }

  async function expectEverythingThere() {
    const token = await signIn(shopper.email, shopper.password);
    expect(claims(token).admin, 'the admin claim').toBe(true);
    const orders = (await call('GET', '/orders', token)).body.orders.map((order: { id: string }) => order.id);
    expect(orders.sort()).toEqual([...written.orders].sort());
    const reviews = (await call('GET', `/review?toolId=${toolId}&limit=50`)).body.reviews as { id: string; review: string }[];
    expect(reviews.find((review) => review.id === written.review.id)?.review).toBe(written.review.text);
    const users = (await call('GET', '/user?limit=100', token)).body.users;
    expect(users.find((user: { email: string }) => user.email === shopper.email)).toMatchObject({ role: 'admin' });
    expect((await call('GET', `/tools/${toolId}`)).body.available).toBe(stockAfterOrders);
  }

  it('after Ctrl+C: the new user, their admin claim, order and review are all there', async () => {
    // No periodic saves this time, so what survives is the export on exit alone.
    const stack = await start(0);
    const signUp = await fetch(`${AUTH}/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...shopper, returnSecureToken: true }),
    }).then((res) => res.json() as Promise<{ localId: string }>);
    // The emulator's stand-in for clicking the link in the verification email.
    await fetch(`${AUTH}/accounts:update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: signUp.localId, emailVerified: true }),
    });
    let token = await signIn(shopper.email, shopper.password);
    expect((await call('PUT', `/user/${encodeURIComponent(shopper.email)}`, token, { displayName: 'Durable Shopper' })).status).toBe(200);
    const admin = await signIn('admin@example.com', 'admin123');
    expect((await call('PUT', `/user/admin/${encodeURIComponent(shopper.email)}`, admin)).status).toBe(200);
    token = await signIn(shopper.email, shopper.password);
    const tools = (await call('GET', '/tools?inStock=true&sort=price_desc&limit=48')).body.tools as { id: string; available: number; minimum: number }[];
    toolId = tools.sort((a, b) => b.available - a.available)[0]!.id;
    await writeOrderAndReview(token, 1);
    await expectEverythingThere();

    await stopCleanly(stack);
    await start();
    await expectEverythingThere();
  });

  it('after a hard kill of every process: everything written before the last periodic save is there', async () => {
    const stack = running!;
    await writeOrderAndReview(await signIn(shopper.email, shopper.password), 2);
    // The save under way when the writes finished may have started before them; the one after it has not.
    const savesBefore = stack.saves();
    // Two saves, every SAVE_EVERY_SECONDS: each export takes a while more on a loaded machine, hence the margin.
    const deadline = Date.now() + 120_000;
    while (stack.saves() < savesBefore + 2) {
      if (Date.now() > deadline) throw new Error(`no periodic save:\n${stack.output().slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await killHard(stack);
    await start();
    await expectEverythingThere();
    await stopCleanly(running!);
  });
});
