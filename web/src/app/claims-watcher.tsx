import type { User } from 'firebase/auth';
import { useEffect } from 'react';
import { watchDocument } from '../lib/firestore';
import { useSession } from '../lib/session';

interface UserProfile {
  /** Mirror of the admin claim, written by the server with the change. */
  role?: 'admin' | 'user';
  /** Stamped by the server whenever it changes this user's custom claims. */
  claimsUpdatedAt?: { toMillis(): number } | null;
}

const MAX_ATTEMPTS = 6;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Refreshes the ID token until its admin claim agrees with the profile's role. The server writes
 * the profile first and sets the claim just after, so a refresh can come too early: back off and
 * try again (0.5 s, 1 s, 2 s, ...). Without a role to compare, one refresh for a newer stamp.
 */
export async function refreshUntilClaimsMatch(user: User, profile: UserProfile, cancelled: () => boolean) {
  const stamp = profile.claimsUpdatedAt?.toMillis?.() ?? 0;
  const wantAdmin = profile.role === undefined ? undefined : profile.role === 'admin';
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { claims, issuedAtTime } = await user.getIdTokenResult();
    if (cancelled()) return;
    if (wantAdmin !== undefined) {
      if ((claims.admin === true) === wantAdmin) return;
    } else if (attempt > 0 || stamp < Date.parse(issuedAtTime) + 1000) {
      // Token times are whole seconds: a token from the stamp's second or later has the change.
      return;
    }
    if (attempt > 0) await delay(500 * 2 ** (attempt - 1));
    if (cancelled()) return;
    await user.getIdToken(true);
  }
}

/**
 * When an administrator changes this user's role, the server updates users/{uid}. A profile whose
 * role the current ID token does not carry yet means the token is stale: refresh it, and the session's
 * sign-in check (so the nav, the guards and the dashboard) re-evaluates the admin claim.
 */
export function ClaimsWatcher() {
  const { user } = useSession();

  useEffect(() => {
    if (!user) return;
    let generation = 0;
    const unsubscribe = watchDocument<UserProfile>(
      `users/${user.uid}`,
      (profile) => {
        if (!profile) return;
        const current = ++generation;
        refreshUntilClaimsMatch(user, profile, () => current !== generation).catch((error: unknown) =>
          console.warn('Could not refresh the sign-in after a role change:', error),
        );
      },
      // Not fatal: the user keeps the claims they had until their next sign-in.
      (error) => console.warn('Could not watch role changes:', error.message),
    );
    return () => {
      generation++;
      unsubscribe();
    };
  }, [user]);

  return null;
}
