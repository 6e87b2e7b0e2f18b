/**
 * Shared pieces of the adversarial suites: a raw HTTP client (so paths, headers and bodies reach the
 * server exactly as written, with no URL normalisation by fetch), a "did anything change" snapshot of
 * Firestore and Auth, hand-made emulator ID tokens, and a place to write the figures SECURITY.md quotes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { auth, db } from '../../functions/src/firebase';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-tools-store';
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const emulatorPorts = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).emulators as Record<string, { port?: number }>;

/** The API as the web app reaches it: through the Hosting emulator's /api rewrite. */
export const HOSTING = { host: '127.0.0.1', port: Number(process.env.HOSTING_PORT ?? emulatorPorts.hosting?.port ?? 5000), prefix: '/api' };
/** The function itself, for requests the Hosting emulator cannot pass on (see bad-input-cases.ts). */
export const FUNCTION = { host: '127.0.0.1', port: Number(process.env.FUNCTIONS_PORT ?? emulatorPorts.functions?.port ?? 5001), prefix: `/${PROJECT_ID}/us-central1/api/api` };

export interface RawRequest {
  method: string;
  /** Path under /api, sent byte for byte: "/tools/a%2Fb" stays encoded. */
  path: string;
  headers?: Record<string, string | string[]>;
  body?: string | Buffer;
  target?: typeof HOSTING;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: any;
}

export function send({ method, path, headers = {}, body, target = HOSTING }: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: target.host, port: target.port, method, path: target.prefix + path, headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json });
        });
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const JSON_TYPE = { 'content-type': 'application/json' };

/**
 * Every Firestore document with its update time, and every Auth account with its claims and token
 * validity. Two equal snapshots mean nothing was created, changed (even to the same value) or deleted.
 */
export async function snapshotState(): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  const walk = async (collections: FirebaseFirestore.CollectionReference[]) => {
    for (const collection of collections) {
      const snap = await collection.get();
      for (const doc of snap.docs) {
        state[doc.ref.path] = { updateTime: doc.updateTime.toDate().toISOString() + doc.updateTime.nanoseconds, data: doc.data() };
      }
      for (const ref of await collection.listDocuments()) await walk(await ref.listCollections());
    }
  };
  await walk(await db.listCollections());
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      state[`auth/${user.uid}`] = {
        email: user.email,
        displayName: user.displayName,
        emailVerified: user.emailVerified,
        disabled: user.disabled,
        customClaims: user.customClaims ?? null,
        tokensValidAfterTime: user.tokensValidAfterTime ?? null,
      };
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return state;
}

/** Paths whose entry differs between two snapshots (created, changed or deleted). */
export function changedPaths(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((path) => JSON.stringify(before[path]) !== JSON.stringify(after[path])).sort();
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The claims of an ID token, read without checking anything. */
export const claimsOf = (token: string): Record<string, any> =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));

/**
 * An ID token as the Auth emulator makes them (unsigned, alg "none"), with the given changes to a real
 * token's claims. The Admin SDK accepts unsigned tokens on the emulators only, so this is how a test
 * presents an expired or wrong-project token without a signing key.
 */
export function craftToken(realToken: string, changes: Record<string, unknown>): string {
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claimsOf(realToken), ...changes })}.`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Figures for SECURITY.md, written under test-results/security/ (git-ignored). */
export function writeFigures(name: string, figures: unknown) {
  const path = join(root, 'test-results', 'security', `${name}.json`);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(figures, null, 2)}\n`);
}
