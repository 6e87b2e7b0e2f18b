import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CHROMIUM_FLAGS } from '../../e2e/support/chromium-flags';
import { HOSTING, RESULTS, ROOT } from './paths';
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
  diagnostics: Record<string, unknown>;
}

/**
 * One page over its runs: the figures are medians over the runs, the diagnostics those of the run with
 * the median score.
 */
export interface PageResult extends PageRun {
  path: string;
  runs: number;
  scores: number[];
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
function summarise(lhr: { categories: { performance: { score: number } }; audits: Record<string, Audit> }): PageRun {
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

/** Lighthouse sometimes fails to record a trace on a busy machine (NO_NAVSTART): such a run is taken again. */
async function lighthouseWithRetries(url: string, outDir: string, log: (line: string) => void): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, outDir);
    } catch (error) {
      if (attempt >= 3) throw error;
      log(`  lighthouse ${url} failed, trying again: ${String((error as Error).message).split('\n').slice(-2).join(' ')}`);
    }
  }
}

async function lighthouseOnce(url: string, outDir: string): Promise<PageRun> {
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
 * would score an error page or an empty frame.
 */
async function checkRendered(path: string) {
  const res = await fetch(`${HOSTING}${path}`);
  const html = await res.text();
  const root = /<div id="root">([\s\S]*?)<\/div>/.exec(html)?.[1] ?? '';
  if (!res.ok || !(res.headers.get('content-type') ?? '').includes('text/html') || root.trim() === '') {
    throw new Error(`${path} is not a page rendered on the server (${res.status} ${res.headers.get('content-type')}): ${html.slice(0, 200)}`);
  }
}

/**
 * Lighthouse on each page `runs` times, the pages taken in turn (page 1, 2, 3, 4, then again) so a noisy
 * minute on the machine spreads over all of them rather than spoiling one. The pages come rendered from the
 * ssr function and hydrate in the browser; Lighthouse waits for the network and the main thread to go quiet,
 * so the trace (and TBT) includes the hydration, which ends with the app's `#root[data-hydrated]` mark.
 */
/**
 * The Functions emulator runs requests in several worker processes (scripts/firebase.mjs), each loading the bundle and
 * the page renderer on its first request (a second or more). Lighthouse measures a warm site: every page is asked for
 * by as many requests at once as there are workers, twice, so no run meets a worker's first request. (The cold start
 * has its own figures.)
 */
async function warmPageWorkers(paths: string[], concurrency = 8) {
  for (let round = 0; round < 2; round++) {
    for (const path of paths) {
      await Promise.all(Array.from({ length: concurrency }, async () => (await fetch(`${HOSTING}${path}`)).arrayBuffer()));
    }
  }
}

export async function measurePages(paths: string[], runs: number, log: (line: string) => void): Promise<PageResult[]> {
  if (!process.env.CHROME_PATH && existsSync('/usr/bin/chromium')) process.env.CHROME_PATH = '/usr/bin/chromium';
  for (const path of paths) await checkRendered(path);
  await warmPageWorkers(paths);
  const outDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const samples = new Map<string, PageRun[]>(paths.map((path) => [path, []]));
  try {
    for (let index = 0; index < runs; index++) {
      for (const path of paths) {
        const result = await lighthouseWithRetries(`${HOSTING}${path}`, outDir, log);
        samples.get(path)!.push(result);
        // The last full report of each page is kept, for the Lighthouse viewer.
        const name = path === '/' ? 'home' : path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
        writeFileSync(join(RESULTS, `lighthouse-${name}.json`), readFileSync(join(outDir, 'lhr.json')));
        log(`  lighthouse ${path} run ${index + 1}/${runs}: score ${result.score}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}`);
      }
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return paths.map((path) => {
    const runsOfPage = samples.get(path)!;
    const pick = (key: 'score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'siMs') => median(runsOfPage.map((sample) => sample[key]));
    const score = pick('score');
    const medianRun = [...runsOfPage].sort((a, b) => Math.abs(a.score - score) - Math.abs(b.score - score))[0]!;
    return {
      path,
      runs: runsOfPage.length,
      score,
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      tbtMs: pick('tbtMs'),
      cls: round(pick('cls'), 3),
      siMs: pick('siMs'),
      scores: runsOfPage.map((sample) => sample.score),
      diagnostics: medianRun.diagnostics,
    };
  });
}
