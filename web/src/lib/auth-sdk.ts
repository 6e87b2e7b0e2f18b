import type { Auth } from 'firebase/auth';

type AuthModule = typeof import('firebase/auth');

/**
 * The Firebase Auth SDK and the app's Auth instance, loaded after the first render: pages call
 * this inside event handlers, so no page waits for Firebase before it can be shown.
 */
export async function loadAuth(): Promise<{ sdk: AuthModule; auth: Auth }> {
  const [sdk, { auth }] = await Promise.all([import('firebase/auth'), import('./firebase')]);
  return { sdk, auth };
}
