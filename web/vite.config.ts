import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Packages that register themselves on import (firebase/firestore and friends). reactfire's single
// bundle imports them all; marking them side-effect free lets Rollup drop the ones nothing calls, so
// the Firestore SDK only arrives through the lazy import in src/lib/firestore.ts.
const FIREBASE_SDKS_LOADED_ON_DEMAND =
  /node_modules[\\/](@firebase[\\/](firestore|database|functions|remote-config|storage)|firebase[\\/](firestore|database|functions|remote-config|storage))[\\/]/;

export default defineConfig({
  plugins: [react()],
  build: {
    // The bundle-budget test reads .vite/manifest.json to add up what each route loads first.
    manifest: true,
    sourcemap: false,
    rollupOptions: {
      treeshake: {
        moduleSideEffects: (id) => !FIREBASE_SDKS_LOADED_ON_DEMAND.test(id),
      },
    },
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
  },
});
