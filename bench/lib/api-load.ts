import autocannon from 'autocannon';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOSTING, STATIC_DIR, WORK_PUBLIC } from './paths';
import { median, round } from './stats';

export interface LoadTarget {
  name: string;
  path: string;
}

export interface LoadResult {
  name: string;
  path: string;
  /** 'page': an HTML page rendered by the ssr function (or its static copy); 'api': a JSON answer (or its copy). */
  kind: 'api' | 'page';
  bytes: number;
  /** Medians over the rounds. */
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  /** Firestore reads of one call, for the API calls (counted by bench/instrument in the function's runtime). */
  docReads?: number;
  countReads?: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  rounds: number;
}

/**
 * One call's body and its read counts, as the Hosting emulator answers it. The counts are headers that only
 * the bench's preload (bench/instrument/count-reads-per-request.mjs) adds, in the Functions emulator's runtime.
 */
export async function probe(path: string) {
  const res = await fetch(`${HOSTING}${path}`);
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${body.toString('utf8').slice(0, 200)}`);
  const header = (name: string) => (res.headers.has(name) ? Number(res.headers.get(name)) : undefined);
  return {
    body,
    kind: (res.headers.get('content-type') ?? '').includes('text/html') ? ('page' as const) : ('api' as const),
    docReads: header('x-bench-doc-reads'),
    countReads: header('x-bench-count-reads'),
  };
}

/**
 * Each API call, and each page the ssr function renders, next to a static file holding the same bytes, served
 * by the same Hosting emulator: the difference is what the function (with the server renderer for a page) and
 * Firestore cost. The Hosting emulator has no CDN, so every page request is rendered, whatever its
 * Cache-Control. Targets run in turn, round after round, and each figure is the median of the rounds.
 */
export async function measureApiAgainstStatic(apiTargets: LoadTarget[], options: LoadOptions, log: (line: string) => void) {
  mkdirSync(join(WORK_PUBLIC, STATIC_DIR), { recursive: true });
  const targets: (LoadTarget & { kind: LoadResult['kind']; bytes: number; docReads?: number; countReads?: number })[] = [];
  for (const target of apiTargets) {
    const { body, kind, docReads, countReads } = await probe(target.path);
    // A page's copy is an .html file, so Hosting serves it as a page (text/html), as the function answers it.
    const file = `${target.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.${kind === 'page' ? 'html' : 'json'}`;
    writeFileSync(join(WORK_PUBLIC, STATIC_DIR, file), body);
    targets.push({ ...target, kind, bytes: body.length, docReads, countReads });
    targets.push({ name: `static ${target.name}`, path: `/${STATIC_DIR}/${file}`, kind, bytes: body.length });
  }
  for (const target of targets) {
    const { body } = await probe(target.path);
    // An API answer is the same bytes every time. A page may differ by a few bytes from one render to the next
    // (timestamps of its data, for one), so its copy stands for it within 1%.
    const tolerance = target.kind === 'page' && !target.name.startsWith('static ') ? Math.ceil(target.bytes / 100) : 0;
    if (Math.abs(body.length - target.bytes) > tolerance) throw new Error(`${target.path} is ${body.length} bytes, expected ${target.bytes}`);
  }

  // Warm-up: every Functions emulator worker the connections will use gets started and its module loaded.
  for (const target of targets) await autocannon({ url: `${HOSTING}${target.path}`, connections: options.connections, duration: 2 });

  const samples = new Map(targets.map((target) => [target.name, [] as Awaited<ReturnType<typeof autocannon>>[]]));
  for (let index = 0; index < options.rounds; index++) {
    for (const target of targets) {
      const result = await autocannon({ url: `${HOSTING}${target.path}`, connections: options.connections, duration: options.seconds, timeout: 30 });
      samples.get(target.name)!.push(result);
      log(
        `  ${target.name.padEnd(26)} round ${index + 1}/${options.rounds}: ${round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      );
    }
  }
  return targets.map((target): LoadResult => {
    const results = samples.get(target.name)!;
    return {
      name: target.name,
      path: target.path,
      kind: target.kind,
      bytes: target.bytes,
      reqPerSec: round(median(results.map((result) => result.requests.average)), 1),
      p50Ms: median(results.map((result) => result.latency.p50)),
      p99Ms: median(results.map((result) => result.latency.p99)),
      errors: results.reduce((sum, result) => sum + result.errors + result.timeouts, 0),
      non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
      docReads: target.docReads,
      countReads: target.countReads,
    };
  });
}
