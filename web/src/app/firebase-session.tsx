import { useEffect, useMemo, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, useSigninCheck } from 'reactfire';
import { setIdTokenSource } from '../lib/api-client';
import { auth, firebaseApp } from '../lib/firebase';
import { LOADING_SESSION, SessionContext, type Session } from '../lib/session';
import { ClaimsWatcher } from './claims-watcher';

// Loaded after the first render (see providers.tsx). From here on API calls carry the ID token.
setIdTokenSource(async () => {
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
});

const ADMIN_CLAIM = { requiredClaims: { admin: true } };

/** reactfire's providers, for its sign-in check below. */
function ReactfireProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}

/** Turns reactfire's sign-in check (re-run on every ID token change) into our Session. */
function useFirebaseSession(): Session {
  const { status, data } = useSigninCheck(ADMIN_CLAIM);
  return useMemo<Session>(() => {
    if (status === 'loading') return LOADING_SESSION;
    if (status === 'error' || !data) {
      // Reading the claims failed: keep a signed-in user signed in, without admin rights.
      return auth.currentUser
        ? { status: 'signed-in', user: auth.currentUser, isAdmin: false }
        : { status: 'signed-out', user: null, isAdmin: false };
    }
    return data.signedIn
      ? { status: 'signed-in', user: data.user, isAdmin: data.hasRequiredClaims }
      : { status: 'signed-out', user: null, isAdmin: false };
  }, [status, data]);
}

function SessionReporter({ onSession }: { onSession: (session: Session) => void }) {
  const session = useFirebaseSession();
  useEffect(() => onSession(session), [session, onSession]);
  return (
    <SessionContext.Provider value={session}>
      <ClaimsWatcher />
    </SessionContext.Provider>
  );
}

/** Reports the signed-in user to the app as Firebase Auth learns it; renders nothing visible. */
export default function FirebaseSession({ onSession }: { onSession: (session: Session) => void }) {
  return (
    <ReactfireProviders>
      <SessionReporter onSession={onSession} />
    </ReactfireProviders>
  );
}
