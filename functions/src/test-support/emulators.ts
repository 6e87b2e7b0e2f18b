/**
 * Helpers for tests that drive the real API through the Hosting emulator's /api rewrite, with users from
 * the Auth emulator and data in the Firestore emulator. Run under `firebase emulators:exec` (npm test).
 */
import type { ApiRoute } from '@store/contract/routes';
import { ToolInput, type ToolBody } from '@store/contract/tool';
import { readsOf } from '../../../bench/instrument/firestore-reads.mjs';
import { publicRead } from '../http/serve';
import { auth, collections, db } from '../firebase';
import { checkAnswer } from './route-check';
import { Timestamp } from 'firebase-admin/firestore';
import type { OrderDocument } from '../orders/order-model';
import { newToolDocument, toTool } from '../tools/tool-model';

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-tools-store';
const required = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with npm test (firebase emulators:exec)`);
  return value;
};
export const API_URL = process.env.API_URL ?? 'http://127.0.0.1:5000/api';
const AUTH_HOST = () => required('FIREBASE_AUTH_EMULATOR_HOST');
const FIRESTORE_HOST = () => required('FIRESTORE_EMULATOR_HOST');

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export async function api<T = any>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await fetch(`${API_URL}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Left as text: a test asserting JSON will say so.
  }
  // Every answer the function gives is held to the contract's route table (response schema, error codes).
  const json = res.headers.get('content-type')?.includes('application/json') ?? false;
  await checkAnswer(method, path, res.status, json ? parsed : undefined);
  return { status: res.status, body: parsed as T, headers: res.headers };
}

/** The body of an answer expected to have `status`; otherwise throws naming `what` was refused and why. */
export const expectStatus = <T>(res: ApiResponse<T>, status: number, what: string): T => {
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
};

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  token: string;
}

let userCount = 0;

/** Creates an Auth emulator account (verified by default) and signs it in for an ID token. */
export async function createUser(
  options: { email?: string; admin?: boolean; verified?: boolean; displayName?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user${++userCount}-${Date.now()}@example.com`;
  const password = 'password-123';
  const record = await auth.createUser({
    email,
    password,
    emailVerified: options.verified ?? true,
    displayName: options.displayName ?? `Test User ${userCount}`,
  });
  if (options.admin) {
    await auth.setCustomUserClaims(record.uid, { admin: true });
    await collections.users.doc(record.uid).set({
      email,
      displayName: record.displayName ?? '',
      role: 'admin',
      emailVerified: true,
      claimsUpdatedAt: null,
      createdAt: Timestamp.now(),
    });
  }
  return { uid: record.uid, email, password, token: await signIn(email, password) };
}

/** Signs in with the Auth emulator's REST API; the token carries the account's current custom claims. */
export async function signIn(email: string, password: string): Promise<string> {
  const res = await fetch(
    `http://${AUTH_HOST()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = (await res.json()) as { idToken?: string; error?: unknown };
  if (!body.idToken) throw new Error(`sign-in failed for ${email}: ${JSON.stringify(body.error)}`);
  return body.idToken;
}

/** Empties Firestore and Auth. */
export async function resetEmulators() {
  await Promise.all([
    fetch(`http://${FIRESTORE_HOST()}/emulator/v1/projects/${PROJECT}/databases/(default)/documents`, { method: 'DELETE' }),
    fetch(`http://${AUTH_HOST()}/emulator/v1/projects/${PROJECT}/accounts`, { method: 'DELETE' }),
  ]);
}

/** Every document in Firestore, by path, for "a rejected call wrote nothing" assertions. */
export async function snapshotFirestore(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const walk = async (collections: FirebaseFirestore.CollectionReference[]) => {
    for (const collection of collections) {
      const docs = await collection.listDocuments();
      for (const ref of docs) {
        const snap = await ref.get();
        if (snap.exists) out[ref.path] = snap.data();
        await walk(await ref.listCollections());
      }
    }
  };
  await walk(await db.listCollections());
  return out;
}

/** A release 1 body of POST /api/tools: sku, category, specs, pictures and price tiers are optional. */
export const validTool = (overrides: Partial<ToolBody> = {}): ToolBody => ({
  name: `Cordless Drill ${++userCount}`,
  picture: '/tools/cordless-drill.svg',
  description: 'An 18 V drill driver with two speeds.',
  price: 89.99,
  minimum: 2,
  available: 100,
  ...overrides,
});

/** Writes a tool straight to Firestore (as the seed does), bypassing the API. */
export async function seedTool(overrides: Partial<ToolBody> & { slug?: string } = {}) {
  const { slug, ...body } = overrides;
  const input = ToolInput.parse(validTool(body));
  const ref = collections.tools.doc();
  const doc = newToolDocument({ ...input, sku: input.sku ?? `T-${ref.id.toUpperCase()}` }, slug ?? `${ref.id.toLowerCase()}-tool`);
  await ref.set(doc);
  return toTool(ref.id, doc);
}

/** A tool as seedTool wrote it, with its id. */
export type SeededTool = Awaited<ReturnType<typeof seedTool>>;

/**
 * Starts the Functions emulator's workers (up to 8 at once, scripts/firebase.mjs) before a burst of as many calls:
 * each boots the whole API bundle, which on a busy machine can take longer than the emulator waits for a worker
 * (30 s), and the requests it was started for then fail with 504 before the API runs. Asks until `workers` calls
 * at once all answer.
 */
export async function warmUpWorkers(token: string, workers = 8, tries = 3) {
  for (let attempt = 0; attempt < tries; attempt++) {
    const answers = await Promise.all(Array.from({ length: workers }, () => api('GET', '/orders?limit=1', { token })));
    if (answers.every((answer) => answer.status === 200)) return;
  }
  throw new Error('The Functions emulator did not start its workers');
}

/** A clean emulator with the people a route's tests need: an administrator, a buyer and another customer. */
export async function resetWithPeople(buyer: Parameters<typeof createUser>[0] = {}) {
  await resetEmulators();
  const [admin, buyerAccount, other] = await Promise.all([createUser({ admin: true }), createUser(buyer), createUser()]);
  return { admin, buyer: buyerAccount, other };
}

export { readsOf };

/**
 * What an anonymous call of a public route reads from Firestore, counted by the benchmark's wrapper of the
 * Admin SDK: the call is answered in this process as over HTTP (publicRead: the same parsing and handler), so
 * nothing in the function's request path counts. The route's module must be loaded (it registers the route).
 */
export async function publicCallReads(route: ApiRoute, query: string) {
  const { docs, counts, result } = await readsOf(() => publicRead(route, { query: Object.fromEntries(new URLSearchParams(query)) }));
  return { docs, counts, ...result };
}

export const getTool = async (id: string) => (await collections.tools.doc(id).get()).data();

/**
 * A pending order of two units of one tool as stored, placed at `at`, for tests that read what is stored
 * (filters, the export) however it got there. Write it with db directly.
 */
export function storedOrder(user: TestUser, tool: Pick<SeededTool, 'id' | 'name'>, at: Date, overrides: Partial<OrderDocument> = {}): OrderDocument {
  const placed = Timestamp.fromDate(at);
  const key = `${user.uid}-${at.getTime()}`;
  return {
    uid: user.uid,
    email: user.email,
    lines: [{ toolId: tool.id, toolname: tool.name, quantity: 2, unitPrice: 10.5, lineTotal: 21 }],
    toolIds: [tool.id],
    units: 2,
    total: 21,
    address: '12 Lake Road, Dhaka',
    phone: '01712345678',
    status: 'pending',
    history: [{ status: 'pending', at: placed, by: 'customer' }],
    idempotencyKey: key,
    requestHash: key,
    createdAt: placed,
    updatedAt: placed,
    ...overrides,
  };
}
