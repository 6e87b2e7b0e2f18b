import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { nextWindow, perMinute, WINDOW_MS, type LimitedAction, type RateWindow } from './rate-limit';

// The per-minute window with explicit times: no emulator, no waiting, no hoping that N requests land
// inside one real minute. The routes' own tests check that a full window stored in Firestore answers 429.

const T0 = Date.UTC(2026, 7, 1, 10, 0, 0);

/** The error nextWindow throws, or undefined when it counts. */
function refusal(window: RateWindow | undefined, action: LimitedAction, now: number): ApiError | undefined {
  try {
    nextWindow(window, action, now);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe.each([
  ['orders', 20],
  ['reviews', 10],
] as const)('the %s window', (action, max) => {
  it(`allows ${max} a minute per user`, () => {
    expect(perMinute[action]).toBe(max);
  });

  it('starts with the first creation, and counts each one after it in the same window', () => {
    expect(nextWindow(undefined, action, T0)).toEqual({ windowStart: T0, count: 1 });
    expect(nextWindow({ windowStart: T0, count: 1 }, action, T0 + 10_000)).toEqual({ windowStart: T0, count: 2 });
    expect(nextWindow({ windowStart: T0, count: max - 1 }, action, T0 + WINDOW_MS - 1)).toEqual({ windowStart: T0, count: max });
  });

  it('refuses one more when the window is full, with 429, its code and Retry-After', () => {
    const error = refusal({ windowStart: T0, count: max }, action, T0 + 15_000);
    expect(error).toBeInstanceOf(ApiError);
    expect(error!.code).toBe('rate-limited');
    expect(error!.status).toBe(429);
    expect(error!.headers).toEqual({ 'Retry-After': '45' });
    expect(error!.message).toBe(`Too many ${action} in a minute: at most ${max}. Try again in 45 s.`);
    // A count beyond the limit (say, the limit was lowered) is full too.
    expect(refusal({ windowStart: T0, count: max + 5 }, action, T0)?.headers).toEqual({ 'Retry-After': '60' });
  });

  it('rounds Retry-After up to whole seconds, and never says 0', () => {
    const retryAfter = (now: number) => refusal({ windowStart: T0, count: max }, action, now)?.headers?.['Retry-After'];
    expect(retryAfter(T0)).toBe('60');
    expect(retryAfter(T0 + 1)).toBe('60');
    expect(retryAfter(T0 + 999)).toBe('60');
    expect(retryAfter(T0 + 1_000)).toBe('59');
    expect(retryAfter(T0 + 1_001)).toBe('59');
    expect(retryAfter(T0 + 58_999)).toBe('2');
    expect(retryAfter(T0 + 59_000)).toBe('1');
    expect(retryAfter(T0 + WINDOW_MS - 1)).toBe('1');
  });

  it('starts a new window at exactly one minute after the last one started', () => {
    expect(refusal({ windowStart: T0, count: max }, action, T0 + WINDOW_MS - 1)).toBeDefined();
    expect(nextWindow({ windowStart: T0, count: max }, action, T0 + WINDOW_MS)).toEqual({ windowStart: T0 + WINDOW_MS, count: 1 });
    expect(nextWindow({ windowStart: T0, count: max }, action, T0 + 5 * WINDOW_MS + 7)).toEqual({ windowStart: T0 + 5 * WINDOW_MS + 7, count: 1 });
  });
});

it('keeps the two kinds apart: a full reviews window does not refuse an order', () => {
  const fullForReviews = { windowStart: T0, count: perMinute.reviews };
  expect(refusal(fullForReviews, 'reviews', T0 + 1)).toBeDefined();
  expect(nextWindow(fullForReviews, 'orders', T0 + 1)).toEqual({ windowStart: T0, count: perMinute.reviews + 1 });
});
