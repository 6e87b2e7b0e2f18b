import { Timestamp } from 'firebase-admin/firestore';
import { api, routeUrl } from '@store/contract/routes';
import { nameFields } from '../../functions/src/tools/tool-model';
import { runDirect } from './direct-run';
import { commitInBatches, db } from './emulator-admin';
import { HOSTING } from './paths';
import { syntheticToolDocuments } from './search-catalog';
import { percentile, round } from './stats';

/** The catalog the search is measured on. */
export const SEARCH_TOOLS = 10_000;
/** How many edits and deletes are timed from their commit to their answer. */
const EDITS = 10;
const DELETES = 5;

interface Spread {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

/** What bench/search-direct.ts prints: the module in process on SEARCH_TOOLS generated tools. */
export interface SearchInProcess {
  tools: number;
  parseMs: number;
  buildMs: number;
  heap: { toolsMb: number; indexMb: number; totalMb: number; perThousandToolsMb: number };
  suggest: Spread & { samples: number };
  catalog: Spread & { samples: number; withoutWords: Spread; withWords: Spread };
  change: { upsert: Spread; firstListAfter: Spread };
}

export interface SearchResult {
  inProcess: SearchInProcess;
  /** The same tools written to the Firestore emulator, and then: */
  writeMs: number;
  /** The warm api function's first catalog answer after they were written (its listener takes them in). */
  firstAnswerAfterWriteMs: number;
  /** A new process's first catalog answer: it listens to the tools and builds the index from the first snapshot. */
  coldFirstAnswerMs: number;
  /** Through Hosting, warm, one call at a time. */
  http: { suggest: Spread; catalog: Spread };
  /** From an edit's commit to a catalog search finding it by its new word, and to suggestions offering it. */
  editToFound: { catalog: Spread; suggest: Spread };
  /** From a delete's commit to a catalog search no longer finding it, and suggestions no longer offering it. */
  deleteToGone: { catalog: Spread; suggest: Spread };
}

const spread = (samples: number[]): Spread => ({
  p50Ms: round(percentile(samples, 50), 1),
  p95Ms: round(percentile(samples, 95), 1),
  maxMs: round(Math.max(...samples), 1),
});

/** bench/search-direct.ts in a process of its own with --expose-gc, so the heap it measures is the index's alone. */
const searchDirect = <T>(env: Record<string, string> = {}) =>
  runDirect<T>('search-direct.ts', { nodeFlags: ['--expose-gc'], env: { BENCH_SEARCH_TOOLS: String(SEARCH_TOOLS), ...env } });

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${HOSTING}${path}`);
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return (await res.json()) as T;
}

const catalogSearch = (q: string) => routeUrl(api.listTools, {}, { q, limit: 24 });
const suggestions = (q: string) => routeUrl(api.suggest, {}, { q });
const catalogFinds = async (q: string) => (await getJson<{ total: number }>(catalogSearch(q))).total > 0;
const suggestionsFind = async (q: string) => (await getJson<{ tools: unknown[] }>(suggestions(q))).tools.length > 0;

/** Milliseconds until `check` holds, asking every 25 ms; fails after 120 s. */
async function msUntil(check: () => Promise<boolean>, since: number, what: string): Promise<number> {
  for (;;) {
    if (await check()) return performance.now() - since;
    if (performance.now() - since > 120_000) throw new Error(`${what}: not within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function timedCalls(paths: string[], passes: number): Promise<Spread> {
  const samples: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    for (const path of paths) {
      const start = performance.now();
      await getJson(path);
      samples.push(performance.now() - start);
    }
  }
  return spread(samples);
}

/**
 * The search on SEARCH_TOOLS tools: the module in process (build, heap, suggestions, catalog queries), then the
 * same tools on the emulators (the first answers that take them in, warm calls through Hosting, and the time from
 * an edit's or a delete's commit to the answers that show it). The tools are removed at the end.
 */
export async function measureSearch(log: (line: string) => void): Promise<SearchResult> {
  const inProcess = await searchDirect<SearchInProcess>();
  log(
    `  in process, ${inProcess.tools} tools: build ${inProcess.buildMs} ms (+ ${inProcess.parseMs} ms reading the documents), heap ${inProcess.heap.totalMb} MB, ` +
      `suggest p95 ${inProcess.suggest.p95Ms} ms, catalog p95 ${inProcess.catalog.p95Ms} ms`,
  );

  const tools = syntheticToolDocuments(SEARCH_TOOLS);
  const refs = tools.map(({ id }) => db.collection('tools').doc(id));
  let start = performance.now();
  await commitInBatches(tools, (batch, { doc }, index) => batch.set(refs[index]!, doc));
  const writeMs = performance.now() - start;
  start = performance.now();
  await getJson(routeUrl(api.listTools, {}, { limit: 24 }));
  const firstAnswerAfterWriteMs = performance.now() - start;
  const { firstAnswerMs: coldFirstAnswerMs } = await searchDirect<{ firstAnswerMs: number }>({ BENCH_SEARCH_FIRESTORE: '1' });
  log(`  on the emulators: wrote them in ${round(writeMs)} ms; first answer after ${round(firstAnswerAfterWriteMs)} ms; a new process's first answer ${coldFirstAnswerMs} ms`);

  const typed = ['dr', 'dril', 'cordl', 'grindr', 'gsb18', 'ড্রিল', 'bater', 'lase'];
  const searched = ['drill', 'cordles drill', 'gsb18v', 'ড্রিল', 'saw', 'grnider'];
  await timedCalls([...typed.map(suggestions), ...searched.map(catalogSearch)], 1);
  const http = { suggest: await timedCalls(typed.map(suggestions), 5), catalog: await timedCalls(searched.map(catalogSearch), 5) };
  log(`  through Hosting, warm: suggest p95 ${http.suggest.p95Ms} ms, catalog p95 ${http.catalog.p95Ms} ms`);

  const toFound = { catalog: [] as number[], suggest: [] as number[] };
  for (let edit = 0; edit < EDITS; edit++) {
    const { id, doc } = tools[edit * 701]!;
    // A word no other tool has, nor within two typos of one (a search forgives those).
    const word = `xq${Math.random().toString(36).slice(2, 10)}`;
    // A rename as any writer commits one (the API's PATCH writes the same fields).
    await db.collection('tools').doc(id).update({ ...nameFields(`${doc.name} ${word}`), name: `${doc.name} ${word}`, updatedAt: Timestamp.now() });
    const committed = performance.now();
    const [catalog, suggest] = await Promise.all([msUntil(() => catalogFinds(word), committed, 'edit to found'), msUntil(() => suggestionsFind(word), committed, 'edit to suggested')]);
    toFound.catalog.push(catalog);
    toFound.suggest.push(suggest);
  }
  const toGone = { catalog: [] as number[], suggest: [] as number[] };
  for (let removal = 0; removal < DELETES; removal++) {
    const { id } = tools[removal * 701]!;
    const word = (await db.collection('tools').doc(id).get()).get('name').split(' ').at(-1) as string;
    await db.collection('tools').doc(id).delete();
    const committed = performance.now();
    const [catalog, suggest] = await Promise.all([
      msUntil(async () => !(await catalogFinds(word)), committed, 'delete to gone'),
      msUntil(async () => !(await suggestionsFind(word)), committed, 'delete to gone from suggestions'),
    ]);
    toGone.catalog.push(catalog);
    toGone.suggest.push(suggest);
  }
  const editToFound = { catalog: spread(toFound.catalog), suggest: spread(toFound.suggest) };
  const deleteToGone = { catalog: spread(toGone.catalog), suggest: spread(toGone.suggest) };
  log(`  edit to found: catalog max ${editToFound.catalog.maxMs} ms, suggestions max ${editToFound.suggest.maxMs} ms; delete to gone: max ${deleteToGone.catalog.maxMs} / ${deleteToGone.suggest.maxMs} ms`);

  await commitInBatches(refs, (batch, ref) => batch.delete(ref));
  return { inProcess, writeMs: round(writeMs), firstAnswerAfterWriteMs: round(firstAnswerAfterWriteMs), coldFirstAnswerMs, http, editToFound, deleteToGone };
}
