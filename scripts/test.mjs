// `npm test`: every check of the project, side by side where that is safe, because no suite keeps both cores of a
// small machine busy on its own (vitest runs one worker on 2 cores; the browser journeys mostly wait):
// - lint and typecheck beside the build;
// - then the browser journeys, on emulators at the usual ports (the built app connects to those), beside the unit
//   suites and then the rules, API and security suites (on emulators whose ports are shifted by API_PORT_OFFSET);
// - when the journeys end, the durability suite, which starts `npm start` on the usual ports, beside whatever of
//   the API suites is left.
// The API suites' race tests fire up to 30 requests at once at the Functions emulator, which starts a process per
// concurrent request and must answer within the Hosting emulator's 60 s: on a saturated machine those processes
// once took over 30 s to start. So the steps beside them, like lint and typecheck beside the build, run at idle
// priority (chrt --idle, which Chromium's own nice values cannot escape), and the step they share the machine with
// runs as if alone. They wait for conditions, never for time, so they only take longer.
// Each step's output goes to test-results/<step>.log and is printed whole when the step ends, so a log reads
// one suite at a time. The run fails if any step fails; a step whose prerequisite failed does not run. At the end
// comes what failed (the failed tests and their errors, from the suites' JSON reports, or the end of a failed
// step's log), where the tail of a long CI log shows it.
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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
  { name: 'e2e', command: 'npm run test:e2e', needs: ['build'], lower: true },
  { name: 'api', command: 'npm run test:api', needs: ['build'], after: ['unit'], env: { EMULATOR_PORT_OFFSET: API_PORT_OFFSET } },
  { name: 'durability', command: 'npm run test:durability', needs: ['build'], after: ['e2e'], lower: true },
];

mkdirSync(logs, { recursive: true });
const startedAt = Date.now();
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`;
const children = new Set();
/** The steps that ran, with when each started and ended (a step whose prerequisite failed leaves no log of this run). */
const ran = new Map();

/**
 * The CPU seconds (user + system) this process and the children it has waited for have used, from Linux's
 * /proc/self/stat (its utime, stime, cutime and cstime, in clock ticks of 1/100 s); undefined elsewhere.
 */
function cpuSeconds() {
  try {
    // The fields after the command's name, which is in parentheses and may hold spaces.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0);
    return Math.round(ticks / 100);
  } catch {
    return undefined;
  }
}

/** Runs one step in its own process group (so an interrupt stops all of it); resolves with whether it passed. */
function run(step) {
  const since = Date.now();
  const logPath = join(logs, `${step.name}.log`);
  const log = createWriteStream(logPath);
  ran.set(step.name, `from ${seconds(startedAt)}`);
  rmSync(reportPath(step), { force: true });
  const command = step.lower ? `${LOWER} ${step.command}` : step.command;
  console.log(`[test] ${step.name}: started at ${seconds(startedAt)} (${command})`);
  const child = spawn(command, { cwd: root, shell: true, detached: true, env: { ...process.env, TEST_REPORT: reportPath(step), ...step.env } });
  children.add(child);
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      children.delete(child);
      ran.set(step.name, `${ran.get(step.name)} to ${seconds(startedAt)}`);
      log.end(() => {
        const passed = code === 0;
        console.log(`\n${'='.repeat(30)} ${step.name}: ${passed ? 'passed' : `FAILED (exit ${code})`} in ${seconds(since)} ${'='.repeat(30)}`);
        process.stdout.write(readFileSync(logPath));
        resolve(passed);
      });
    });
  });
}

/** Where a step's vitest writes its JSON report (vitest.config.ts). */
function reportPath(step) {
  return join(logs, `${step.name}.json`);
}

/** The tests of a step that failed first and passed when run again (vitest.config.ts' retry): flaky, to be looked at. */
function flakyTests(step) {
  if (!existsSync(reportPath(step))) return [];
  const { testResults } = JSON.parse(readFileSync(reportPath(step), 'utf8'));
  return testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && test.failureMessages?.length)
      .map((test) => `${file.name.slice(root.length + 1)} > ${test.fullName}: ${test.failureMessages[0].split('\n')[0]}`),
  );
}

/** What a failed step says went wrong: each failed test with the start of its error, or the end of the step's log. */
function failureSummary(step) {
  const lines = [];
  if (existsSync(reportPath(step))) {
    const report = JSON.parse(readFileSync(reportPath(step), 'utf8'));
    for (const file of report.testResults) {
      const failed = file.assertionResults.filter((test) => test.status === 'failed');
      if (failed.length === 0 && file.status === 'failed') lines.push(`${file.name}: ${file.message}`);
      for (const test of failed) lines.push(`${file.name} > ${test.fullName}`, ...test.failureMessages.join('\n').split('\n').slice(0, 12).map((line) => `    ${line}`));
    }
  }
  if (lines.length === 0) lines.push(...readFileSync(join(logs, `${step.name}.log`), 'utf8').trimEnd().split('\n').slice(-40));
  return lines.join('\n');
}

/** A step's slowest test files, from its JSON report: where its time goes on the machine that ran it. */
function slowestFiles(step, count = 8) {
  if (!existsSync(reportPath(step))) return undefined;
  const { testResults } = JSON.parse(readFileSync(reportPath(step), 'utf8'));
  return testResults
    .map((file) => ({ name: file.name.slice(root.length + 1), seconds: (file.endTime - file.startTime) / 1000 }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, count)
    .map((file) => `${file.name} ${Math.round(file.seconds)} s`)
    .join(', ');
}

const outcomes = new Map();
for (const step of steps) {
  // `needs`: steps that must have passed; `after`: steps that only have to have ended, passed or not.
  const needs = step.needs ?? [];
  const after = Promise.all((step.after ?? []).map((name) => outcomes.get(name)));
  outcomes.set(
    step.name,
    Promise.all(needs.map((name) => outcomes.get(name))).then(async (passed) => {
      await after;
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
console.log(`\n[test] steps: ${[...ran].map(([name, span]) => `${name} ${span}`).join(', ')}`);
for (const step of steps.filter((step) => ran.has(step.name))) {
  const slowest = slowestFiles(step);
  if (slowest) console.log(`[test] ${step.name}'s slowest files: ${slowest}`);
}
for (const step of steps.filter((step) => ran.has(step.name))) {
  for (const test of flakyTests(step)) console.log(`[test] ${step.name}: passed only when run again: ${test}`);
}
for (const step of steps.filter((step) => failed.includes(step.name) && ran.has(step.name))) {
  console.log(`\n[test] what failed in ${step.name}:\n${failureSummary(step)}`);
}
console.log(`\n[test] ${failed.length ? `FAILED: ${failed.join(', ')}` : 'every step passed'} in ${seconds(startedAt)}; logs in test-results/`);
const cpu = cpuSeconds();
if (cpu !== undefined) console.log(`[test] CPU time: ${cpu} s (user + system of npm test and every process it waited for)`);
process.exit(failed.length ? 1 : 0);
