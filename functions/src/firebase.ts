import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Transaction } from 'firebase-admin/firestore';

// One Admin SDK app for the whole function; on the emulators the *_EMULATOR_HOST variables route it locally.
const app = getApps()[0] ?? initializeApp();

export const db = getFirestore(app);
db.settings({ ignoreUndefinedProperties: true });
export const auth = getAuth(app);

export const collections = {
  tools: db.collection('tools'),
  reviews: db.collection('reviews'),
  users: db.collection('users'),
  orders: db.collection('orders'),
  /** One cart per user, at their uid. */
  carts: db.collection('carts'),
  quotes: db.collection('quotes'),
  /** Emails for the Trigger Email extension (functions/src/mail/mail.ts). */
  mail: db.collection('mail'),
  /** Reviews an administrator has hidden: out of reviews/, so no public list or rule can reach them (admins read them). */
  hiddenReviews: db.collection('hiddenReviews'),
  /** What administrators did (functions/src/audit/audit-store.ts); only ever created, in the commit of the change. */
  audit: db.collection('audit'),
  /** Fixed-window counters for the per-user limits on creating orders and reviews. */
  rateLimits: db.collection('rateLimits'),
  /** Leases that serialise changes no transaction can cover (administrators: the claims live in Auth). */
  locks: db.collection('locks'),
};

/** Commit errors that only mean something read for a try changed before it committed: read again. */
const LOST_RACE = new Set([5 /* NOT_FOUND */, 6 /* ALREADY_EXISTS */, 9 /* FAILED_PRECONDITION */, 10 /* ABORTED */]);
const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, Math.random() * 25 * Math.min(attempt + 1, 8)));

/**
 * Runs `attempt` (read, check, commit a batch preconditioned on what it read) until one commits. A try whose
 * commit lost a race to another writer reads again after a short random pause; any other error ends it.
 * This optimistic form lets many writers of one hot document through quickly, where transactions holding
 * read locks on it deadlock until a lock wait times out. After `tries` lost tries: `busy`, a 503.
 */
export async function commitOptimistically<T>(tries: number, busy: () => Error, attempt: () => Promise<T>): Promise<T> {
  for (let run = 0; run < tries; run++) {
    try {
      return await attempt();
    } catch (error) {
      if (!LOST_RACE.has((error as { code?: number }).code ?? -1)) throw error;
      await pause(run);
    }
  }
  throw busy();
}

/** The Firestore emulator's answer to a request on a transaction it closed (for example after a lock wait timed out). */
const isClosedTransaction = (error: unknown) =>
  (error as { code?: number }).code === 3 && /Transaction is invalid or closed/.test((error as Error).message ?? '');

/**
 * db.runTransaction, run again (up to three times in all) if the transaction was closed under it. Under lock
 * contention the emulator closes a transaction whose lock wait timed out and answers its next request
 * INVALID_ARGUMENT "Transaction is invalid or closed", which the SDK does not retry as it does ABORTED.
 * Nothing was committed, so running the whole transaction again is safe.
 */
export async function runTransaction<T>(update: (tx: Transaction) => Promise<T>, options?: { maxAttempts?: number }): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await db.runTransaction(update, options);
    } catch (error) {
      if (run >= 3 || !isClosedTransaction(error)) throw error;
    }
  }
}
