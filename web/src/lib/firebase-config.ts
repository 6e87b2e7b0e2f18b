// The Firebase project settings, apart from the SDK so that code which only needs them (the saved
// sign-in check that runs on every first page) does not pull the SDK in.
const env = import.meta.env;

/** Demo defaults run against the local emulators; VITE_FIREBASE_* point the app at a real project. */
export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-tools-store.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-tools-store',
  ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
};

export const useEmulators = env.VITE_USE_EMULATORS !== 'false';
