import type { LoadResult } from './api-load';
import type { RouteBundle } from './bundle';
import type { ModuleLoad, RendererLoad } from './module-load';
import type { OrderingResult, RushRun } from './orders';
import type { PageResult, PagesMeasurement } from './pages';
import type { CallTime, PaymentsResult } from './payments';
import type { ShipmentsResult } from './shipments';
import type { ScaleResult } from './scale';
import type { SearchResult } from './search';
import { median, ratio, round } from './stats';
import { slugify } from '@store/contract/tool';
import { tools as seedTools } from '../../scripts/seed/catalog';
import { STOREFRONT_BUDGET_KIB } from '../../web/src/first-load';

export interface BenchResults {
  date: string;
  machine: { cpus: number; node: string; loadAvgBefore: number[]; loadAvgAfter: number[] };
  options: unknown;
  bundles: RouteBundle[];
  moduleLoad: ModuleLoad;
  rendererLoad: RendererLoad;
  coldStart?: {
    emulatorsReadyMs: number;
    /** The first page (/) after the emulators start, then a warm one (median of 5). */
    firstPageMs: number;
    startToFirstPageMs: number;
    warmPageMs: number;
    /** The first /api call, after the first page, then a warm one (median of 5). */
    firstCallMs: number;
    warmCallMs: number;
  };
  pages?: PagesMeasurement;
  api?: LoadResult[];
  orders?: OrderingResult;
  payments?: PaymentsResult;
  shipments?: ShipmentsResult;
  scale?: ScaleResult;
  search?: SearchResult;
}

/**
 * The targets: Lighthouse (mobile, medians) on Home, the catalog, a product page and login (the other pages are
 * measured, with no target); no storefront route's first-load JavaScript over the storefront's budget.
 */
/** A product page of the seed, held to the same targets as the other pages. */
export const PRODUCT_PAGE = `/tools/${slugify(seedTools[0]!.name)}`;
/** Every kind of storefront page, in both languages where the Bangla one differs most (its font and figures). */
export const STOREFRONT_PAGES = ['/', '/tools', PRODUCT_PAGE, `/compare?tools=${slugify(seedTools[0]!.name)},${slugify(seedTools[1]!.name)}`, '/login', '/bn/', `/bn${PRODUCT_PAGE}`];

export const TARGETS = {
  pages: ['/', '/tools', PRODUCT_PAGE, '/login'],
  score: 95,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.02,
  scaleRatio: 1.3,
  search: { suggestP95Ms: 50, catalogP95Ms: 80, buildMs: 3000, heapMb: 150, freshMs: 60_000 },
};
const PAGE_TARGETS = `Lighthouse mobile score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs / 1000} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}`;

const mark = (ok: boolean) => (ok ? 'yes' : '**no**');
const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

/** Medians of several rush runs, with the worst oversell. */
function rushSummary(runs: RushRun[]) {
  const pick = (key: 'successes' | 'refusals' | 'p50Ms' | 'p99Ms' | 'totalMs' | 'ordersPerSec') => median(runs.map((run) => run[key]));
  const other: Record<string, number> = {};
  for (const run of runs) for (const [key, count] of Object.entries(run.other)) other[key] = (other[key] ?? 0) + count;
  return {
    runs: runs.length,
    successes: pick('successes'),
    refusals: pick('refusals'),
    other: Object.entries(other).map(([key, count]) => `${key}: ${count}`).join(', ') || 'none',
    oversell: Math.max(...runs.map((run) => run.oversell)),
    p50Ms: pick('p50Ms'),
    p99Ms: pick('p99Ms'),
    totalMs: pick('totalMs'),
    ordersPerSec: pick('ordersPerSec'),
    triesMax: Math.max(...runs.map((run) => run.triesMax ?? 0)),
  };
}

const seconds = (ms: number) => `${round(ms / 1000, 2)} s`;
/** A ratio of two figures, as "1.08x"; a dash when the second is 0 (a TBT of nothing). */
const times = (a: number, b: number) => (b > 0 ? `${ratio(a, b)}x` : '-');

/**
 * The pages: the calibration of each machine state, each page beside its limit, and where two builds or two states
 * were measured in turn, the one against the other.
 */
function renderPages({ phoneIndex, calibrations, pages }: PagesMeasurement, targets: [string, boolean][]): string[] {
  const out = ['', '### Pages (Lighthouse 12, mobile preset, simulated throttling calibrated to the machine; medians)', ''];
  for (const calibration of calibrations) {
    out.push(
      `- ${calibration.hogs ? `With ${calibration.hogs} processes spinning on the CPU` : 'The machine as it was'}: benchmarkIndex ` +
        `${calibration.benchmarkIndexes.join(', ')} (median ${calibration.benchmarkIndex}) -> cpuSlowdownMultiplier ${calibration.cpuSlowdown}` +
        (calibration.fixed ? ' (fixed by --cpu-slowdown)' : ` (the simulated phone: index ${phoneIndex})`),
    );
  }
  const sites = [...new Set(pages.map((page) => page.site))];
  const states = [...new Set(pages.map((page) => page.hogs))];
  const over = (value: number, limit: number) => `${value - limit >= 0 ? '+' : ''}${Math.round(value - limit)} ms`;
  out.push(
    '',
    table(
      ['Page', 'Build', 'CPU hogs', 'Slowdown', 'Runs', 'Score', 'LCP', 'TBT', 'CLS', 'Limit LCP', 'Limit TBT', 'LCP over limit', 'TBT over limit', 'Index (median of the runs)', 'Scores of the runs', 'Targets met'],
      pages.map((page) => {
        const missed = [
          page.score < TARGETS.score && `score ${page.score} < ${TARGETS.score}`,
          page.lcpMs > TARGETS.lcpMs && `LCP ${seconds(page.lcpMs)} > ${TARGETS.lcpMs / 1000} s`,
          page.tbtMs > TARGETS.tbtMs && `TBT ${page.tbtMs} ms > ${TARGETS.tbtMs} ms`,
          page.cls > TARGETS.cls && `CLS ${page.cls} > ${TARGETS.cls}`,
        ].filter(Boolean);
        const met = missed.length === 0;
        // The targets are this build's, on the machine as it was.
        const judged = TARGETS.pages.includes(page.path) && page.site === sites[0] && page.hogs === 0;
        if (judged) targets.push([`${page.path}: ${PAGE_TARGETS}, calibrated${met ? '' : ` (missed: ${missed.join(', ')})`}`, met]);
        return [
          page.path,
          page.site,
          page.hogs,
          `${page.cpuSlowdown}x`,
          page.runs,
          page.score,
          seconds(page.lcpMs),
          `${page.tbtMs} ms`,
          page.cls,
          seconds(page.limit.lcpMs),
          `${page.limit.tbtMs} ms`,
          over(page.lcpMs, page.limit.lcpMs),
          over(page.tbtMs, page.limit.tbtMs),
          page.benchmarkIndex,
          page.scores.join(', '),
          judged ? mark(met) : `no target (${met ? 'would be met' : `would miss ${missed.join(', ')}`})`,
        ];
      }),
    ),
  );
  const find = (path: string, site: string, hogs: number) => pages.find((page) => page.path === path && page.site === site && page.hogs === hogs)!;
  const paths = [...new Set(pages.map((page) => page.path))];
  const compare = (title: string, head: [string, string], pairs: [PageResult, PageResult][]) => {
    out.push('', title, '');
    out.push(
      table(
        ['Page', `LCP ${head[0]}`, `LCP ${head[1]}`, 'LCP ratio', `TBT ${head[0]}`, `TBT ${head[1]}`, 'TBT ratio', `LCP over limit ${head[0]}`, `LCP over limit ${head[1]}`, 'Over-limit ratio'],
        pairs.map(([a, b]) => [
          a.path,
          seconds(a.lcpMs),
          seconds(b.lcpMs),
          times(b.lcpMs, a.lcpMs),
          `${a.tbtMs} ms`,
          `${b.tbtMs} ms`,
          times(b.tbtMs, a.tbtMs),
          over(a.lcpMs, a.limit.lcpMs),
          over(b.lcpMs, b.limit.lcpMs),
          times(b.lcpMs - b.limit.lcpMs, a.lcpMs - a.limit.lcpMs),
        ]),
      ),
    );
  };
  if (sites.length === 2) {
    for (const hogs of states) {
      compare(`${sites[1]} against ${sites[0]}, measured in turn${hogs ? ` with ${hogs} CPU hogs` : ''} (ratio: ${sites[1]} / ${sites[0]})`, [sites[0]!, sites[1]!], paths.map((path) => [find(path, sites[0]!, hogs), find(path, sites[1]!, hogs)]));
    }
  }
  if (states.length === 2) {
    const [idle, loaded] = states as [number, number];
    for (const site of sites) {
      compare(
        `${site}: the machine as it was against ${loaded} CPU hogs, each calibrated, measured in turn (ratio: hogs / as it was; within 15 % is 0.87x to 1.15x)`,
        ['as it was', `${loaded} hogs`],
        paths.map((path) => [find(path, site, idle), find(path, site, loaded)]),
      );
    }
  }
  return out;
}

/** The results as Markdown: the tables of BENCHMARKS.md, also printed by npm run bench. */
export function renderResults(results: BenchResults): string {
  const out: string[] = [];
  const targets: [string, boolean][] = [];
  out.push(
    `Run of ${results.date} on ${results.machine.cpus} CPUs, Node ${results.machine.node}; load average ` +
      `${results.machine.loadAvgBefore.map((value) => round(value, 1)).join(' / ')} before, ` +
      `${results.machine.loadAvgAfter.map((value) => round(value, 1)).join(' / ')} after (1 / 5 / 15 min).`,
  );

  if (results.pages) out.push(...renderPages(results.pages, targets));

  out.push('', '### First-load JavaScript (production build, gzip)', '');
  out.push(
    table(
      ['Route', 'Chunks', 'gzip', 'raw'],
      results.bundles.map((bundle) => [bundle.route, bundle.chunks, `${bundle.gzipKiB} KiB`, `${bundle.rawKiB} KiB`]),
    ),
  );
  for (const bundle of results.bundles) {
    targets.push([
      `${bundle.route === '/' ? 'Home' : bundle.route} first-load JS <= ${STOREFRONT_BUDGET_KIB} KiB gzip, the storefront's budget (${bundle.gzipKiB} KiB)`,
      bundle.gzipKiB <= STOREFRONT_BUDGET_KIB,
    ]);
  }

  if (results.api) {
    const againstFile = (kind: LoadResult['kind']) =>
      results.api!
        .filter((result) => result.kind === kind && !result.name.startsWith('static '))
        .map((measured) => ({ measured, file: results.api!.find((result) => result.name === `static ${measured.name}`)! }));
    const apiRows = againstFile('api');
    if (apiRows.length > 0) {
      out.push('', '### API next to a static file of the same size (autocannon through the Hosting emulator; medians of the rounds)', '');
      out.push(
        table(
          ['Call', 'Size', 'API req/s', 'API p50', 'API p99', 'File req/s', 'File p50', 'File p99', 'p50 API / file', 'Reads per call', 'Errors'],
          apiRows.map(({ measured: api, file }) => [
            api.name,
            `${api.bytes} B`,
            api.reqPerSec,
            `${api.p50Ms} ms`,
            `${api.p99Ms} ms`,
            file.reqPerSec,
            `${file.p50Ms} ms`,
            `${file.p99Ms} ms`,
            `${round(api.p50Ms / Math.max(file.p50Ms, 1), 1)}x`,
            `${api.docReads ?? '?'} + ${api.countReads ?? '?'} count`,
            api.errors + api.non2xx,
          ]),
        ),
      );
    }
    const pageRows = againstFile('page');
    if (pageRows.length > 0) {
      out.push(
        '',
        '### Server-rendered pages next to a static file of the same size (the ssr function, warm, through the Hosting emulator, which has no CDN: every request is rendered; autocannon, medians of the rounds)',
        '',
      );
      out.push(
        table(
          ['Page', 'Size', 'Rendered req/s', 'Rendered p50', 'Rendered p99', 'File req/s', 'File p50', 'File p99', 'p50 rendered / file', 'Errors'],
          pageRows.map(({ measured: page, file }) => [
            page.path,
            `${round(page.bytes / 1024, 1)} KiB`,
            page.reqPerSec,
            `${page.p50Ms} ms`,
            `${page.p99Ms} ms`,
            file.reqPerSec,
            `${file.p50Ms} ms`,
            `${file.p99Ms} ms`,
            `${round(page.p50Ms / Math.max(file.p50Ms, 1), 1)}x`,
            page.errors + page.non2xx,
          ]),
        ),
      );
    }
  }

  if (results.shipments) {
    const { rush, tracking } = results.shipments;
    const sweep = (label: string, { asked, changed, ms }: { asked: number; changed: number; ms: number }) => [label, asked, changed, `${round(ms / 1000, 1)} s`];
    out.push(
      '',
      `### Shipments (cash-on-delivery orders shipped by courier, booked with the courier sandbox over HTTP; called in process)`,
      '',
      table(
        ['Created at once', 'Booked', 'p50', 'p99', 'All'],
        [[rush.shipments, rush.booked, `${rush.p50Ms} ms`, `${rush.p99Ms} ms`, `${rush.totalMs} ms`]],
      ),
      '',
      table(
        [`Tracking sweep over ${tracking.consignments.toLocaleString('en')} open consignments (and the 50 above)`, 'Asked', 'Changed', 'Time'],
        [
          sweep('nothing changed at the courier', tracking.unchanged),
          sweep('all delivered at the courier (each records its cash on delivery)', tracking.delivered),
          sweep('none open any more', tracking.after),
        ],
      ),
      '',
      `Cash on delivery recorded once on ${tracking.paidOnce} of ${tracking.consignments} orders, twice on ${tracking.paidTwice}.`,
    );
    targets.push([
      `Tracking: a sweep over ${tracking.consignments.toLocaleString('en')} open consignments within the deployed schedule's 5 minutes, each delivery's cash recorded once (${round(tracking.delivered.ms / 1000, 1)} s, ${tracking.paidTwice} twice)`,
      tracking.delivered.ms <= 300_000 && tracking.unchanged.ms <= 300_000 && tracking.paidOnce === tracking.consignments && tracking.paidTwice === 0,
    ]);
  }

  if (results.scale) {
    const scale = results.scale;
    out.push(
      '',
      `### Scale: 30 tools and 3,000 tools (sequential calls through Hosting; phases ${scale.phases.join(' → ')}, ` +
        `${scale.samplesPerPhase} calls of each kind per phase; medians; the search matches ${scale.searchMatches.small} and ${scale.searchMatches.large} tools)`,
      '',
    );
    out.push(
      table(
        ['Call', '30 tools p50', '3,000 tools p50', 'Ratio 3,000 / 30', 'Documents read 30 → 3,000 (bound)', 'count() reads 30 → 3,000', 'Targets met'],
        (Object.keys(scale.calls) as (keyof ScaleResult['calls'])[]).map((name) => {
          const call = scale.calls[name];
          const met = call.ratio <= TARGETS.scaleRatio && call.readsBounded;
          targets.push([
            `${name} at 3,000 tools: latency ratio <= 1.3 (${call.ratio}), documents read bounded (${call.docReads3000.join('/')} <= ${call.readBound})`,
            met,
          ]);
          return [
            name,
            `${call.p50Ms30} ms`,
            `${call.p50Ms3000} ms`,
            call.ratio,
            `${call.docReads30.join('/')} → ${call.docReads3000.join('/')} (≤ ${call.readBound})`,
            `${call.countReads30.join('/')} → ${call.countReads3000.join('/')}`,
            mark(met),
          ];
        }),
      ),
    );
    out.push('', 'The same Firestore queries sent straight to the emulator (Admin SDK, no function; medians):', '');
    out.push(
      table(
        ['Query', '30 tools', '3,000 tools'],
        Object.entries(scale.direct).map(([name, figures]) => [name, `${figures.ms30} ms`, `${figures.ms3000} ms`]),
      ),
    );
  }

  out.push('', '### Cold start', '');
  const cold: (string | number)[][] = [
    ['Function bundle', `${results.moduleLoad.bundleKiB} KiB`],
    [`Function module load (fresh Node process, median of ${results.moduleLoad.runs})`, `${results.moduleLoad.loadMs} ms`],
    [
      'Of which, top-level requires',
      [
        ...Object.entries(results.moduleLoad.modules)
          .filter(([, ms]) => ms >= 1)
          .map(([name, ms]) => `${name} ${ms} ms`),
        `the bundle's own code and SDK set-up ${results.moduleLoad.ownMs} ms`,
      ].join(', '),
    ],
  ];
  const renderer = results.rendererLoad;
  cold.push(
    [
      `Server renderer bundle (lib/ssr/render-page.mjs ${renderer.entryKiB} KiB and ${renderer.chunks} files in chunks/)`,
      `${renderer.bundleKiB} KiB`,
    ],
    [
      `Server renderer load: \`import()\` of render-page.mjs and \`createPageRenderer\` (fresh Node process, median of ${renderer.runs}; on the first page, after the function module load)`,
      `${renderer.loadMs} ms (import ${renderer.importMs} ms, create ${renderer.createMs} ms)`,
    ],
  );
  const coldStart = results.coldStart;
  if (coldStart) {
    cold.push(
      ['Emulators start → ready', `${round(coldStart.emulatorsReadyMs / 1000, 1)} s`],
      ['First page, / (starts the ssr worker, loads the function and the renderer, renders Home with its data)', `${coldStart.firstPageMs} ms`],
      ['Emulators start → first page answer', `${round(coldStart.startToFirstPageMs / 1000, 1)} s`],
      ['A warm page call, /, for comparison (median of 5)', `${coldStart.warmPageMs} ms`],
      ['First /api call, after the first page (starts the api worker, loads the module)', `${coldStart.firstCallMs} ms`],
      ['A warm /api call, for comparison (median of 5)', `${coldStart.warmCallMs} ms`],
    );
  }
  out.push(table(['What', 'Time'], cold));

  if (results.orders) {
    out.push('', '### Ordering under contention (200 buyers at once, each a different verified user; medians of the runs)', '');
    const one = rushSummary(results.orders.oneTool);
    const twenty = rushSummary(results.orders.twentyTools);
    const carts = results.orders.fiveLineCarts?.length ? rushSummary(results.orders.fiveLineCarts) : undefined;
    targets.push([`No oversell with 200 buyers for 50 units (worst run: ${one.oversell})`, one.oversell === 0 && twenty.oversell === 0]);
    if (carts) targets.push([`No oversell and no partial order with 200 buyers of 5-line carts over 20 tools (worst run: ${carts.oversell})`, carts.oversell === 0]);
    out.push(
      table(
        ['Rush', 'Runs', 'Placed', 'Refused (stock)', 'Other answers', 'Oversell', 'p50', 'p99', 'Total', 'Orders/s', 'Most tries of one order'],
        [
          ['1 tool, stock for 50', one.runs, one.successes, one.refusals, one.other, one.oversell, `${one.p50Ms} ms`, `${one.p99Ms} ms`, `${one.totalMs} ms`, one.ordersPerSec, one.triesMax],
          ['20 tools', twenty.runs, twenty.successes, twenty.refusals, twenty.other, twenty.oversell, `${twenty.p50Ms} ms`, `${twenty.p99Ms} ms`, `${twenty.totalMs} ms`, twenty.ordersPerSec, twenty.triesMax],
          ...(carts
            ? [['5-line carts over 20 tools, stock for 30 each', carts.runs, carts.successes, carts.refusals, carts.other, carts.oversell, `${carts.p50Ms} ms`, `${carts.p99Ms} ms`, `${carts.totalMs} ms`, carts.ordersPerSec, carts.triesMax]]
            : []),
        ],
      ),
    );
  }

  if (results.payments) {
    const { sideBySide, checkout, clockExpiry: clock, directSweep: direct } = results.payments;
    const ms = (value: number) => `${value} ms`;
    const seconds = (value: number | undefined) => (value === undefined ? '**not all**' : `${round(value / 1000, 1)} s`);
    const counts = (record: Record<string, number>) => Object.entries(record).map(([key, count]) => `${key}: ${count}`).join(', ') || 'none';
    if (sideBySide?.length) {
      const buyers = sideBySide[0]!.cash.buyers;
      out.push(
        '',
        `### Checkout side by side (${buyers} buyers at once by cash on delivery, then the same ${buyers} online, placed and each paid at the sandbox at once; ${sideBySide.length} rounds, each rush on a tool of its own with stock for all)`,
        '',
      );
      const rows = sideBySide.flatMap(({ cash, online }, i) => [
        [i + 1, 'cash on delivery', cash.placed, counts(cash.other), ms(cash.toPlaced.p50Ms), ms(cash.toPlaced.p99Ms), '-', '-', '-', '-', ms(cash.totalMs)],
        [
          i + 1,
          'online',
          online.placed,
          counts({ ...online.other, ...online.noticeFailures }),
          ms(online.toPlaced.p50Ms),
          ms(online.toPlaced.p99Ms),
          `${online.paid} of ${online.placed}`,
          ms(online.toPaid.p50Ms),
          ms(online.toPaid.p99Ms),
          online.payToPaid ? ms(online.payToPaid.p50Ms) : '-',
          ms(online.totalMs),
        ],
      ]);
      out.push(
        table(['Round', 'Checkout', 'Placed', 'Other answers', 'To placed p50', 'To placed p99', 'Paid', 'To paid p50', 'To paid p99', 'From paying to paid, p50', 'Total'], rows),
      );
      const ratios = sideBySide.map(({ cash, online }) => ({
        placedP50: ratio(online.toPlaced.p50Ms, cash.toPlaced.p50Ms),
        placedP99: ratio(online.toPlaced.p99Ms, cash.toPlaced.p99Ms),
        paidP50: ratio(online.toPaid.p50Ms, cash.toPlaced.p50Ms),
        paidP99: ratio(online.toPaid.p99Ms, cash.toPlaced.p99Ms),
      }));
      out.push(
        '',
        table(
          ['Online / cash, round', 'To placed p50', 'To placed p99', 'Online to paid / cash to placed, p50', 'p99'],
          [
            ...ratios.map((r, i) => [i + 1, `${r.placedP50}x`, `${r.placedP99}x`, `${r.paidP50}x`, `${r.paidP99}x`]),
            ['median of the rounds', ...(['placedP50', 'placedP99', 'paidP50', 'paidP99'] as const).map((key) => `${round(median(ratios.map((r) => r[key])), 2)}x`)],
          ],
        ),
      );
      const traced = sideBySide.filter(({ cash, online }) => cash.server && online.server);
      const single = results.payments.oneAtATime;
      if (single) {
        out.push(
          '',
          `One buyer at a time, before the rushes (${single.checkouts} cash-on-delivery and ${single.checkouts} online checkouts, alternately, nothing queued): ` +
            `cash to placed p50 ${ms(single.cash.toPlaced.p50Ms)}; online to placed p50 ${ms(single.online.toPlaced.p50Ms)}, to paid p50 ${ms(single.online.toPaid.p50Ms)}.`,
        );
      }
      if (traced.length || single?.cash.server) {
        const row = (at: string | number, label: string, call: CallTime | undefined) =>
          call
            ? [at, label, call.calls, ms(call.p50Ms), ms(call.p99Ms), `${round(call.sumMs / 1000, 1)} s`, ms(call.gatewayP50Ms), ms(call.authP50Ms ?? 0), ms(call.txP50Ms), ms(call.commitP50Ms), ms(call.readP50Ms), call.docsP50, call.commitsP50, call.txsP50]
            : [at, label, 0, '-', '-', '-', '-', '-', '-', '-', '-', '-', '-', '-'];
        const rows = [
          ...(single?.cash.server && single.online.server
            ? [row('one at a time', 'cash, place', single.cash.server.place), row('one at a time', 'online, place', single.online.server.place), row('one at a time', 'online, notice', single.online.server.notice)]
            : []),
          ...traced.flatMap(({ cash, online }, i) => [row(i + 1, 'cash, place', cash.server!.place), row(i + 1, 'online, place', online.server!.place), row(i + 1, 'online, notice', online.server!.notice)]),
        ];
        out.push(
          '',
          "Inside the function's processes (bench/instrument: from the process getting the call to its answer, so without the wait in the Functions emulator's queue of 8 processes; p50s per call, of which waiting on each kind of call):",
          '',
          table(
            ['Round', 'Call', 'Calls', 'p50', 'p99', 'All calls added up', 'Gateway', 'Auth emulator', 'Transactions', 'Batch commits', 'Reads outside transactions', 'Documents read', 'Commits', 'Transactions run'],
            rows,
          ),
        );
      }
      targets.push(
        [
          `Checkout side by side: online p50 <= 2x cash on delivery p50, to placed and to paid (median of ${ratios.length} rounds: ${round(median(ratios.map((r) => r.placedP50)), 2)}x to placed, ${round(median(ratios.map((r) => r.paidP50)), 2)}x to paid)`,
          median(ratios.map((r) => r.placedP50)) <= 2 && median(ratios.map((r) => r.paidP50)) <= 2,
        ],
        [
          'Checkout side by side: every order placed, every online one paid once, no oversell',
          sideBySide.every(
            ({ cash, online }) =>
              cash.placed === cash.buyers &&
              online.placed === online.buyers &&
              online.paid === online.placed &&
              online.answeredNotPaid === 0 &&
              cash.oversell + online.oversell + cash.doublePayments + online.doublePayments === 0,
          ),
        ],
      );
    }
    out.push('', `### Online payment (${checkout.buyers} buyers' online checkouts at once of one tool with stock for ${checkout.stock}, each paid at the sandbox at once)`, '');
    out.push(
      table(
        ['From sending the order to', 'p50', 'p99', 'max'],
        [
          ['its answer (placed, with the gateway page)', ms(checkout.toPlaced.p50Ms), ms(checkout.toPlaced.p99Ms), ms(checkout.toPlaced.maxMs)],
          ["the order paid: the store's 200 answer to the payment's notice, relayed by the sandbox", ms(checkout.toPaid.p50Ms), ms(checkout.toPaid.p99Ms), ms(checkout.toPaid.maxMs)],
        ],
      ),
      '',
      table(
        ['Placed', 'Refused (stock)', 'Other answers', 'Stored, not answered 201', 'Paid', 'Notices not answered 200', 'Double payments', 'Oversell', 'Stock left', 'Total'],
        [
          [
            checkout.placed,
            checkout.refused,
            counts(checkout.other),
            checkout.storedNotAnswered,
            `${checkout.paid} of ${checkout.placed}`,
            counts(checkout.noticeFailures),
            checkout.doublePayments,
            checkout.oversell,
            checkout.stockLeft,
            ms(checkout.totalMs),
          ],
        ],
      ),
    );
    targets.push([
      `Paid checkouts: no double payment, no oversell, every order answered 201 paid, every notice answered 200 applied (${checkout.doublePayments} double, oversell ${checkout.oversell}, ${checkout.paid} of ${checkout.placed} paid, ${checkout.answeredNotPaid} answered but not paid)`,
      checkout.doublePayments === 0 && checkout.oversell === 0 && checkout.paid === checkout.placed && checkout.answeredNotPaid === 0,
    ]);
    if (clock && direct) {
      out.push(
        '',
        `### Payment deadlines (${clock.orders.toLocaleString('en')} unpaid online orders of one tool past their deadline, each)`,
        '',
        table(
          ['Swept by', 'Expired', 'First expired', 'All expired', 'Orders/s', 'Stock back, once', 'Expired twice'],
          [
            [
              'the emulators\' deadline clock (a sweep every 15 s), from the last order written',
              `${clock.expired} of ${clock.orders}`,
              seconds(clock.firstExpiredMs),
              seconds(clock.allExpiredMs),
              clock.allExpiredMs === undefined ? '-' : round(clock.orders / (clock.allExpiredMs / 1000), 1),
              mark(clock.stockBack),
              clock.expiredTwice,
            ],
            ['one settlePaymentDeadlines() called in process', `${direct.expired} of ${direct.orders}`, '-', seconds(direct.ms), direct.ordersPerSec, mark(direct.stockBack), direct.expiredTwice],
          ],
        ),
      );
      targets.push([
        `Payment deadlines: every unpaid order expired, its stock back once (clock ${clock.expired}, direct ${direct.expired} of ${direct.orders})`,
        clock.expired === clock.orders && direct.expired === direct.orders && clock.stockBack && direct.stockBack && clock.expiredTwice + direct.expiredTwice === 0,
      ]);
    }
  }

  if (results.search) {
    const search = results.search;
    const { inProcess: local } = search;
    const target = TARGETS.search;
    const spreadRow = (what: string, figures: { p50Ms: number; p95Ms: number; maxMs: number }) => [what, `${figures.p50Ms} ms`, `${figures.p95Ms} ms`, `${figures.maxMs} ms`];
    out.push('', `### Search on ${local.tools.toLocaleString('en')} generated tools`, '');
    out.push(
      'In process (bench/search-direct.ts: the module called directly, warm; heap after full collections):',
      '',
      table(
        ['What', 'Figure'],
        [
          ['Index build from the tools', `${local.buildMs} ms`],
          ['Reading the stored documents first (schema and conversion, as the listener does)', `${local.parseMs} ms`],
          ['Heap held: the tools, the index, both', `${local.heap.toolsMb} MB, ${local.heap.indexMb} MB, ${local.heap.totalMb} MB`],
          ['Heap per 1,000 tools', `${local.heap.perThousandToolsMb} MB`],
        ],
      ),
      '',
      table(
        ['Call', 'p50', 'p95', 'max'],
        [
          spreadRow(`Suggestions (${local.suggest.samples} typed prefixes, English and Bangla)`, local.suggest),
          spreadRow(`Catalog page of 24 with facets (${local.catalog.samples} queries: words or none, filters, price ranges, sorts)`, local.catalog),
          spreadRow('of which without words', local.catalog.withoutWords),
          spreadRow('of which with words (typos, Bangla, no results and Did you mean)', local.catalog.withWords),
          spreadRow('A change applied to the index', local.change.upsert),
          spreadRow('The first catalog page after a change', local.change.firstListAfter),
        ],
      ),
      '',
      'On the emulators, the same tools in Firestore:',
      '',
      table(
        ['What', 'Time'],
        [
          ['Writing them (commits of 500)', `${search.writeMs} ms`],
          ["The warm api function's first catalog answer after", `${search.firstAnswerAfterWriteMs} ms`],
          ["A new process's first catalog answer (listens, builds the index from the first snapshot)", `${search.coldFirstAnswerMs} ms`],
        ],
      ),
      '',
      table(
        ['Call', 'p50', 'p95', 'max'],
        [
          spreadRow('Suggestions through Hosting, warm', search.http.suggest),
          spreadRow('Catalog searches through Hosting, warm', search.http.catalog),
          spreadRow("From an edit's commit to a catalog search finding it", search.editToFound.catalog),
          spreadRow("From an edit's commit to suggestions offering it", search.editToFound.suggest),
          spreadRow("From a delete's commit to a catalog search no longer finding it", search.deleteToGone.catalog),
          spreadRow("From a delete's commit to suggestions no longer offering it", search.deleteToGone.suggest),
        ],
      ),
    );
    const slowestChange = Math.max(search.editToFound.catalog.maxMs, search.editToFound.suggest.maxMs, search.deleteToGone.catalog.maxMs, search.deleteToGone.suggest.maxMs);
    targets.push(
      [`Search: suggestions p95 <= ${target.suggestP95Ms} ms in the function, warm (${local.suggest.p95Ms} ms)`, local.suggest.p95Ms <= target.suggestP95Ms],
      [`Search: a catalog page with facets p95 <= ${target.catalogP95Ms} ms (${local.catalog.p95Ms} ms)`, local.catalog.p95Ms <= target.catalogP95Ms],
      [`Search: the index of ${local.tools.toLocaleString('en')} tools built in <= ${target.buildMs / 1000} s (${round(local.buildMs / 1000, 2)} s)`, local.buildMs <= target.buildMs],
      [`Search: its heap <= ${target.heapMb} MB (${local.heap.totalMb} MB)`, local.heap.totalMb <= target.heapMb],
      [`Search: an edit found, a delete gone, within ${target.freshMs / 1000} s (slowest ${round(slowestChange / 1000, 2)} s)`, slowestChange <= target.freshMs],
    );
  }

  out.push('', '### Targets', '', ...targets.map(([what, ok]) => `- ${ok ? 'met' : '**not met**'}: ${what}`));
  return out.join('\n');
}
