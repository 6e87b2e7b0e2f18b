import { slugify } from '@store/contract/tool';
import { newToolDocument } from '../../functions/src/tools/tool-model';
import { toolInput, tools as seedTools } from '../../scripts/seed/catalog';
import { db } from './emulator-admin';
import { probe } from './api-load';
import { median, percentile, round } from './stats';

const BASE_SIZE = 30;
const LARGE_SIZE = 3000;
const base = seedTools.slice(0, BASE_SIZE);

export const SCALE_CALLS = {
  list: '/api/tools?limit=24',
  search: '/api/tools?q=drill&limit=24',
  product: `/api/tools/${slugify(base[0]!.name)}`,
} as const;
type CallName = keyof typeof SCALE_CALLS;

/** Writes (or deletes) many documents through one BulkWriter. */
async function bulk(work: (writer: FirebaseFirestore.BulkWriter) => void) {
  const writer = db.bulkWriter();
  work(writer);
  await writer.close();
}

/** The catalog becomes the first 30 seed tools, nothing else. */
async function resetToBase() {
  const existing = await db.collection('tools').listDocuments();
  await bulk((writer) => existing.forEach((ref) => writer.delete(ref)));
  await bulk((writer) =>
    base.forEach((tool) => writer.create(db.collection('tools').doc(), newToolDocument(toolInput(tool), slugify(tool.name)))),
  );
}

/** Variants of the base tools ("Cordless Drill Driver 18V Mk 17"), so searches match 100 times as many. */
function variantRefs() {
  return Array.from({ length: LARGE_SIZE - BASE_SIZE }, (_, index) => db.collection('tools').doc(`bench-variant-${index + 1}`));
}
async function growToLarge() {
  await bulk((writer) =>
    variantRefs().forEach((ref, index) => {
      const seed = base[index % BASE_SIZE]!;
      const name = `${seed.name} Mk ${Math.floor(index / BASE_SIZE) + 2}`;
      writer.create(ref, newToolDocument({ ...toolInput(seed), name }, slugify(name)));
    }),
  );
}
async function shrinkToBase() {
  await bulk((writer) => variantRefs().forEach((ref) => writer.delete(ref)));
}

export interface CallFigures {
  p50Ms: number;
  p90Ms: number;
  samples: number;
  docReads: number[];
  countReads: number[];
}
export type PhaseFigures = Record<CallName, CallFigures>;

export interface ScaleResult {
  small: PhaseFigures;
  large: PhaseFigures;
  smallAgain: PhaseFigures;
  /** median latency with 3,000 tools / median with 30 (both 30-tool phases pooled). */
  ratio: Record<CallName, number>;
  readsGrow: Record<CallName, boolean>;
  matches: Record<'small' | 'large', number>;
}

/** Sequential calls, one of each in turn, so the three calls see the same moments of the machine. */
async function samplePhase(samples: number): Promise<{ ms: Record<CallName, number[]>; figures: PhaseFigures }> {
  const names = Object.keys(SCALE_CALLS) as CallName[];
  for (let warm = 0; warm < 5; warm++) for (const name of names) await probe(SCALE_CALLS[name]);
  const ms = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<CallName, number[]>;
  const docReads = Object.fromEntries(names.map((name) => [name, new Set<number>()])) as Record<CallName, Set<number>>;
  const countReads = Object.fromEntries(names.map((name) => [name, new Set<number>()])) as Record<CallName, Set<number>>;
  for (let index = 0; index < samples; index++) {
    for (const name of names) {
      const start = performance.now();
      const answer = await probe(SCALE_CALLS[name]);
      ms[name].push(performance.now() - start);
      docReads[name].add(answer.docReads ?? -1);
      countReads[name].add(answer.countReads ?? -1);
    }
  }
  const figures = Object.fromEntries(
    names.map((name) => [
      name,
      {
        p50Ms: round(median(ms[name]), 1),
        p90Ms: round(percentile(ms[name], 90), 1),
        samples: ms[name].length,
        docReads: [...docReads[name]],
        countReads: [...countReads[name]],
      },
    ]),
  ) as PhaseFigures;
  return { ms, figures };
}

const searchTotal = async () => (JSON.parse((await probe(SCALE_CALLS.search)).body.toString('utf8')) as { total: number }).total;

/** The same list, search and product calls with 30 tools, 3,000 tools, and 30 again (the two 30s pooled). */
export async function measureScale(samples: number, log: (line: string) => void): Promise<ScaleResult> {
  await resetToBase();
  const small = await samplePhase(samples);
  const smallMatches = await searchTotal();
  log(`  30 tools: ${JSON.stringify(small.figures)}`);
  await growToLarge();
  const large = await samplePhase(samples);
  const largeMatches = await searchTotal();
  log(`  3,000 tools: ${JSON.stringify(large.figures)}`);
  await shrinkToBase();
  const smallAgain = await samplePhase(samples);
  log(`  30 tools again: ${JSON.stringify(smallAgain.figures)}`);
  const names = Object.keys(SCALE_CALLS) as CallName[];
  const ratio = Object.fromEntries(
    names.map((name) => [name, round(median(large.ms[name]) / median([...small.ms[name], ...smallAgain.ms[name]]), 2)]),
  ) as Record<CallName, number>;
  const readsGrow = Object.fromEntries(
    names.map((name) => [name, Math.max(...large.figures[name].docReads) > Math.max(...small.figures[name].docReads)]),
  ) as Record<CallName, boolean>;
  return { small: small.figures, large: large.figures, smallAgain: smallAgain.figures, ratio, readsGrow, matches: { small: smallMatches, large: largeMatches } };
}
