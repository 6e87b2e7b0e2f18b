/**
 * The search module called in process on a catalog of generated tools; bench/lib/search.ts runs this in a child
 * process started with --expose-gc, so the heap is measured after full collections, away from the bench's own.
 * - By default: the index's build time and heap, suggestions and catalog queries with facets (warm, p50 / p95 /
 *   max), and a change applied then listed.
 * - With BENCH_SEARCH_FIRESTORE=1 (the tools written to the Firestore emulator first): how long the function's
 *   first catalog answer takes, which builds the index from a listener's first snapshot of Firestore.
 * Prints the figures as JSON on its last line.
 */
import { ToolDocument } from '../functions/src/tools/tool-model';
import { ToolSearchIndex, type ToolSearchQuery } from '../functions/src/search/tool-search-index';
import { toTool } from '../functions/src/tools/tool-model';
import { syntheticToolDocuments } from './lib/search-catalog';
import { percentile, round } from './lib/stats';

const TOOLS = Number(process.env.BENCH_SEARCH_TOOLS ?? 10_000);

if (process.env.BENCH_SEARCH_FIRESTORE === '1') {
  const { searchTools } = await import('../functions/src/search/tool-search');
  const start = performance.now();
  const page = await searchTools({ sort: 'name', limit: 24 });
  console.log(JSON.stringify({ firstAnswerMs: round(performance.now() - start), total: page.total }));
  // The listener would keep the process alive.
  process.exit(0);
}

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};
const spread = (samples: number[]) => ({ p50Ms: round(percentile(samples, 50), 2), p95Ms: round(percentile(samples, 95), 2), maxMs: round(Math.max(...samples), 2) });
const timeEach = <T>(items: T[], passes: number, run: (item: T) => unknown) => {
  const samples: number[] = [];
  for (let pass = 0; pass < passes; pass++) {
    for (const item of items) {
      const start = performance.now();
      run(item);
      samples.push(performance.now() - start);
    }
  }
  return samples;
};

// The documents as Firestore would give them, read as the listener's first snapshot reads them; then the index.
const heapBefore = heapMb();
let stored: { id: string; data: unknown }[] | null = syntheticToolDocuments(TOOLS).map(({ id, doc }) => ({ id, data: { ...doc } }));
const parseStart = performance.now();
const tools = stored.map(({ id, data }) => toTool(id, ToolDocument.parse(data)));
const parseMs = performance.now() - parseStart;
// The snapshot is gone once read: the tools (and their text) are what the instance keeps.
stored = null;
const heapWithTools = heapMb();
const buildStart = performance.now();
const index = new ToolSearchIndex(tools);
const buildMs = performance.now() - buildStart;
const heapWithIndex = heapMb();

// What a visitor types, letter by letter, in both languages, typos included.
const typed = ['dr', 'dri', 'dril', 'cor', 'cordl', 'gr', 'grin', 'grindr', 'gsb', 'gsb18', 'sa', 'saw', 'imp', 'impac', 'bat', 'bater', 'la', 'lase', 'ড্র', 'ড্রিল', 'কর্ড', 'হ্যা', 'ta', 'tap'];
const suggestions = typed.map((q, at) => [q, at % 3 === 0 ? 'bn' : 'en'] as const);
timeEach(suggestions, 2, ([q, lang]) => index.suggest(q, lang));
const suggest = spread(timeEach(suggestions, 10, ([q, lang]) => index.suggest(q, lang)));

// Catalog pages of 24 with facets: words or none, typos, Bangla, no results (Did you mean), filters, price ranges, sorts.
const words = [undefined, 'drill', 'cordles drill', 'gsb18v', 'grinder 125', 'ড্রিল', 'batery charger', 'saw', 'grnider', 'xqzvw'];
const filters: Partial<ToolSearchQuery>[] = [
  {},
  { category: 'drills-drivers' },
  { powerSource: 'battery', inStock: true },
  { minPrice: 1000, maxPrice: 20000 },
  { category: 'saws', powerSource: 'corded', maxPrice: 15000 },
];
const queries: ToolSearchQuery[] = words.flatMap((q) =>
  filters.flatMap((filter) =>
    (['relevance', 'price_asc', 'newest'] as const).map((sort) => ({ ...filter, q, sort: q || sort !== 'relevance' ? sort : 'name', limit: 24 })),
  ),
);
timeEach(queries, 1, (query) => index.search(query));
const catalogSamples = timeEach(queries, 3, (query) => index.search(query));
const catalog = spread(catalogSamples);
const withoutWords = spread(catalogSamples.filter((_, at) => !queries[at % queries.length]!.q));
const withWords = spread(catalogSamples.filter((_, at) => queries[at % queries.length]!.q));

// A change (an order's stock), applied, then the catalog's first page by name: the tool moves within the sorted orders.
const changeSamples: number[] = [];
const listAfterChangeSamples: number[] = [];
for (let change = 0; change < 50; change++) {
  const tool = tools[(change * 197) % tools.length]!;
  let start = performance.now();
  index.upsert({ ...tool, available: tool.available + 1 });
  changeSamples.push(performance.now() - start);
  start = performance.now();
  index.search({ sort: 'name', limit: 24 });
  listAfterChangeSamples.push(performance.now() - start);
}

console.log(
  JSON.stringify({
    tools: TOOLS,
    parseMs: round(parseMs),
    buildMs: round(buildMs),
    heap: {
      toolsMb: round(heapWithTools - heapBefore, 1),
      indexMb: round(heapWithIndex - heapWithTools, 1),
      totalMb: round(heapWithIndex - heapBefore, 1),
      perThousandToolsMb: round(((heapWithIndex - heapBefore) / TOOLS) * 1000, 2),
    },
    suggest: { ...suggest, samples: suggestions.length * 10 },
    catalog: { ...catalog, samples: catalogSamples.length, withoutWords, withWords },
    change: { upsert: spread(changeSamples), firstListAfter: spread(listAfterChangeSamples) },
  }),
);
