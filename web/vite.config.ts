import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { prerenderPages } from './prerender-plugin';

/**
 * reactfire ships one bundle that imports every Firebase SDK at its top level, so importing its auth
 * hooks would pull Realtime Database, Firestore, Functions, Remote Config and Storage into the first
 * download. We use reactfire for the app and auth only (Firestore is loaded on demand by
 * src/lib/firestore.ts), so those imports, when they come from reactfire, get stubs that throw.
 */
const REACTFIRE_UNUSED_SDKS: Record<string, string[]> = {
  'firebase/database': ['get', 'off', 'onChildAdded', 'onChildChanged', 'onChildMoved', 'onChildRemoved', 'onValue'],
  'firebase/firestore': ['onSnapshot', 'queryEqual'],
  'firebase/functions': ['httpsCallable'],
  'firebase/remote-config': ['ensureInitialized', 'getAll', 'getBoolean', 'getNumber', 'getString', 'getValue'],
  'firebase/storage': ['getDownloadURL', 'ref'],
};
const STUB_PREFIX = '\0reactfire-unused:';

function reactfireAuthOnly(): Plugin {
  return {
    name: 'reactfire-auth-only',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && /[\\/]node_modules[\\/]reactfire[\\/]/.test(importer) && source in REACTFIRE_UNUSED_SDKS) {
        return STUB_PREFIX + source;
      }
      return null;
    },
    load(id) {
      if (!id.startsWith(STUB_PREFIX)) return null;
      const sdk = id.slice(STUB_PREFIX.length);
      const names = REACTFIRE_UNUSED_SDKS[sdk] ?? [];
      const message = `reactfire's ${sdk} hooks are not bundled; use src/lib/firestore.ts for Firestore.`;
      return [
        `const unavailable = () => { throw new Error(${JSON.stringify(message)}); };`,
        ...names.map((name) => `export const ${name} = unavailable;`),
      ].join('\n');
    },
  };
}

export default defineConfig({
  plugins: [reactfireAuthOnly(), react(), prerenderPages()],
  build: {
    // The bundle-budget test reads .vite/manifest.json to add up what each route loads first.
    manifest: true,
    sourcemap: false,
  },
  server: {
    // The Hosting emulator serves /api/** through the functions emulator.
    proxy: { '/api': 'http://127.0.0.1:5000' },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Vitest's default of 5 s per test is too tight for the longer journeys on a busy 2-core machine.
    testTimeout: 60_000,
  },
});
