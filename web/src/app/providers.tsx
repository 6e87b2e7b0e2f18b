import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, useSigninCheck } from 'reactfire';
import { FeedbackProvider } from '../components/feedback';
import { auth, firebaseApp } from '../lib/firebase';
import { LOADING_SESSION, SessionContext, type Session } from '../lib/session';
import { ClaimsWatcher } from './claims-watcher';
import { theme } from './theme/theme';

const ADMIN_CLAIM = { requiredClaims: { admin: true } };

/** Turns reactfire's sign-in check (re-run on every ID token change) into our Session. */
function FirebaseSession({ children }: { children: ReactNode }) {
  const { status, data } = useSigninCheck(ADMIN_CLAIM);

  const session = useMemo<Session>(() => {
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

  return (
    <SessionContext.Provider value={session}>
      <ClaimsWatcher />
      {children}
    </SessionContext.Provider>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <FirebaseAppProvider firebaseApp={firebaseApp}>
        <AuthProvider sdk={auth}>
          <FirebaseSession>
            <FeedbackProvider>{children}</FeedbackProvider>
          </FirebaseSession>
        </AuthProvider>
      </FirebaseAppProvider>
    </ThemeProvider>
  );
}
