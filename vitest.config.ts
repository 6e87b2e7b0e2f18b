import { defineConfig } from 'vitest/config';

// One runner for every suite. `npm test` runs it inside `firebase emulators:exec`, so the
// emulator suites find Auth, Firestore, Functions and Hosting through the *_EMULATOR_HOST variables.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Suites share one emulator: run files one after another so each starts from a known state.
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'rules',
          include: ['test/rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          fileParallelism: false,
        },
      },
      'web/vite.config.ts',
    ],
  },
});
