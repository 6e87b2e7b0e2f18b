import { useEffect } from 'react';
import { watchDocument } from '../lib/firestore';
import { useSession } from '../lib/session';

interface ClaimsStamp {
  claimsUpdatedAt?: { toMillis(): number } | null;
}

/**
 * When an administrator changes this user's role, the server stamps users/{uid}.claimsUpdatedAt.
 * A stamp newer than the current ID token means the token's claims are stale: refresh it, and
 * reactfire's sign-in check (and so the nav and the dashboard) re-evaluates the admin claim.
 */
export function ClaimsWatcher() {
  const { user } = useSession();

  useEffect(() => {
    if (!user) return;
    let refreshedFor = 0;
    return watchDocument<ClaimsStamp>(
      `users/${user.uid}`,
      (profile) => {
        const stamp = profile?.claimsUpdatedAt?.toMillis?.();
        if (!stamp || stamp === refreshedFor) return;
        void user.getIdTokenResult().then(({ issuedAtTime }) => {
          // Token times have one-second precision; refresh at most once per stamp.
          if (stamp > Date.parse(issuedAtTime) && stamp !== refreshedFor) {
            refreshedFor = stamp;
            return user.getIdToken(true);
          }
        });
      },
      // Not fatal: the user keeps the claims they had until their next sign-in.
      (error) => console.warn('Could not watch role changes:', error.message),
    );
  }, [user]);

  return null;
}
