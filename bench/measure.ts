/**
 * The measuring half of the bench: run.ts starts it through `firebase emulators:exec`, with the stack
 * already up on the emulators (seeded from emulator-data/). Writes its figures to MEASURED for run.ts.
 */
import { writeFileSync } from 'node:fs';
import { api, routeUrl } from '@store/contract/routes';
import { slugify } from '@store/contract/tool';
import { tools as seedTools } from '../scripts/seed/catalog';
import { measureApiAgainstStatic } from './lib/api-load';
import { emulatorEnv } from './lib/against';
import { createUsers } from './lib/emulator-admin';
import { runDirect } from './lib/direct-run';
import { measureOrdering } from './lib/orders';
import { measurePages } from './lib/pages';
import { measurePayments } from './lib/payments';
import { measureShipments } from './lib/shipments';
import { HOSTING, MEASURED, WORK_PUBLIC } from './lib/paths';
import { PRODUCT_PAGE } from './lib/report';
import { measureScale } from './lib/scale';
import { measureSearch, SEARCH_TOOLS } from './lib/search';
import { median, round } from './lib/stats';
import type { BenchOptions } from './run';

/** Reviews the bench adds to the product page's tool before Lighthouse loads it. */
const PRODUCT_PAGE_REVIEWS = 30;
const options = JSON.parse(process.env.BENCH_OPTIONS ?? '{}') as BenchOptions;
const startedAt = Number(process.env.BENCH_T0);
const log = (line: string) => console.log(line);
const measured: Record<string, unknown> = {};
const save = () => writeFileSync(MEASURED, JSON.stringify(measured, null, 2));

// Cold start: the emulators are up (emulators:exec waited for them); no function has run yet. The first page
// (/ through Hosting) starts the ssr function's Functions emulator worker, which loads the function bundle,
// then, on that first page, the web app's server renderer, and renders Home with its data read in process.
// The first /api call after it starts the api function's own worker, which loads the bundle and reads Firestore.
{
  const ready = Date.now();
  const timedGet = async (path: string) => {
    const start = performance.now();
    const res = await fetch(`${HOSTING}${path}`);
    const body = await res.text();
    const ms = performance.now() - start;
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}: ${body.slice(0, 200)}`);
    return { ms, body, type: res.headers.get('content-type') ?? '' };
  };
  const warmMedian = async (path: string) => {
    const samples: number[] = [];
    for (let index = 0; index < 5; index++) samples.push((await timedGet(path)).ms);
    return round(median(samples));
  };

  const firstPage = await timedGet('/');
  // A server-rendered page: HTML with the app drawn inside #root (not the empty frame of a browser-only app).
  if (!firstPage.type.includes('text/html') || /<div id="root">\s*<\/div>/.test(firstPage.body)) {
    throw new Error(`/ is not a page rendered on the server (${firstPage.type}): ${firstPage.body.slice(0, 200)}`);
  }
  const apiCall = routeUrl(api.listTools, {}, { limit: 1 });
  const firstCall = await timedGet(apiCall);
  const warmPageMs = await warmMedian('/');
  const warmCallMs = await warmMedian(apiCall);
  measured.coldStart = {
    emulatorsReadyMs: ready - startedAt,
    firstPageMs: round(firstPage.ms),
    startToFirstPageMs: round(ready - startedAt + firstPage.ms),
    warmPageMs,
    firstCallMs: round(firstCall.ms),
    warmCallMs,
  };
  log(`cold start: ${JSON.stringify(measured.coldStart)}`);
  save();
}

if (options.sections.includes('pages')) {
  // The seed's product page has 3 reviews; a popular tool has more, and the page must stay quick however many.
  // Each build gets them through its own API, by a process pointed at its emulators.
  const stacks = [{ label: 'this checkout', env: {} }, ...(options.against ? [{ label: options.against.label, env: emulatorEnv(options.against.portShift) }] : [])];
  for (const stack of stacks) {
    const { reviews } = await runDirect<{ reviews: number }>('product-page-reviews.ts', { env: { ...stack.env, BENCH_REVIEWS: String(PRODUCT_PAGE_REVIEWS) } });
    log(`pages: ${PRODUCT_PAGE} of ${stack.label} has ${reviews} reviews`);
  }
}
if (options.sections.includes('pages')) {
  log(`pages: Lighthouse, mobile preset, simulated throttling, ${options.lighthouseRuns} runs each, each beside its limit`);
  measured.pages = await measurePages({
    sites: [{ label: 'this checkout', origin: HOSTING, publicDir: WORK_PUBLIC }, ...(options.against ? [options.against] : [])],
    paths: options.pages,
    states: [{ hogs: 0 }, ...(options.hogs ? [{ hogs: options.hogs }] : [])],
    runs: options.lighthouseRuns,
    cpuSlowdown: options.cpuSlowdown,
    log,
  });
  save();
}

if (options.sections.includes('api')) {
  log(`api and server-rendered pages: autocannon, ${options.load.connections} connections, ${options.load.seconds} s a round, ${options.load.rounds} rounds`);
  measured.api = await measureApiAgainstStatic(
    [
      { name: 'GET /api/tools?limit=24', path: routeUrl(api.listTools, {}, { limit: 24 }) },
      { name: 'GET /api/tools/:slug', path: routeUrl(api.getTool, { idOrSlug: slugify(seedTools[0]!.name) }) },
      { name: 'GET /api/review', path: routeUrl(api.listReviews) },
      // Pages the ssr function renders with their data (read in process from the API's public routes).
      { name: 'GET / (page)', path: '/' },
      { name: 'GET /tools (page)', path: '/tools' },
    ],
    options.load,
    log,
  );
  save();
}

if (options.sections.includes('orders')) {
  log(`orders: ${options.buyers} buyers, ${options.orderRuns} runs of each rush`);
  const users = await createUsers(options.buyers);
  measured.orders = await measureOrdering(users, options.orderRuns, log);
  save();
}

if (options.sections.includes('payments')) {
  log(
    `payments: ${options.buyers} buyers by cash on delivery, then online (paid at the sandbox), ${options.checkoutRounds} rounds; ${options.buyers} buyers' online checkouts of stock for 150` +
      (options.checkoutOnly ? '' : ', then 1,000 unpaid orders left to the deadline clock and 1,000 to one sweep'),
  );
  const payers = await createUsers(options.buyers, 'payer');
  measured.payments = await measurePayments(payers, options.checkoutRounds, options.checkoutOnly, log);
  save();
}

if (options.sections.includes('shipments')) {
  log('shipments: 50 courier shipments created at once, then tracking sweeps over 1,000 open consignments at the courier sandbox');
  const shipments = await measureShipments();
  const { rush, tracking } = shipments;
  log(`  50 at once: ${rush.booked} of ${rush.shipments} booked, p50 ${rush.p50Ms} ms, p99 ${rush.p99Ms} ms, all ${rush.totalMs} ms`);
  log(`  sweeps: unchanged ${tracking.unchanged.ms} ms, delivered ${tracking.delivered.ms} ms (${tracking.delivered.changed} changed), paid once ${tracking.paidOnce}, twice ${tracking.paidTwice}`);
  measured.shipments = shipments;
  save();
}

if (options.sections.includes('search')) {
  log(`search: the module in process and on the emulators with ${SEARCH_TOOLS.toLocaleString('en')} generated tools`);
  measured.search = await measureSearch(log);
  save();
}

if (options.sections.includes('scale')) {
  log(`scale: 30 vs 3,000 tools, ${options.scaleSamples} sequential calls of each kind per phase`);
  measured.scale = await measureScale(options.scaleSamples, log);
  save();
}
