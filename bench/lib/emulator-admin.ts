import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type WriteBatch } from 'firebase-admin/firestore';
import { PROJECT_ID } from './paths';

// Only ever against the emulators: emulators:exec sets these, and the bench refuses to run without them.
if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error('FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must be set: run the bench with npm run bench');
}

// The project emulators:exec names (a child process of the bench may name another: bench/sweep-direct.ts), so this
// app and the function code's own, whichever module initializes the one app first, are the same project's.
const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? PROJECT_ID });
export const db = getFirestore(app);
export const auth = getAuth(app);

/** Firestore's most writes in one commit. */
const COMMIT_MAX = 500;

/**
 * Writes over the items in commits of 500, one after another. The function's instances listen to the tools (their
 * search index), and the Firestore emulator works a listener's snapshot out anew, over the whole collection, for
 * every commit: 5,000 single writes (a BulkWriter's) under 3 listeners took it from 0.4 to 2.8 GB in a minute,
 * and 10,000 under the bench's listeners to 9.9 GB, when the system killed it. The same writes in 500s: 2 GB.
 */
export async function commitInBatches<T>(items: readonly T[], write: (batch: WriteBatch, item: T, index: number) => void) {
  for (let start = 0; start < items.length; start += COMMIT_MAX) {
    const batch = db.batch();
    items.slice(start, start + COMMIT_MAX).forEach((item, offset) => write(batch, item, start + offset));
    await batch.commit();
  }
}

/** Runs `task` over the items, at most `width` at a time. */
export async function inBatches<T, R>(items: readonly T[], width: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}

export interface BenchUser {
  uid: string;
  token: string;
}

/** Verified customer accounts in the Auth emulator, each signed in for an ID token. */
export async function createUsers(count: number, role = 'buyer'): Promise<BenchUser[]> {
  const password = 'bench-password-1';
  return inBatches(Array.from({ length: count }, (_, index) => index), 10, async (index) => {
    const email = `bench-${role}-${index + 1}@example.com`;
    const record = await auth.createUser({ email, password, emailVerified: true, displayName: `Bench ${role} ${index + 1}` });
    const res = await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench-api-key`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
    );
    const body = (await res.json()) as { idToken?: string };
    if (!body.idToken) throw new Error(`could not sign in ${email}`);
    return { uid: record.uid, token: body.idToken };
  });
}
