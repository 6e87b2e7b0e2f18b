/**
 * The measuring half of the bench: run.ts starts it through `firebase emulators:exec`, with the stack
 * already up on the emulators (seeded from emulator-data/). Writes its figures to MEASURED for run.ts.
 */
import { writeFileSync } from 'node:fs';
import { api, routeUrl } from '@store/contract/routes';
import { slugify } from '@store/contract/tool';
import { tools as seedTools } from '../scripts/seed/catalog';
import { measureApiAgainstStatic } from './lib/api-load';
import { createUsers } from './lib/emulator-admin';
import { measureOrdering } from './lib/orders';
import { measurePages } from './lib/pages';
import { HOSTING, MEASURED } from './lib/paths';
import { measureScale } from './lib/scale';
import { round } from './lib/stats';
import type { BenchOptions } from './run';

const options = JSON.parse(process.env.BENCH_OPTIONS ?? '{}') as BenchOptions;
const startedAt = Number(process.env.BENCH_T0);
const log = (line: string) => console.log(line);
const measured: Record<string, unknown> = {};
const save = () => writeFileSync(MEASURED, JSON.stringify(measured, null, 2));

// Cold start: the emulators are up (emulators:exec waited for them); the function has not run yet, so the
// first call starts a Functions emulator worker, which loads the bundle, then reads Firestore.
{
  const ready = Date.now();
  const first = performance.now();
  const res = await fetch(`${HOSTING}/api/tools?limit=1`);
  await res.arrayBuffer();
  const firstCallMs = performance.now() - first;
  if (!res.ok) throw new Error(`the first API call answered ${res.status}`);
  const warm: number[] = [];
  for (let index = 0; index < 5; index++) {
    const start = performance.now();
    await (await fetch(`${HOSTING}/api/tools?limit=1`)).arrayBuffer();
    warm.push(performance.now() - start);
  }
  measured.coldStart = {
    emulatorsReadyMs: ready - startedAt,
    firstCallMs: round(firstCallMs),
    startToFirstAnswerMs: round(ready - startedAt + firstCallMs),
    warmCallMs: round(warm.sort((a, b) => a - b)[2]!),
  };
  log(`cold start: ${JSON.stringify(measured.coldStart)}`);
  save();
}

if (options.sections.includes('pages')) {
  log(`pages: Lighthouse, mobile preset, simulated throttling, ${options.lighthouseRuns} runs each`);
  measured.pages = await measurePages(options.pages, options.lighthouseRuns, log);
  save();
}

if (options.sections.includes('api')) {
  log(`api: autocannon, ${options.load.connections} connections, ${options.load.seconds} s a round, ${options.load.rounds} rounds`);
  measured.api = await measureApiAgainstStatic(
    [
      { name: 'GET /api/tools?limit=24', path: routeUrl(api.listTools, {}, { limit: 24 }) },
      { name: 'GET /api/tools/:slug', path: routeUrl(api.getTool, { idOrSlug: slugify(seedTools[0]!.name) }) },
      { name: 'GET /api/review', path: routeUrl(api.listReviews) },
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

if (options.sections.includes('scale')) {
  log(`scale: 30 vs 3,000 tools, ${options.scaleSamples} sequential calls of each kind per phase`);
  measured.scale = await measureScale(options.scaleSamples, log);
  save();
}
