/**
 * npm run bench: builds the store, starts it on the emulators from the production build, measures the pages
 * (rendered on the server per request), the API, the catalog at scale, ordering under contention, online
 * payment (paid checkouts, payment deadlines), shipments (booked at once, tracked by the 1,000) and the search on 10,000 tools, prints the tables, writes the
 * figures to bench/results/ and the summary to BENCHMARKS.md. See BENCHMARKS.md for what each figure means.
 *
 *   npm run bench                      everything (about 15 minutes on 2 cores)
 *   npm run bench -- --only api,scale  some sections (pages, api, orders, payments, shipments, scale, search); BENCHMARKS.md is left alone
 *   EMULATOR_PORT_OFFSET=50000 npm run bench   the emulators and the payment sandbox on their ports + 50000
 *   npm run bench -- --no-build        measure the builds already in web/dist and functions/lib
 *   npm run bench -- --runs 3          fewer Lighthouse runs per page (5 by default)
 *   npm run bench -- --only payments --checkout-rounds 3   rounds of the cash and online checkout rushes side by side (2 by default)
 *   npm run bench -- --only payments --checkout-only       the checkout rushes, without the payment deadlines
 *   npm run bench -- --only pages --pages /tools/cordless-drill-driver-18v   Lighthouse on some pages only
 *   npm run bench -- --only pages --pages /compare?tools=a,b,/tools   pages are split at a comma before a slash
 *   npm run bench -- --only pages --against <commit>   that commit's build beside this one, Lighthouse on both in turn
 *   npm run bench -- --only pages --hogs 2   each page also with 2 processes spinning on the CPU, to try the calibration
 *   npm run bench -- --only pages --cpu-slowdown 4   a fixed CPU slowdown rather than one calibrated to the machine
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startAgainst, type AgainstSite } from './lib/against';
import { routeBundles } from './lib/bundle';
import { measureModuleLoad, measureRendererLoad } from './lib/module-load';
import { MEASURED, RESULTS, ROOT, TRACE, WORK, WORK_PUBLIC } from './lib/paths';
import { renderResults, STOREFRONT_PAGES, type BenchResults } from './lib/report';
import { prepareWorkDir } from './lib/work-dir';

const SECTIONS = ['pages', 'api', 'orders', 'payments', 'shipments', 'scale', 'search'] as const;

export interface BenchOptions {
  sections: string[];
  pages: string[];
  lighthouseRuns: number;
  load: { connections: number; seconds: number; rounds: number };
  buyers: number;
  orderRuns: number;
  /** Rounds of the payments section's side-by-side rushes: 200 buyers by cash on delivery, then 200 online. */
  checkoutRounds: number;
  /** The payments section without the payment deadlines (its checkout rushes only). */
  checkoutOnly: boolean;
  scaleSamples: number;
  /** CPU hogs for the second machine state of the pages (0: the pages in one state only). */
  hogs: number;
  cpuSlowdown?: number;
  /** The other build's Hosting origin, files and ports, with --against. */
  against?: AgainstSite;
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const sections = flag('--only')?.split(',') ?? [...SECTIONS];
for (const section of sections) {
  if (!(SECTIONS as readonly string[]).includes(section)) throw new Error(`--only takes ${SECTIONS.join(', ')}; got ${section}`);
}
const options: BenchOptions = {
  sections,
  pages: flag('--pages')?.split(/,(?=\/)/) ?? STOREFRONT_PAGES,
  lighthouseRuns: Number(flag('--runs') ?? 5),
  load: { connections: 8, seconds: 5, rounds: 3 },
  buyers: 200,
  orderRuns: 3,
  checkoutRounds: Number(flag('--checkout-rounds') ?? 2),
  checkoutOnly: args.includes('--checkout-only'),
  scaleSamples: 20,
  hogs: Number(flag('--hogs') ?? 0),
  cpuSlowdown: flag('--cpu-slowdown') === undefined ? undefined : Number(flag('--cpu-slowdown')),
};
const against = flag('--against');
if (against && sections.join() !== 'pages') throw new Error('--against compares pages only: add --only pages');
const fullRun = sections.length === SECTIONS.length && !flag('--pages') && !options.checkoutOnly && !options.hogs && options.cpuSlowdown === undefined;

const configPath = prepareWorkDir({ build: !args.includes('--no-build') });
mkdirSync(RESULTS, { recursive: true });
rmSync(MEASURED, { force: true });
rmSync(TRACE, { force: true });

console.log('Timing the function module load and the server renderer load...');
const moduleLoad = measureModuleLoad();
const rendererLoad = measureRendererLoad();
const bundles = routeBundles(WORK_PUBLIC, options.pages);
const loadAvgBefore = loadavg();

// Counts each API call's Firestore reads in the Functions emulator's runtime, by wrapping the Admin SDK there
// (the function's code has no hook for it): every Node process the emulators start gets the preload, which
// acts only in that runtime.
const countReadsPreload = `--import=${pathToFileURL(join(ROOT, 'bench', 'instrument', 'count-reads-per-request.mjs')).href}`;
const nodeOptions = [process.env.NODE_OPTIONS, countReadsPreload].filter(Boolean).join(' ');
const againstStack = against ? await startAgainst(against, Number(process.env.EMULATOR_PORT_OFFSET ?? 0), nodeOptions) : undefined;
options.against = againstStack?.site;
console.log('Starting the emulators with the seed data (emulator-data/)...');
const tsx = join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const measure = `"${process.execPath}" "${tsx}" "${join(ROOT, 'bench', 'measure.ts')}"`;
const exitCode = await new Promise<number>((resolve) => {
  const child = spawn(
    process.execPath,
    [
      join(ROOT, 'scripts', 'firebase.mjs'),
      'emulators:exec',
      '--config',
      configPath,
      '--only',
      'auth,firestore,functions,hosting',
      '--import',
      join(ROOT, 'emulator-data'),
      measure,
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: nodeOptions, BENCH_T0: String(Date.now()), BENCH_OPTIONS: JSON.stringify(options), BENCH_TRACE_FILE: TRACE },
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => resolve(code ?? 1));
});
await againstStack?.stop();
if (!existsSync(MEASURED)) throw new Error('The measuring run left no figures; see its output above.');

const results: BenchResults = {
  date: new Date().toISOString(),
  machine: { cpus: cpus().length, node: process.version, loadAvgBefore, loadAvgAfter: loadavg() },
  options,
  bundles,
  moduleLoad,
  rendererLoad,
  ...JSON.parse(readFileSync(MEASURED, 'utf8')),
};
rmSync(WORK, { recursive: true, force: true });

const stamp = results.date.replace(/[:.]/g, '-');
writeFileSync(join(RESULTS, `bench-${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(RESULTS, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
const markdown = renderResults(results);
console.log(`\n${markdown}\n\nFigures: bench/results/bench-${stamp}.json`);

if (exitCode !== 0) {
  console.error(`The measuring run failed (exit code ${exitCode}); BENCHMARKS.md is left as it was.`);
  process.exit(exitCode);
}
if (fullRun) {
  const file = join(ROOT, 'BENCHMARKS.md');
  const start = '<!-- bench:results:start -->';
  const end = '<!-- bench:results:end -->';
  const current = existsSync(file) ? readFileSync(file, 'utf8') : `# Benchmarks\n\n${start}\n${end}\n`;
  const at = current.indexOf(start);
  const until = current.indexOf(end);
  if (at < 0 || until < at) throw new Error(`BENCHMARKS.md has no ${start} ... ${end} block to fill`);
  writeFileSync(file, `${current.slice(0, at + start.length)}\n${markdown}\n${current.slice(until)}`);
  console.log('BENCHMARKS.md updated.');
}
