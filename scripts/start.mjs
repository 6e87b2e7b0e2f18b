#!/usr/bin/env node
// `npm start`: the whole store on the Firebase emulators. The first run copies the seed (emulator-data/)
// into .emulator-state/, which is imported at start, so what you change survives a restart. It is saved:
// - every 30 seconds while the store runs (--save-every <seconds>, 0 for never), so a hard stop (a killed
//   terminal, a crash, a power cut) loses at most the last half minute;
// - on a clean stop (Ctrl+C), by the emulators' own export on exit.
// Every save is written beside the state and then swapped in by renaming, so a stop in the middle of a save
// leaves the previous state or the new one, never half of one. `npm run reset` (or --reset) goes back to the
// seed; --state <dir> keeps the state elsewhere (the durability test uses it).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COURIER_SANDBOX_PORT } from './courier-sandbox.mjs';
import { PAYMENT_SANDBOX_PORT } from './payment-sandbox.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
};

const seed = join(root, 'emulator-data');
const state = resolve(root, option('--state', '.emulator-state'));
/** Where the periodic saves and the export on exit are written before they are swapped in. */
const saving = `${state}.saving`;
const onExit = `${state}.exit`;
const saveEverySeconds = Number(option('--save-every', '30'));

const ports = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')).emulators;
// scripts/firebase.mjs shifts every port by EMULATOR_PORT_OFFSET when it is set (the durability suite uses it).
const portOffset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);
const HOSTING = `http://localhost:${ports.hosting.port + portOffset}`;
const HUB = `http://127.0.0.1:${ports.hub.port + portOffset}`;
// scripts/firebase.mjs runs the payment sandbox (the local SSLCommerz) beside the emulators, on this port.
const PAYMENT_SANDBOX = `http://127.0.0.1:${PAYMENT_SANDBOX_PORT + portOffset}`;
// ... and the courier sandbox (the local Steadfast): its tracking pages and control calls on this origin.
const COURIER_SANDBOX = `http://127.0.0.1:${COURIER_SANDBOX_PORT + portOffset}`;

const METADATA = 'firebase-export-metadata.json';
const savedAt = (dir) => (existsSync(join(dir, METADATA)) ? statSync(join(dir, METADATA)).mtimeMs : -1);

/** Moves a finished save into place. The emulators write a save whole or not at all (see hubExport). */
function promote(from) {
  if (savedAt(from) < 0) return;
  rmSync(state, { recursive: true, force: true });
  renameSync(from, state);
}

/** After a hard stop: the newest complete one of the state and any save left beside it becomes the state. */
function recover() {
  const newest = [state, saving, onExit].filter((dir) => savedAt(dir) >= 0).sort((a, b) => savedAt(b) - savedAt(a))[0];
  if (newest && newest !== state) {
    promote(newest);
    console.log(`Recovered the emulator data saved last (${newest} -> ${state}).`);
  }
  for (const leftover of [saving, onExit]) rmSync(leftover, { recursive: true, force: true });
}

recover();
if (args.includes('--reset') || args.includes('--reset-only') || !existsSync(state)) {
  rmSync(state, { recursive: true, force: true });
  cpSync(seed, state, { recursive: true });
  console.log(`Emulator data reset to the seed (emulator-data/ -> ${state}).`);
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
    onExit,
  ],
  { cwd: root, stdio: 'inherit' },
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    emulators.kill(signal);
  });
}
emulators.on('exit', (code) => {
  promote(onExit);
  process.exit(code ?? 0);
});

async function ready(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

let saves = 0;
/** Asks the running emulators to export everything, then swaps the export in. */
async function save() {
  if (stopping) return;
  try {
    const res = await fetch(`${HUB}/_admin/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: saving, initiatedBy: 'npm start' }),
    });
    if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
    if (stopping) return;
    promote(saving);
    console.log(`Saved the emulator data to ${state} (save ${++saves}, ${new Date().toLocaleTimeString()}).`);
  } catch (error) {
    if (!stopping) console.warn(`Could not save the emulator data: ${error.message}`);
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
│  Payments go to the payment sandbox (no money moves):            │
│        ${PAYMENT_SANDBOX.padEnd(58)}│
│  Parcels go to the courier sandbox (no parcel moves):            │
│        ${COURIER_SANDBOX.padEnd(58)}│
│                                                                  │
│  ${(saveEverySeconds > 0 ? `Data is saved every ${saveEverySeconds} s and when you press Ctrl+C.` : 'Data is saved when you press Ctrl+C.').padEnd(64)}│
│  npm run reset goes back to the seed.                            │
└──────────────────────────────────────────────────────────────────┘
`);
    if (saveEverySeconds > 0) {
      // One save at a time: the next is planned when the last has finished.
      const loop = async () => {
        await save();
        if (!stopping) setTimeout(loop, saveEverySeconds * 1000).unref();
      };
      setTimeout(loop, saveEverySeconds * 1000).unref();
    }
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
