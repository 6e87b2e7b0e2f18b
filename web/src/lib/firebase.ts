import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { firebaseApp } from './firebase-app';
import { useEmulators } from './firebase-config';

function createAuth(): Auth {
  // initializeAuth instead of getAuth: the popup/redirect machinery is passed to signInWithPopup
  // when the Google button is used, so it stays out of every page's first download.
  const auth = initializeAuth(firebaseApp, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  });
  if (useEmulators) connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
  return auth;
}

export const auth: Auth = createAuth();
