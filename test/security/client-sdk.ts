/**
 * The Firebase web SDK as a browser would use it, in Node: a signed-in user's own app instance talking to
 * the Auth and Firestore emulators, so reads and writes are judged by the deployed firestore.rules with
 * the user's real ID token (claims included).
 */
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, inMemoryPersistence, setPersistence, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel, type Firestore } from 'firebase/firestore';
import { PROJECT_ID } from './support';

const apps: FirebaseApp[] = [];
let count = 0;

export interface SignedInClient {
  db: Firestore;
  uid: string;
}

export async function signedInClient(email: string, password: string): Promise<SignedInClient> {
  // Denied reads and writes are the point; keep the SDK from logging each one.
  setLogLevel('silent');
  const app = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID, authDomain: `${PROJECT_ID}.firebaseapp.com` }, `client-${++count}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`, { disableWarnings: true });
  await setPersistence(auth, inMemoryPersistence);
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  const db = getFirestore(app);
  const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  connectFirestoreEmulator(db, host!, Number(port));
  return { db, uid: user.uid };
}

export async function closeClients() {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
}

/** Resolves to "allowed" or "denied" (permission-denied); any other failure is thrown. */
export async function verdict(operation: Promise<unknown>): Promise<'allowed' | 'denied'> {
  try {
    await operation;
    return 'allowed';
  } catch (error) {
    if ((error as { code?: string }).code === 'permission-denied') return 'denied';
    throw error;
  }
}
