import type { Auth } from 'firebase/auth';

type AuthModule = typeof import('firebase/auth');

const wantedListeners = new Set<() => void>();
let wanted = false;

/**
 * Calls `listener` once something needs Firebase Auth (at once if something already has). The app's
 * session starts then for a visitor with no saved sign-in (see app/providers.tsx).
 */
export function onAuthWanted(listener: () => void): () => void {
  if (wanted) listener();
  else wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/**
 * The Firebase Auth SDK and the app's Auth instance, loaded after the first render: pages call
 * this inside event handlers, so no page waits for Firebase before it can be shown.
 */
export async function loadAuth(): Promise<{ sdk: AuthModule; auth: Auth }> {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
    wantedListeners.clear();
  }
  const [sdk, { auth }] = await Promise.all([import('firebase/auth'), import('./firebase')]);
  return { sdk, auth };
}
