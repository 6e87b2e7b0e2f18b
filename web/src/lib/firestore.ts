import type { DocumentData, Firestore } from 'firebase/firestore';
import { firebaseApp } from './firebase-app';
import { useEmulators } from './firebase-config';

type FirestoreModule = typeof import('firebase/firestore');

let loading: Promise<{ db: Firestore; sdk: FirestoreModule }> | undefined;

/**
 * The Firestore SDK and the app's instance, loaded on first use. The storefront's first pages never
 * need it, so it is fetched only by the pages that read live data (stock, My Orders, claims).
 */
export function loadFirestore(): Promise<{ db: Firestore; sdk: FirestoreModule }> {
  loading ??= import('firebase/firestore').then((sdk) => {
    const db = sdk.getFirestore(firebaseApp);
    if (useEmulators) sdk.connectFirestoreEmulator(db, '127.0.0.1', 8080);
    return { db, sdk };
  });
  return loading;
}

/**
 * Listens to one document; returns the unsubscribe function at once (it also cancels a listener
 * that is still loading). onData receives undefined when the document does not exist.
 */
export function watchDocument<T = DocumentData>(
  path: string,
  onData: (data: (T & { id: string }) | undefined) => void,
  onError: (error: Error) => void,
): () => void {
  let unsubscribe: (() => void) | undefined;
  let cancelled = false;
  loadFirestore().then(
    ({ db, sdk }) => {
      if (cancelled) return;
      unsubscribe = sdk.onSnapshot(
        sdk.doc(db, path),
        (snapshot) => onData(snapshot.exists() ? ({ id: snapshot.id, ...snapshot.data() } as T & { id: string }) : undefined),
        onError,
      );
    },
    (error: unknown) => {
      if (!cancelled) onError(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return () => {
    cancelled = true;
    unsubscribe?.();
  };
}
