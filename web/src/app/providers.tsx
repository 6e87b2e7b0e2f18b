import CssBaseline from '@mui/material/CssBaseline';
// MUI's own ThemeProvider brings the CSS-variables provider too, which a theme without CSS variables (this
// one) never uses: @mui/system's, which it renders for such a theme, is the same less that weight.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { INTL_LOCALE, type Locale } from '@store/contract/locale';
import { lazy, startTransition, Suspense, useEffect, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { mayBeSignedIn } from '../lib/sign-in-hint';
import { FeedbackProvider } from '../components/feedback';
import { onAuthWanted } from '../lib/auth-sdk';
import { IntlProvider, type Catalog } from '../lib/i18n/intl';
import { LOADING_SESSION, SessionContext, type Session } from '../lib/session';
import { theme } from './theme/theme';

// Firebase (app, Auth) arrives in its own chunk after the first render; until it reports, the session is
// 'loading' (as the server rendered it), or assumed signed out, and guarded pages show a spinner.
const FirebaseSession = lazy(() => import('./firebase-session'));

const ASSUMED_SIGNED_OUT: Session = { status: 'signed-out', user: null, isAdmin: false, assumed: true };

/**
 * Whether to start the Firebase session: when this app last saw a user signed in here (lib/sign-in-hint.ts), or
 * once something needs Firebase Auth (a sign-in form, a guarded page). A visitor with neither is signed out at
 * once, and never downloads Firebase.
 */
function useFirebaseWanted(setSession: Dispatch<SetStateAction<Session>>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const stop = onAuthWanted(() => setWanted(true));
    if (mayBeSignedIn()) setWanted(true);
    else startTransition(() => setSession((session) => (session.status === 'loading' ? ASSUMED_SIGNED_OUT : session)));
    return stop;
  }, [setSession]);
  return wanted;
}

/**
 * What one user was shown (their orders, an administrator's lists) is never shown to the next: when the
 * signed-in user changes, after the session is first known, the cache starts afresh.
 */
function useCacheForOneUser(queryClient: QueryClient, session: Session) {
  const uid = session.status === 'loading' ? undefined : (session.user?.uid ?? null);
  const shownTo = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (uid === undefined) return;
    if (shownTo.current !== undefined && shownTo.current !== uid) queryClient.clear();
    shownTo.current = uid;
  }, [queryClient, uid]);
}

export interface AppProvidersProps {
  /** Caches the API's answers: one per request on the server, one per page load in the browser. */
  queryClient: QueryClient;
  /** The page's language (from its address) and its catalog, loaded before the first render. */
  locale: Locale;
  messages: Catalog;
  children: ReactNode;
}

export function AppProviders({ queryClient, locale, messages, children }: AppProvidersProps) {
  const [session, setSession] = useState<Session>(LOADING_SESSION);
  const firebaseWanted = useFirebaseWanted(setSession);
  useCacheForOneUser(queryClient, session);
  return (
    <IntlProvider locale={INTL_LOCALE[locale]} messages={messages}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {firebaseWanted && (
            <Suspense fallback={null}>
              <FirebaseSession onSession={setSession} />
            </Suspense>
          )}
          <SessionContext.Provider value={session}>
            <FeedbackProvider>{children}</FeedbackProvider>
          </SessionContext.Provider>
        </ThemeProvider>
      </QueryClientProvider>
    </IntlProvider>
  );
}
