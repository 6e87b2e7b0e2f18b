import type { Transaction } from 'firebase-admin/firestore';
import { collections } from '../firebase';
import { ApiError } from './api-error';

/** Creations a user may make per minute, per kind. Emulator runs can raise them in functions/.env.local. */
const perMinute = {
  orders: Number(process.env.RATE_LIMIT_ORDERS_PER_MINUTE ?? 20),
  reviews: Number(process.env.RATE_LIMIT_REVIEWS_PER_MINUTE ?? 10),
};
const WINDOW_MS = 60_000;

export type LimitedAction = keyof typeof perMinute;

/**
 * Counts one creation in the caller's fixed one-minute window, inside the transaction that creates the thing,
 * so a refused or replayed request does not count. All reads of the transaction must come before.
 */
export async function readRateLimit(tx: Transaction, uid: string, action: LimitedAction) {
  const ref = collections.rateLimits.doc(`${action}_${uid}`);
  const snap = await tx.get(ref);
  const now = Date.now();
  const window = snap.data() as { windowStart: number; count: number } | undefined;
  const fresh = !window || now - window.windowStart >= WINDOW_MS;
  const max = perMinute[action];
  if (!fresh && window.count >= max) {
    const retryAfter = Math.max(1, Math.ceil((window.windowStart + WINDOW_MS - now) / 1000));
    throw new ApiError('rate-limited', `Too many ${action} in a minute: at most ${max}. Try again in ${retryAfter} s.`, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
  return {
    /** Call once the transaction is going to create the thing. */
    count: () => tx.set(ref, fresh ? { windowStart: now, count: 1 } : { windowStart: window.windowStart, count: window.count + 1 }),
  };
}
