import type { User } from 'firebase/auth';
import { createContext, useContext } from 'react';

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

/**
 * Who is using the app, as the UI needs it. The app fills it from Firebase Auth (app/firebase-session.tsx);
 * tests fill it directly, so guards and pages can be rendered without Firebase.
 */
export interface Session {
  status: SessionStatus;
  user: User | null;
  /** The `admin: true` custom claim of the current ID token. */
  isAdmin: boolean;
  /**
   * Signed out by assumption: nothing suggested a sign-in, so Firebase was not loaded (app/providers.tsx).
   * A page that needs to be sure (a guard) loads it, and the session then says what Firebase knows.
   */
  assumed?: true;
}

export const LOADING_SESSION: Session = { status: 'loading', user: null, isAdmin: false };

export const SessionContext = createContext<Session>(LOADING_SESSION);

export function useSession(): Session {
  return useContext(SessionContext);
}
