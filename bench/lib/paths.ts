import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * The bench's own copy of the project for the emulators: the production build of the function and of the
 * web app, so a rebuild by someone else during the run (npm test builds too) cannot change what is measured.
 * One per EMULATOR_PORT_OFFSET, so two runs on shifted ports keep their own.
 */
export const WORK = join(ROOT, 'node_modules', '.cache', `tools-store-bench${process.env.EMULATOR_PORT_OFFSET ? `-${process.env.EMULATOR_PORT_OFFSET}` : ''}`);
export const WORK_PUBLIC = join(WORK, 'web-dist');
export const WORK_FUNCTIONS = join(WORK, 'functions');
/** The web app's server bundle, its page template and the browser build's manifest, where the ssr function loads them. */
export const WORK_SSR = join(WORK_FUNCTIONS, 'lib', 'ssr');
export const RESULTS = join(ROOT, 'bench', 'results');
/** Where measure.ts (run by emulators:exec) leaves its figures for run.ts. */
export const MEASURED = join(WORK, 'measured.json');
/** Where the Functions emulator's runtime writes a line per call it answered (bench/instrument/count-reads-per-request.mjs). */
export const TRACE = join(WORK, 'calls.jsonl');

/** The Hosting emulator: on the usual port, or shifted with the others when EMULATOR_PORT_OFFSET is set (scripts/firebase.mjs says where). */
export const HOSTING = `http://127.0.0.1:${process.env.HOSTING_PORT ?? 5000}`;
export const PROJECT_ID = 'demo-tools-store';
/** Static copies of API answers and pages, served by the same Hosting emulator (only in the bench's copy of dist). */
export const STATIC_DIR = 'bench-static';
