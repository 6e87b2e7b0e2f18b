import { api, routeUrl } from '@store/contract/routes';
import { slugify } from '@store/contract/tool';
import { newToolDocument } from '../../functions/src/tools/tool-model';
import { toolInput, tools as seedTools } from '../../scripts/seed/catalog';
import { probe } from './api-load';
import { commitInBatches, db } from './emulator-admin';
import { median, percentile, round } from './stats';

const BASE_SIZE = 30;
const LARGE_SIZE = 3000;
const PAGE = 24;
const base = seedTools.slice(0, BASE_SIZE);
const SEARCH = 'drill';
const PRODUCT_SLUG = slugify(base[0]!.name);

export const SCALE_CALLS = {
  list: routeUrl(api.listTools, {}, { limit: PAGE }),
  search: routeUrl(api.listTools, {}, { q: SEARCH, limit: PAGE }),
  product: routeUrl(api.getTool, { idOrSlug: PRODUCT_SLUG }),
} as const;
type CallName = keyof typeof SCALE_CALLS;
const CALLS = Object.keys(SCALE_CALLS) as CallName[];
/** Most documents a call may read, whatever the catalog's size: a page and one more, or an id then a slug. */
const READ_BOUND: Record<CallName, number> = { list: PAGE + 1, search: PAGE + 1, product: 2 };

/**
 * The same Firestore queries the API makes, straight to the emulator (no function), to tell where time goes: the
 * list and the search answer from the search index, checked by the newest change (and every 30 s the count).
 */
const tools = () => db.collection('tools');
const DIRECT_QUERIES = {
  'newest change (list and search)': () => tools().orderBy('updatedAt', 'desc').limit(1).get(),
  'count() (list and search, every 30 s)': () => tools().count().get(),
  'product by slug': () => tools().where('slug', '==', PRODUCT_SLUG).limit(1).get(),
} as const;
type DirectName = keyof typeof DIRECT_QUERIES;

/** The catalog becomes the first 30 seed tools, nothing else. */
async function resetToBase() {
  await commitInBatches(await tools().listDocuments(), (batch, ref) => batch.delete(ref));
  await commitInBatches(base, (batch, tool) => batch.create(tools().doc(), newToolDocument(toolInput(tool), slugify(tool.name))));
}

/** Variants of the base tools ("Cordless Drill Driver 18V Mk 17"), so the search matches 100 times as many. */
const variantRefs = () => Array.from({ length: LARGE_SIZE - BASE_SIZE }, (_, index) => tools().doc(`bench-variant-${index + 1}`));
const growToLarge = () =>
  commitInBatches(variantRefs(), (batch, ref, index) => {
    const seed = base[index % BASE_SIZE]!;
    const name = `${seed.name} Mk ${Math.floor(index / BASE_SIZE) + 2}`;
    batch.create(ref, newToolDocument({ ...toolInput(seed), name, sku: `${toolInput(seed).sku}-MK${index + 1}` }, slugify(name)));
  });
const shrinkToBase = () => commitInBatches(variantRefs(), (batch, ref) => batch.delete(ref));

interface PhaseSamples {
  api: Record<CallName, number[]>;
  docReads: Record<CallName, number[]>;
  countReads: Record<CallName, number[]>;
  direct: Record<DirectName, number[]>;
}

const emptySamples = (): PhaseSamples => ({
  api: { list: [], search: [], product: [] },
  docReads: { list: [], search: [], product: [] },
  countReads: { list: [], search: [], product: [] },
  direct: Object.fromEntries(Object.keys(DIRECT_QUERIES).map((name) => [name, []])) as unknown as Record<DirectName, number[]>,
});

/** Sequential calls, one of each in turn, so the three calls see the same moments of the machine. */
async function samplePhase(samples: number, into: PhaseSamples) {
  for (let warm = 0; warm < 3; warm++) for (const name of CALLS) await probe(SCALE_CALLS[name]);
  for (let index = 0; index < samples; index++) {
    for (const name of CALLS) {
      const start = performance.now();
      const answer = await probe(SCALE_CALLS[name]);
      into.api[name].push(performance.now() - start);
      into.docReads[name].push(answer.docReads ?? -1);
      into.countReads[name].push(answer.countReads ?? -1);
    }
  }
  for (let index = 0; index < 5; index++) {
    for (const [name, query] of Object.entries(DIRECT_QUERIES) as [DirectName, () => Promise<unknown>][]) {
      const start = performance.now();
      await query();
      into.direct[name].push(performance.now() - start);
    }
  }
}

export interface ScaleCall {
  p50Ms30: number;
  p50Ms3000: number;
  p90Ms30: number;
  p90Ms3000: number;
  /** median with 3,000 tools / median with 30 */
  ratio: number;
  docReads30: number[];
  docReads3000: number[];
  countReads30: number[];
  countReads3000: number[];
  readBound: number;
  readsBounded: boolean;
}

export interface ScaleResult {
  /** The order of the phases: the sizes alternate so drift on the machine falls on both. */
  phases: string[];
  samplesPerPhase: number;
  calls: Record<CallName, ScaleCall>;
  /** Median ms of the API's own Firestore queries sent straight to the emulator. */
  direct: Record<DirectName, { ms30: number; ms3000: number }>;
  searchMatches: { small: number; large: number };
}

const distinct = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);
const searchTotal = async () => (JSON.parse((await probe(SCALE_CALLS.search)).body.toString('utf8')) as { total: number }).total;

/** The same list, search and product calls with 30 and with 3,000 tools: 30, 3,000, 30, 3,000, 30. */
export async function measureScale(samplesPerPhase: number, log: (line: string) => void): Promise<ScaleResult> {
  const small = emptySamples();
  const large = emptySamples();
  const phases = ['30', '3,000', '30', '3,000', '30'];
  const searchMatches = { small: 0, large: 0 };
  await resetToBase();
  for (const [index, phase] of phases.entries()) {
    if (index > 0) {
      const start = performance.now();
      await (phase === '30' ? shrinkToBase() : growToLarge());
      log(`  ${phase === '30' ? 'removed' : 'added'} ${LARGE_SIZE - BASE_SIZE} tools in ${Math.round(performance.now() - start)} ms`);
    }
    await samplePhase(samplesPerPhase, phase === '30' ? small : large);
    if (phase === '30') searchMatches.small = await searchTotal();
    else searchMatches.large = await searchTotal();
    const now = phase === '30' ? small : large;
    log(`  ${phase} tools: ${CALLS.map((name) => `${name} p50 ${round(median(now.api[name]), 1)} ms`).join(', ')}`);
  }
  const calls = Object.fromEntries(
    CALLS.map((name) => {
      const p50Ms30 = round(median(small.api[name]), 1);
      const p50Ms3000 = round(median(large.api[name]), 1);
      const docReads3000 = distinct(large.docReads[name]);
      return [
        name,
        {
          p50Ms30,
          p50Ms3000,
          p90Ms30: round(percentile(small.api[name], 90), 1),
          p90Ms3000: round(percentile(large.api[name], 90), 1),
          ratio: round(median(large.api[name]) / median(small.api[name]), 2),
          docReads30: distinct(small.docReads[name]),
          docReads3000,
          countReads30: distinct(small.countReads[name]),
          countReads3000: distinct(large.countReads[name]),
          readBound: READ_BOUND[name],
          readsBounded: Math.max(...docReads3000, ...distinct(small.docReads[name])) <= READ_BOUND[name] && Math.min(...docReads3000) >= 0,
        } satisfies ScaleCall,
      ];
    }),
  ) as Record<CallName, ScaleCall>;
  const direct = Object.fromEntries(
    (Object.keys(DIRECT_QUERIES) as DirectName[]).map((name) => [
      name,
      { ms30: round(median(small.direct[name]), 1), ms3000: round(median(large.direct[name]), 1) },
    ]),
  ) as Record<DirectName, { ms30: number; ms3000: number }>;
  return { phases, samplesPerPhase, calls, direct, searchMatches };
}
