import { firebaseConfig } from './firebase-config';

// Where Firebase Auth keeps the signed-in user with the persistence of lib/firebase.ts (IndexedDB,
// else localStorage). Both are documented parts of the SDK's storage format.
const USER_KEY = `firebase:authUser:${firebaseConfig.apiKey}:[DEFAULT]`;
const DB_NAME = 'firebaseLocalStorageDb';
const STORE_NAME = 'firebaseLocalStorage';

/**
 * Whether this browser holds a Firebase sign-in, found without loading the SDK: most storefront
 * visitors are anonymous, and for them the app never downloads Firebase until they open a sign-in
 * form. When it cannot tell, it answers true, and the app loads Firebase to find out.
 */
export async function hasSavedSignIn(): Promise<boolean> {
  try {
    if (localStorage.getItem(USER_KEY)) return true;
  } catch {
    return true;
  }
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  if (!databases.some((database) => database.name === DB_NAME)) return false;
  return new Promise((resolve) => {
    const request = indexedDB.open(DB_NAME);
    request.onerror = () => resolve(true);
    request.onsuccess = () => {
      const db = request.result;
      const answer = (value: boolean) => {
        db.close();
        resolve(value);
      };
      try {
        if (!db.objectStoreNames.contains(STORE_NAME)) return answer(false);
        const read = db.transaction(STORE_NAME, 'readonly').objectStore(STORE_NAME).get(USER_KEY);
        read.onsuccess = () => answer(read.result != null);
        read.onerror = () => answer(true);
      } catch {
        answer(true);
      }
    };
  });
}
