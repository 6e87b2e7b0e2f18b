import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseConfig } from './firebase-config';

/**
 * The one Firebase app, apart from Auth: a visitor's live stock reads Firestore through it without downloading
 * Firebase Auth. Firestore picks up Auth's tokens once a signed-in page registers Auth on the same app.
 */
export const firebaseApp: FirebaseApp = getApps().length ? getApp() : initializeApp(firebaseConfig);
