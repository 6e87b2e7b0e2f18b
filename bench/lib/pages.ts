import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { defaultTreeAdapter, parse, serialize, type DefaultTreeAdapterTypes } from 'parse5';
import { CHROMIUM_FLAGS } from '../../e2e/support/chromium-flags';
import { RESULTS, ROOT, STATIC_DIR } from './paths';
import { median, round } from './stats';

const run = promisify(execFile);
const LIGHTHOUSE = join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

/** What Lighthouse's mobile preset found on one load of one page. */
export interface PageRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  /** Lighthouse's measure of the machine's compute power, taken at the start of the run. */
  benchmarkIndex: number;
  diagnostics: Record<string, unknown>;
}

// The browser tests' flags, and /tmp for shared memory, since a container's /dev/shm is often too small for a
// Lighthouse run.
const CHROME_FLAGS = [...CHROMIUM_FLAGS, '--disable-dev-shm-usage'];

interface Audit {
  numericValue?: number;
  score?: number | null;
  displayValue?: string;
  details?: { items?: any[]; overallSavingsBytes?: number; overallSavingsMs?: number };
}

const savings = (audit: Audit | undefined) =>
  audit ? { ms: round(audit.details?.overallSavingsMs ?? 0), kib: round((audit.details?.overallSavingsBytes ?? 0) / 1024, 1) } : undefined;

/** The figures and the diagnostics that say what costs the most. */
function summarise(lhr: { categories: { performance: { score: number } }; audits: Record<string, Audit>; environment: { benchmarkIndex: number } }): PageRun {
  const audits = lhr.audits;
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const lcpElement = audits['largest-contentful-paint-element']?.details?.items ?? [];
  const requests: any[] = audits['network-requests']?.details?.items ?? [];
  return {
    score: round(lhr.categories.performance.score * 100),
    fcpMs: round(value('first-contentful-paint')),
    lcpMs: round(value('largest-contentful-paint')),
    tbtMs: round(value('total-blocking-time')),
    cls: round(value('cumulative-layout-shift'), 3),
    siMs: round(value('speed-index')),
    benchmarkIndex: round(lhr.environment.benchmarkIndex),
    diagnostics: {
      lcpElement: lcpElement[0]?.items?.[0]?.node?.snippet ?? null,
      lcpPhases: (lcpElement[1]?.items ?? []).map((phase: any) => `${phase.phase} ${round(phase.timing)} ms`),
      totalByteWeightKiB: round(value('total-byte-weight') / 1024, 1),
      requests: requests.length,
      scriptTransferKiB: round(
        requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + request.transferSize, 0) / 1024,
        1,
      ),
      bootupMs: round(value('bootup-time')),
      mainThreadMs: round(value('mainthread-work-breakdown')),
      unusedJavascript: savings(audits['unused-javascript']),
      renderBlocking: savings(audits['render-blocking-resources']),
      textCompression: savings(audits['uses-text-compression']),
      serverResponseMs: round(value('server-response-time')),
      longTasks: (audits['long-tasks']?.details?.items ?? []).slice(0, 5).map((task: any) => `${round(task.duration)} ms ${task.url}`),
    },
  };
}

/**
 * The compute power of the phone the bench simulates, as Lighthouse's `benchmarkIndex`: a mid-tier phone, which
 * Lighthouse's default 4x slowdown makes of a desktop of index 1,600. The bench sets the slowdown to the
 * machine's index over this one, so the simulated phone is the same phone on a fast machine and a slow one.
 */
export const SIMULATED_PHONE_INDEX = 400;
/** Lighthouse runs that read the machine's index before the measured ones; their median sets the slowdown. */
const CALIBRATION_RUNS = 3;

/** One Lighthouse run of one page, with the CPU slowdown the simulation applied. */
async function lighthouseWithRetries(url: string, outDir: string, cpuSlowdown: number, log: (line: string) => void): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, outDir, cpuSlowdown);
    } catch (error) {
      // Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): such a run is taken again.
      if (attempt >= 3) throw error;
      log(`  lighthouse ${url} failed, trying again: ${String((error as Error).message).split('\n').slice(-2).join(' ')}`);
    }
  }
}

async function lighthouseOnce(url: string, outDir: string, cpuSlowdown: number): Promise<PageRun> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-chrome-'));
  const output = join(outDir, 'lhr.json');
  try {
    await run(
      process.execPath,
      [
        LIGHTHOUSE,
        url,
        '--only-categories=performance',
        // The mobile preset and simulated throttling are Lighthouse's defaults; said here so nobody wonders.
        '--form-factor=mobile',
        '--throttling-method=simulate',
        `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${userDataDir}`].join(' ')}`,
      ],
      { env: process.env, maxBuffer: 64 * 1024 * 1024, timeout: 180_000 },
    );
    return summarise(JSON.parse(readFileSync(output, 'utf8')));
  } finally {
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Each page is rendered by the ssr function: it must answer 200 with the app drawn inside #root, or Lighthouse
 * would score an error page or an empty frame. Answers the page's HTML.
 */
async function renderedPage(origin: string, path: string): Promise<string> {
  const res = await fetch(`${origin}${path}`);
  const html = await res.text();
  const root = elements(parse(html)).find((element) => attribute(element, 'id') === 'root');
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/html') || !root?.childNodes.length) {
    throw new Error(`${path} is not a page rendered on the server (${res.status} ${res.headers.get('content-type')}): ${html.slice(0, 200)}`);
  }
  return html;
}

/**
 * A page's limit: the HTML the server rendered for it, with every script and script preload taken out, saved as
 * a static file the same Hosting emulator serves. It paints what the page paints with no server work and no
 * JavaScript, so a page's LCP and TBT over its limit's are what the app's rendering and scripts add.
 */
function writeLimitPage(site: PageSite, path: string, html: string): string {
  const document = parse(html);
  const isScript = (element: Element) =>
    element.tagName === 'script' ||
    (element.tagName === 'link' && (attribute(element, 'rel') === 'modulepreload' || (attribute(element, 'rel') === 'preload' && attribute(element, 'as') === 'script')));
  for (const element of elements(document).filter(isScript)) defaultTreeAdapter.detachNode(element);
  const file = `limit-${pageName(path)}.html`;
  mkdirSync(join(site.publicDir, STATIC_DIR), { recursive: true });
  writeFileSync(join(site.publicDir, STATIC_DIR, file), serialize(document));
  return `/${STATIC_DIR}/${file}`;
}

type Element = DefaultTreeAdapterTypes.Element;

/** Every element under a parsed node, in document order. */
function elements(node: DefaultTreeAdapterTypes.ParentNode): Element[] {
  const found: Element[] = [];
  for (const child of node.childNodes) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    found.push(child, ...elements(child));
  }
  return found;
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

const pageName = (path: string) => (path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, ''));

/**
 * The Functions emulator runs requests in several worker processes (scripts/firebase.mjs), each loading the bundle and
 * the page renderer on its first request (a second or more). Lighthouse measures a warm site: every page is asked for
 * by as many requests at once as there are workers, twice, so no run meets a worker's first request. (The cold start
 * has its own figures.)
 */
async function warmPageWorkers(origin: string, paths: string[], concurrency = 8) {
  for (let round = 0; round < 2; round++) {
    for (const path of paths) {
      await Promise.all(Array.from({ length: concurrency }, async () => (await fetch(`${origin}${path}`)).arrayBuffer()));
    }
  }
}

/** A build of the store to measure: where its Hosting emulator answers and the folder it serves files from. */
export interface PageSite {
  label: string;
  origin: string;
  publicDir: string;
}

/** A state of the machine a page is measured in: `hogs` processes spinning on the CPU beside the browser. */
export interface MachineState {
  hogs: number;
}

/** The machine's Lighthouse index in one state, and the CPU slowdown set from it. */
export interface Calibration {
  hogs: number;
  benchmarkIndexes: number[];
  benchmarkIndex: number;
  cpuSlowdown: number;
  /** Set by --cpu-slowdown rather than from the index. */
  fixed: boolean;
}

/** One page of one site in one state, over its runs, beside its limit measured in the same turns. */
export interface PageResult extends PageRun {
  path: string;
  site: string;
  hogs: number;
  cpuSlowdown: number;
  runs: number;
  scores: number[];
  /** The median of the runs' own `benchmarkIndex`. */
  benchmarkIndex: number;
  limit: { lcpMs: number; tbtMs: number; fcpMs: number; score: number };
}

export interface PagesMeasurement {
  phoneIndex: number;
  calibrations: Calibration[];
  pages: PageResult[];
}

/** Processes that keep `count` cores busy until stopped: the "loaded machine" the calibration is tried against. */
function startHogs(count: number): () => void {
  const hogs = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
  return () => {
    for (const hog of hogs) hog.kill('SIGKILL');
  };
}

async function inState<T>(state: MachineState, call: () => Promise<T>): Promise<T> {
  const stop = startHogs(state.hogs);
  try {
    return await call();
  } finally {
    stop();
  }
}

/**
 * Lighthouse on each page of each site in each machine state, `runs` times, beside each page's limit.
 *
 * Calibration: in each state, before the measured runs, Lighthouse loads the first page's limit a few times and
 * the median of its `benchmarkIndex` sets that state's CPU slowdown (the index over SIMULATED_PHONE_INDEX, at least
 * 1), unless `cpuSlowdown` fixes it. Every site is measured with the same slowdown, so two builds compare as equals.
 *
 * The runs take turns: for each run, each page, each state and each site in turn (the sites' order flipped every
 * other run), the page then its limit, so a noisy minute on the machine falls on all of them rather than spoiling
 * one. The pages come rendered from the ssr function and hydrate in the browser; Lighthouse waits for the network
 * and the main thread to go quiet, so the trace (and TBT) includes the hydration.
 */
export async function measurePages(options: {
  sites: PageSite[];
  paths: string[];
  states: MachineState[];
  runs: number;
  cpuSlowdown?: number;
  log: (line: string) => void;
}): Promise<PagesMeasurement> {
  const { sites, paths, states, runs, log } = options;
  if (!process.env.CHROME_PATH && existsSync('/usr/bin/chromium')) process.env.CHROME_PATH = '/usr/bin/chromium';
  const limits = new Map<string, string>();
  for (const site of sites) {
    for (const path of paths) limits.set(`${site.label} ${path}`, writeLimitPage(site, path, await renderedPage(site.origin, path)));
    await warmPageWorkers(site.origin, paths);
  }
  const outDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  try {
    const calibrations: Calibration[] = [];
    for (const state of states) {
      const calibrationUrl = `${sites[0]!.origin}${limits.get(`${sites[0]!.label} ${paths[0]}`)}`;
      const benchmarkIndexes = await inState(state, async () => {
        const indexes: number[] = [];
        for (let index = 0; index < CALIBRATION_RUNS; index++) indexes.push((await lighthouseWithRetries(calibrationUrl, outDir, 4, log)).benchmarkIndex);
        return indexes;
      });
      const benchmarkIndex = round(median(benchmarkIndexes));
      const cpuSlowdown = options.cpuSlowdown ?? Math.max(1, round(benchmarkIndex / SIMULATED_PHONE_INDEX, 2));
      calibrations.push({ hogs: state.hogs, benchmarkIndexes, benchmarkIndex, cpuSlowdown, fixed: options.cpuSlowdown !== undefined });
      log(`  calibration with ${state.hogs} CPU hogs: benchmarkIndex ${benchmarkIndexes.join(', ')} (median ${benchmarkIndex}) -> cpuSlowdownMultiplier ${cpuSlowdown}`);
    }

    const key = (site: PageSite, path: string, hogs: number) => `${site.label} ${path} ${hogs}`;
    const samples = new Map<string, { page: PageRun[]; limit: PageRun[] }>();
    for (let index = 0; index < runs; index++) {
      const order = index % 2 === 0 ? sites : [...sites].reverse();
      for (const path of paths) {
        for (const [stateIndex, state] of states.entries()) {
          const { cpuSlowdown } = calibrations[stateIndex]!;
          await inState(state, async () => {
            for (const site of order) {
              const page = await lighthouseWithRetries(`${site.origin}${path}`, outDir, cpuSlowdown, log);
              // The last full report of each page is kept, for the Lighthouse viewer.
              writeFileSync(join(RESULTS, `lighthouse-${pageName(path)}.json`), readFileSync(join(outDir, 'lhr.json')));
              const limit = await lighthouseWithRetries(`${site.origin}${limits.get(`${site.label} ${path}`)}`, outDir, cpuSlowdown, log);
              const entry = samples.get(key(site, path, state.hogs)) ?? { page: [], limit: [] };
              entry.page.push(page);
              entry.limit.push(limit);
              samples.set(key(site, path, state.hogs), entry);
              log(
                `  lighthouse ${site.label} ${path} (${state.hogs} hogs, ${cpuSlowdown}x) run ${index + 1}/${runs}: score ${page.score}, ` +
                  `LCP ${page.lcpMs} ms, TBT ${page.tbtMs} ms, CLS ${page.cls}, index ${page.benchmarkIndex}; limit LCP ${limit.lcpMs} ms, TBT ${limit.tbtMs} ms`,
              );
            }
          });
        }
      }
    }

    const pages: PageResult[] = [];
    for (const path of paths) {
      for (const [stateIndex, state] of states.entries()) {
        for (const site of sites) {
          const { page: runsOfPage, limit: runsOfLimit } = samples.get(key(site, path, state.hogs))!;
          const pick = (of: PageRun[], metric: 'score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'siMs' | 'benchmarkIndex') => median(of.map((sample) => sample[metric]));
          const score = pick(runsOfPage, 'score');
          const medianRun = [...runsOfPage].sort((a, b) => Math.abs(a.score - score) - Math.abs(b.score - score))[0]!;
          pages.push({
            path,
            site: site.label,
            hogs: state.hogs,
            cpuSlowdown: calibrations[stateIndex]!.cpuSlowdown,
            runs: runsOfPage.length,
            score,
            fcpMs: pick(runsOfPage, 'fcpMs'),
            lcpMs: pick(runsOfPage, 'lcpMs'),
            tbtMs: pick(runsOfPage, 'tbtMs'),
            cls: round(pick(runsOfPage, 'cls'), 3),
            siMs: pick(runsOfPage, 'siMs'),
            benchmarkIndex: round(pick(runsOfPage, 'benchmarkIndex')),
            scores: runsOfPage.map((sample) => sample.score),
            limit: { lcpMs: pick(runsOfLimit, 'lcpMs'), tbtMs: pick(runsOfLimit, 'tbtMs'), fcpMs: pick(runsOfLimit, 'fcpMs'), score: pick(runsOfLimit, 'score') },
            diagnostics: medianRun.diagnostics,
          });
        }
      }
    }
    return { phoneIndex: SIMULATED_PHONE_INDEX, calibrations, pages };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
