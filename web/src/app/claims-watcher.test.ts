import type { IdTokenResult, User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshUntilClaimsMatch } from './claims-watcher';

/** A user whose admin claim flips on refresh number `changedOnRefresh` (the server sets claims after the profile). */
function userWithClaims(initiallyAdmin: boolean, changedOnRefresh: number | null, issuedAt = '2026-01-01T10:00:00Z') {
  let admin = initiallyAdmin;
  let refreshes = 0;
  const user = {
    getIdTokenResult: vi.fn(async () => ({ claims: admin ? { admin: true } : {}, issuedAtTime: issuedAt }) as unknown as IdTokenResult),
    getIdToken: vi.fn(async (force?: boolean) => {
      if (force) {
        refreshes++;
        if (changedOnRefresh !== null && refreshes >= changedOnRefresh) admin = !initiallyAdmin;
        issuedAt = '2026-01-01T10:00:09Z';
      }
      return 'token';
    }),
  };
  return user as typeof user & User;
}

const stamp = (iso: string) => ({ toMillis: () => Date.parse(iso) });

describe('refreshUntilClaimsMatch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does nothing when the token already carries the role', async () => {
    const user = userWithClaims(true, null);
    await refreshUntilClaimsMatch(user, { role: 'admin', claimsUpdatedAt: stamp('2026-01-01T10:00:05Z') }, () => false);
    expect(user.getIdToken).not.toHaveBeenCalled();
  });

  it('refreshes once when the claim is already set on the server', async () => {
    const user = userWithClaims(false, 1);
    await refreshUntilClaimsMatch(user, { role: 'admin', claimsUpdatedAt: stamp('2026-01-01T10:00:05Z') }, () => false);
    expect(user.getIdToken).toHaveBeenCalledTimes(1);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
  });

  it('backs off and refreshes again while the server has not set the claim yet (a demotion here)', async () => {
    const user = userWithClaims(true, 3);
    const done = refreshUntilClaimsMatch(user, { role: 'user', claimsUpdatedAt: stamp('2026-01-01T10:00:05Z') }, () => false);
    await vi.runAllTimersAsync();
    await done;
    expect(user.getIdToken).toHaveBeenCalledTimes(3);
    expect((await user.getIdTokenResult()).claims.admin).toBeUndefined();
  });

  it('gives up after a bounded number of attempts', async () => {
    const user = userWithClaims(false, null);
    const done = refreshUntilClaimsMatch(user, { role: 'admin' }, () => false);
    await vi.runAllTimersAsync();
    await done;
    expect(user.getIdToken).toHaveBeenCalledTimes(6);
  });

  it('without a role, refreshes once for a stamp newer than the token', async () => {
    const user = userWithClaims(false, null);
    await refreshUntilClaimsMatch(user, { claimsUpdatedAt: stamp('2026-01-01T10:00:05Z') }, () => false);
    expect(user.getIdToken).toHaveBeenCalledTimes(1);
    const fresh = userWithClaims(false, null, '2026-01-01T10:00:05Z');
    await refreshUntilClaimsMatch(fresh, { claimsUpdatedAt: stamp('2026-01-01T10:00:05.400Z') }, () => false);
    expect(fresh.getIdToken).not.toHaveBeenCalled();
  });

  it('stops when a newer snapshot takes over', async () => {
    const user = userWithClaims(false, null);
    let cancelled = false;
    const done = refreshUntilClaimsMatch(user, { role: 'admin' }, () => cancelled);
    await vi.advanceTimersByTimeAsync(0);
    cancelled = true;
    await vi.runAllTimersAsync();
    await done;
    expect(user.getIdToken.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
