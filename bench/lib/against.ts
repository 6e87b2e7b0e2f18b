/**
 * `npm run bench -- --against <commit>`: another commit's build of the store, served on shifted ports beside
 * today's, so Lighthouse can load both in turn on one machine at one time (a load that falls on one falls on both).
 *
 * The commit is checked out in a worktree under node_modules/.cache/bench-against/ (kept, so the next run against
 * it skips the install and the build), installed as CI installs (`npm ci`, install scripts only where a package has
 * one, re2 left out as .ci/run explains), built with its own `npm run build`, copied like today's build
 * (prepareWorkDir) and started with its own scripts/firebase.mjs and seed data.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { PageSite } from './pages';
import { ROOT } from './paths';
import { sleep } from './stats';
import { prepareWorkDir } from './work-dir';

/** How far the other build's ports are shifted from today's: clear of every port the emulators and sandboxes use. */
export const AGAINST_PORT_SHIFT = 20_000;
// firebase.json's ports, which scripts/firebase.mjs shifts by EMULATOR_PORT_OFFSET.
const HOSTING_PORT = 5000;
const FIRESTORE_PORT = 8080;
const AUTH_PORT = 9099;

/** What points a bench script (bench/lib/direct-run.ts) at a stack whose ports are shifted by `portShift`. */
export const emulatorEnv = (portShift: number): Record<string, string> => ({
  HOSTING_PORT: String(HOSTING_PORT + portShift),
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${FIRESTORE_PORT + portShift}`,
  FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_PORT + portShift}`,
});

/** The other build, as the bench measures it. */
export interface AgainstSite extends PageSite {
  portShift: number;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The packages whose install scripts must run, as .ci/run picks them from the lock file. */
function packagesWithInstallScripts(root: string): string[] {
  const { packages } = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { hasInstallScript?: boolean }> };
  return Object.keys(packages)
    .filter((path) => packages[path]!.hasInstallScript && !path.endsWith('node_modules/re2'))
    .map((path) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length));
}

/** The commit's worktree, installed and built (once per commit). */
function buildCommit(commit: string): { sha: string; root: string } {
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const root = join(ROOT, 'node_modules', '.cache', 'bench-against', sha.slice(0, 12));
  const built = join(root, 'node_modules', '.cache', 'bench-against-built');
  if (!existsSync(built)) {
    if (!existsSync(join(root, '.git'))) {
      mkdirSync(join(root, '..'), { recursive: true });
      git('worktree', 'add', '--detach', '--force', root, sha);
    }
    const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });
    console.log(`Installing ${sha.slice(0, 12)} in ${root} (npm ci)...`);
    run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts']);
    run('npm', ['rebuild', ...packagesWithInstallScripts(root)]);
    run('npm', ['run', 'build']);
    mkdirSync(dirname(built), { recursive: true });
    writeFileSync(built, `${new Date().toISOString()}\n`);
  }
  return { sha, root };
}

/** Waits until the other build's Hosting emulator answers its Home page rendered. */
async function waitForHome(origin: string, stack: ChildProcess) {
  const deadline = Date.now() + 5 * 60_000;
  while (Date.now() < deadline) {
    if (stack.exitCode !== null) throw new Error(`The build to compare against stopped while starting (exit code ${stack.exitCode}).`);
    try {
      const res = await fetch(`${origin}/`);
      if (res.ok && (await res.text()).includes('id="root"')) return;
    } catch {
      // Not listening yet.
    }
    await sleep(1000);
  }
  throw new Error(`The build to compare against did not answer at ${origin}/ within 5 minutes.`);
}

/**
 * Builds and starts the commit's store; answers the site to measure and a function that stops it. `offset` is
 * today's EMULATOR_PORT_OFFSET, to which the shift is added; `nodeOptions` are today's stack's, so both run the
 * same instrumentation.
 */
export async function startAgainst(commit: string, offset: number, nodeOptions: string): Promise<{ site: AgainstSite; stop: () => Promise<void> }> {
  const { sha, root } = buildCommit(commit);
  const work = join(root, 'node_modules', '.cache', 'tools-store-bench');
  const configPath = prepareWorkDir({ build: false, root, work });
  const shifted = offset + AGAINST_PORT_SHIFT;
  console.log(`Starting ${sha.slice(0, 12)} on the emulators, ports + ${shifted}...`);
  const stack = spawn(
    process.execPath,
    [join(root, 'scripts', 'firebase.mjs'), 'emulators:start', '--config', configPath, '--only', 'auth,firestore,functions,hosting', '--import', join(root, 'emulator-data')],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, EMULATOR_PORT_OFFSET: String(shifted), NODE_OPTIONS: nodeOptions } },
  );
  const origin = `http://127.0.0.1:${HOSTING_PORT + shifted}`;
  const stop = async () => {
    if (stack.exitCode !== null) return;
    const exited = new Promise((resolve) => stack.once('exit', resolve));
    stack.kill('SIGINT');
    await Promise.race([exited, sleep(30_000)]);
    if (stack.exitCode === null) stack.kill('SIGKILL');
  };
  try {
    await waitForHome(origin, stack);
  } catch (error) {
    await stop();
    throw error;
  }
  return { site: { label: sha.slice(0, 7), origin, publicDir: join(work, 'web-dist'), portShift: shifted }, stop };
}
