#!/usr/bin/env node
// `npm start`: the whole store on the Firebase emulators. The first run copies the seed (emulator-data/)
// into .emulator-state/, which is imported at start and saved again on exit, so what you change survives
// a restart. `npm run reset` (or `npm start -- --reset`) goes back to the seed.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const seed = join(root, 'emulator-data');
const state = join(root, '.emulator-state');
const args = process.argv.slice(2);
const HOSTING = 'http://localhost:5000';

if (args.includes('--reset') || args.includes('--reset-only') || !existsSync(state)) {
  rmSync(state, { recursive: true, force: true });
  cpSync(seed, state, { recursive: true });
  console.log('Emulator data reset to the seed (emulator-data/ -> .emulator-state/).');
}
if (args.includes('--reset-only')) process.exit(0);

const emulators = spawn(
  process.execPath,
  [
    join(root, 'scripts', 'firebase.mjs'),
    'emulators:start',
    '--only',
    'auth,firestore,functions,hosting',
    '--import',
    state,
    '--export-on-exit',
    state,
  ],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => emulators.kill(signal));
emulators.on('exit', (code) => process.exit(code ?? 0));

async function ready(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

const deadline = Date.now() + 180_000;
while (Date.now() < deadline && emulators.exitCode === null) {
  if ((await ready(`${HOSTING}/`)) && (await ready(`${HOSTING}/api/tools?limit=1`))) {
    console.log(`
┌──────────────────────────────────────────────────────────────────┐
│  The tools store is running on the Firebase emulators.           │
│                                                                  │
│  Open  ${HOSTING.padEnd(58)}│
│                                                                  │
│  Demo customer       customer@example.com  /  customer123        │
│  Demo administrator  admin@example.com     /  admin123           │
│  (emulator-only accounts; Google sign-in opens the emulator's    │
│   own account picker)                                            │
│                                                                  │
│  Ctrl+C stops it and saves the data to .emulator-state/.         │
│  npm run reset goes back to the seed.                            │
└──────────────────────────────────────────────────────────────────┘
`);
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
