// `npm test`: every check of the project, the independent ones side by side. Much of a suite's time is spent
// waiting (on the emulators, on the browser), so two at once use both cores of a small machine:
// - lint and typecheck beside the build;
// - once built, two lanes: the browser journeys on emulators at the usual ports (the built app connects to
//   those); and the unit suites (no emulators), then the API, rules and security suites and the durability suite
//   on a second set of emulators, every port shifted by API_PORT_OFFSET. The unit suites go first in that lane
//   rather than in a third one: they keep both cores busy on their own, and the race suites' timing bounds are
//   for a machine running one other suite, not two.
// Each step's output goes to test-results/<step>.log and is printed whole when the step ends, so a log reads
// one suite at a time. The run fails if any step fails; a step whose prerequisite failed does not run.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const logs = join(root, 'test-results');
const API_PORT_OFFSET = '10000';

const steps = [
  { name: 'lint', command: 'npm run lint' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'build', command: 'npm run build' },
  { name: 'e2e', command: 'npm run test:e2e', needs: 'build' },
  { name: 'unit', command: 'npm run test:unit', needs: 'build' },
  {
    name: 'api',
    command: 'npm run test:api && npm run test:durability',
    needs: 'build',
    waitsFor: 'unit',
    env: { EMULATOR_PORT_OFFSET: API_PORT_OFFSET },
  },
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
  console.log(`[test] ${step.name}: started (${step.command})`);
  const child = spawn(step.command, { cwd: root, shell: true, detached: true, env: { ...process.env, ...step.env } });
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
  const ready = (step.needs ? outcomes.get(step.needs) : Promise.resolve(true)).then(async (passed) => {
    // A step it waits for only has to have ended, passed or not.
    if (step.waitsFor) await outcomes.get(step.waitsFor);
    return passed;
  });
  outcomes.set(
    step.name,
    ready.then((passed) => {
      if (passed) return run(step);
      console.log(`[test] ${step.name}: not run, because ${step.needs} failed`);
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
