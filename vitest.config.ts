import { defineConfig } from 'vitest/config';

// One runner for every suite. The emulator suites run inside `firebase emulators:exec` (npm run test:api,
// test:e2e), so they find Auth, Firestore, Functions and Hosting through the *_EMULATOR_HOST variables. Suites
// that share the emulators run one group after another (sequence.groupOrder) and one file at a time, each file
// starting from the state it sets up. The pure suites (contract, web components, scripts: npm run test:unit) need
// no emulators.
export default defineConfig({
  test: {
    // With TEST_REPORT set (npm test sets it for each step), the results are also written there as JSON, from which
    // npm test prints what failed at the end of its output, where the tail of a CI log shows it.
    reporters: process.env.TEST_REPORT ? ['default', 'json'] : ['default'],
    outputFile: process.env.TEST_REPORT ? { json: process.env.TEST_REPORT } : undefined,
    projects: [
      { test: { name: 'contract', include: ['contract/src/**/*.test.ts'], environment: 'node' } },
      // The development tools' own tests (the payment sandbox's, on a free port): no emulators.
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'], environment: 'node' } },
      'web/vite.config.ts',
      {
        test: {
          name: 'rules',
          include: ['test/rules/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Loading the rules into the emulator took over vitest's default 10 s on a busy 2-core machine.
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts'],
          environment: 'node',
          // The concurrency tests (20 and 30 orders at once, racing moderation) wait for the Functions emulator
          // to start a worker per concurrent request: 5 to 35 s on a busy 2-core machine. They wait for answers,
          // never for time.
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
      {
        // The adversarial suites of SECURITY.md: bad input on every route, privilege escalation through the API
        // and the Firestore rules, races. Against the same emulators as the functions suites, after them
        // (a group of its own: projects of one group run at the same time, and both empty the emulators).
        test: {
          name: 'security',
          include: ['test/security/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          sequence: { groupOrder: 3 },
        },
      },
      {
        // Browser journeys: Chromium against the production build on the Hosting emulator, seeded from
        // emulator-data/ (npm run test:e2e starts its own emulators with that import).
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // Bounds for a loaded 2-core machine; journeys wait for conditions, never for time, so a passing
          // run is no slower for them. expect.poll's own default (1 s) raced the emulated API: it now waits
          // as long as a locator does (UI_TIMEOUT in e2e/support/browser.ts).
          testTimeout: 240_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 45_000 } },
          // A journey that fails is run once more (each creates its own customers and tools): a fresh CI machine
          // once failed one that passes here, and npm test's summary names every journey that needed a second run.
          retry: 1,
          fileParallelism: false,
          sequence: { groupOrder: 4 },
        },
      },
      {
        // Stops and restarts of `npm start` (scripts/start.mjs), which starts its own emulators on the usual
        // ports: run alone, after every suite that uses the emulators (npm run test:durability).
        test: {
          name: 'durability',
          include: ['test/durability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 5 },
        },
      },
    ],
  },
});
