// `npm test`: every check of the project, in two lanes, because no suite keeps both cores of a small machine busy
// on its own (vitest runs one worker on 2 cores; the API and browser suites mostly wait on the emulators):
// - the API lane, at normal priority: the unit suites (no emulators), then the rules, API and security suites,
//   then the durability suite, on emulators whose ports are shifted by API_PORT_OFFSET;
// - the browser lane, at idle priority: the journeys on emulators at the usual ports (the built app connects to
//   those), once the build is done.
// The race suites fire up to 30 requests at once at the Functions emulator, which must answer each within the
// Hosting emulator's 60 s; they get the CPU first, as if they ran alone, and the journeys (which wait for
// conditions, never for time) take what is left. Idle priority is a scheduling class (chrt --idle) rather than
// a nice value, because Chromium sets its own processes' nice values and would otherwise escape it.
// Lint and typecheck run at idle priority beside the build.
// Each step's output goes to test-results/<step>.log and is printed whole when the step ends, so a log reads
// one suite at a time. The run fails if any step fails; a step whose prerequisite failed does not run.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const logs = join(root, 'test-results');
const API_PORT_OFFSET = '10000';
/** How a step that may wait is started: at idle priority where util-linux's chrt is there, else at nice 10. */
const LOWER = spawnSync('chrt', ['--idle', '0', 'true']).status === 0 ? 'chrt --idle 0' : 'nice -n 10';

const steps = [
  { name: 'build', command: 'npm run build' },
  { name: 'lint', command: 'npm run lint', lower: true },
  { name: 'typecheck', command: 'npm run typecheck', lower: true },
  // The unit suites include the bundle budget, which weighs the build.
  { name: 'unit', command: 'npm run test:unit', needs: ['build'] },
  { name: 'api', command: 'npm run test:api', needs: ['build', 'unit'], env: { EMULATOR_PORT_OFFSET: API_PORT_OFFSET } },
  { name: 'durability', command: 'npm run test:durability', needs: ['api'], env: { EMULATOR_PORT_OFFSET: API_PORT_OFFSET } },
  { name: 'e2e', command: 'npm run test:e2e', needs: ['build'], lower: true },
];

mkdirSync(logs, { recursive: true });
const startedAt = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const children = new Set();

/** Runs one step in its own process group (so an interrupt stops all of it); resolves with whether it passed. */
function run(step) {
  const since = Date.now();
  const logPath = join(logs, `${step.name}.log`);
  const log = createWriteStream(logPath);
  const command = step.lower ? `${LOWER} ${step.command}` : step.command;
  console.log(`[test] ${step.name}: started at ${seconds(startedAt)} (${command})`);
  const child = spawn(command, { cwd: root, shell: true, detached: true, env: { ...process.env, ...step.env } });
  children.add(child);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      children.delete(child);
      log.end(() => {
        const passed = code === 0;
        console.log(`\n${'='.repeat(30)} ${step.name}: ${passed ? 'passed' : `FAILED (exit ${code})`} in ${seconds(since)} ${'='.repeat(30)}`);
        process.stdout.write(readFileSync(logPath));
        resolve(passed);
      });
    });
  });
}

const outcomes = new Map();
for (const step of steps) {
  const needs = step.needs ?? [];
  outcomes.set(
    step.name,
    Promise.all(needs.map((name) => outcomes.get(name))).then((passed) => {
      const failed = needs.filter((_, i) => !passed[i]);
      if (failed.length === 0) return run(step);
      console.log(`[test] ${step.name}: not run, because ${failed.join(' and ')} failed`);
      return false;
    }),
  );
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

const results = await Promise.all(steps.map(async (step) => [step.name, await outcomes.get(step.name)]));
const failed = results.filter(([, passed]) => !passed).map(([name]) => name);
console.log(`\n[test] ${failed.length ? `FAILED: ${failed.join(', ')}` : 'every step passed'} in ${seconds(startedAt)}; logs in test-results/`);
process.exit(failed.length ? 1 : 0);
