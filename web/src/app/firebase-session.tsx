import { onIdTokenChanged, type User } from 'firebase/auth';
import { useEffect, useState } from 'react';
import { setIdTokenSource } from '../lib/api-client';
import { auth } from '../lib/firebase';
import { LOADING_SESSION, SessionContext, type Session } from '../lib/session';
import { rememberSignedIn } from '../lib/sign-in-hint';
import { ClaimsWatcher } from './claims-watcher';
import { LanguageChoice } from './language-choice';

// Loaded after the first render (see providers.tsx). From here on API calls carry the ID token.
setIdTokenSource(async () => {
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
});

/** The session of `user`, with the admin custom claim of their current ID token. */
async function sessionOf(user: User | null): Promise<Session> {
  if (!user) return { status: 'signed-out', user: null, isAdmin: false };
  try {
    const { claims } = await user.getIdTokenResult();
    return { status: 'signed-in', user, isAdmin: claims.admin === true };
  } catch {
    // Reading the claims failed: keep the user signed in, without admin rights.
    return { status: 'signed-in', user, isAdmin: false };
  }
}

/** Firebase Auth's user and claims, read again on every ID token change (a sign-in, a sign-out, a refresh). */
function useFirebaseSession(): Session {
  const [session, setSession] = useState<Session>(LOADING_SESSION);
  useEffect(() => {
    let latest = 0;
    return onIdTokenChanged(auth, (user) => {
      const call = ++latest;
      void sessionOf(user).then((next) => {
        if (call === latest) setSession(next);
      });
    });
  }, []);
  return session;
}

/** Reports the signed-in user to the app as Firebase Auth learns it, and keeps their profile up to date; renders nothing visible. */
export default function FirebaseSession({ onSession }: { onSession: (session: Session) => void }) {
  const session = useFirebaseSession();
  useEffect(() => {
    onSession(session);
    if (session.status !== 'loading') rememberSignedIn(session.status === 'signed-in');
  }, [session, onSession]);
  return (
    <SessionContext.Provider value={session}>
      <ClaimsWatcher />
      <LanguageChoice />
    </SessionContext.Provider>
  );
}
