import type { DocumentSnapshot, WriteBatch } from 'firebase-admin/firestore';
import { collections } from '../firebase';
import { ApiError } from './api-error';
import { RateWindow } from './rate-window';

export type { RateWindow };

/** Creations a user may make per minute, per kind. Emulator runs can raise them in functions/.env.local. */
export const perMinute = {
  orders: Number(process.env.RATE_LIMIT_ORDERS_PER_MINUTE ?? 20),
  reviews: Number(process.env.RATE_LIMIT_REVIEWS_PER_MINUTE ?? 10),
  quotes: Number(process.env.RATE_LIMIT_QUOTES_PER_MINUTE ?? 10),
};
export const WINDOW_MS = 60_000;

export type LimitedAction = keyof typeof perMinute;

/** The document holding a user's fixed one-minute window for one kind of creation. */
export const rateLimitRef = (uid: string, action: LimitedAction) => collections.rateLimits.doc(`${action}_${uid}`);

/**
 * The window once one more creation is counted at `now` (ms since the epoch); 429 with Retry-After (whole
 * seconds until the window ends, at least 1) when `window`, as stored, is already full. A window lasts
 * WINDOW_MS: from `windowStart + WINDOW_MS` on, a new one starts.
 */
export function nextWindow(window: RateWindow | undefined, action: LimitedAction, now: number): RateWindow {
  const fresh = !window || now - window.windowStart >= WINDOW_MS;
  const max = perMinute[action];
  if (!fresh && window.count >= max) {
    const retryAfter = Math.max(1, Math.ceil((window.windowStart + WINDOW_MS - now) / 1000));
    throw new ApiError('rate-limited', `Too many ${action} in a minute: at most ${max}. Try again in ${retryAfter} s.`, undefined, {
      'Retry-After': String(retryAfter),
    });
  }
  return fresh ? { windowStart: now, count: 1 } : { windowStart: window.windowStart, count: window.count + 1 };
}

/**
 * Counts one creation in the caller's window, in the write batch that creates the thing: `snap` is the window
 * as read with the batch's other documents, and the count only commits if nobody else counted since (so two
 * concurrent creations cannot both take the last slot). 429 when the window is already full.
 */
export function checkRateLimit(snap: DocumentSnapshot<RateWindow> | DocumentSnapshot, action: LimitedAction) {
  // Read in one db.getAll with other collections' documents, the snapshot is typed loosely (getAll is not
  // generic), though rateLimitRef's converter has checked it: parsing the two numbers again types them.
  const next = nextWindow(snap.exists ? RateWindow.parse(snap.data()) : undefined, action, Date.now());
  return {
    count: (batch: WriteBatch) =>
      snap.exists ? batch.update(snap.ref, { ...next }, { lastUpdateTime: snap.updateTime! }) : batch.create(snap.ref, next),
  };
}
