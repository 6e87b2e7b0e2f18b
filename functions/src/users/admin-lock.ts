import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../firebase';
import { ApiError } from '../http/api-error';

/** How long a holder may keep the lock before others may take it (a crashed holder frees it this way). */
const LEASE_MS = 30_000;
/** How long a caller waits for the lock before answering 409. */
const WAIT_MS = 20_000;
const ALREADY_EXISTS = 6;

const lockRef = () => collections.locks.doc('administrators');
const pause = () => new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 60));

/**
 * Runs `change` while holding the one lock over "who is an administrator". Every change that can lower the
 * number of administrators (a demotion, a removal) runs under it, so two of them cannot both count the same
 * administrators and both go ahead. The count itself comes from the custom claims (Auth), which a Firestore
 * transaction cannot hold, hence a lease: a document created only if absent, deleted by its holder, and
 * taken over once expired.
 */
export async function withAdministratorsLock<T>(change: () => Promise<T>): Promise<T> {
  const ref = lockRef();
  const holder = randomUUID();
  const giveUpAt = Date.now() + WAIT_MS;
  let acquired: Timestamp | undefined;
  while (!acquired) {
    try {
      acquired = (await ref.create({ holder, expiresAt: Timestamp.fromMillis(Date.now() + LEASE_MS) })).writeTime;
    } catch (error) {
      if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
      const current = await ref.get();
      const expiresAt = current.data()?.expiresAt;
      if (expiresAt && expiresAt.toMillis() < Date.now()) {
        // Expired: free it, unless someone else changed it meanwhile.
        await ref.delete({ lastUpdateTime: current.updateTime! }).catch(() => undefined);
        continue;
      }
      if (Date.now() > giveUpAt) {
        throw new ApiError('conflict', 'Another change of administrators is in progress. Please try again.');
      }
      await pause();
    }
  }
  try {
    return await change();
  } finally {
    // Only our own lease: if it expired and someone took it over, theirs stays.
    await ref.delete({ lastUpdateTime: acquired }).catch(() => undefined);
  }
}
