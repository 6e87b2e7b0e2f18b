import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FeedbackProvider } from '../components/feedback';
import { LOADING_SESSION, SessionContext, type Session } from '../lib/session';
import { theme } from './theme/theme';

// Firebase (app, Auth, reactfire) arrives in its own chunk while the first page renders; until it
// reports, the session is 'loading' and guarded pages show a spinner.
const FirebaseSession = lazy(() => import('./firebase-session'));

export function AppProviders({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(LOADING_SESSION);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Suspense fallback={null}>
        <FirebaseSession onSession={setSession} />
      </Suspense>
      <SessionContext.Provider value={session}>
        <FeedbackProvider>{children}</FeedbackProvider>
      </SessionContext.Provider>
    </ThemeProvider>
  );
}
