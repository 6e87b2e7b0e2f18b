// @ts-check
/**
 * Counts what code reads from Firestore through the Admin SDK, as Firestore bills it, by wrapping the SDK's
 * public read methods: nothing in the store's own code knows. Used by the benchmark (per API call, through
 * count-reads-per-request.mjs, which it preloads into the Functions emulator's runtime) and by tests that
 * bound what a call reads (readsOf around the store's function, in the test's own process).
 *
 * - a document read (get, getAll, a transaction's get or getAll): one read each, found or not;
 * - a query: one read per document returned, at least one;
 * - a count() aggregation: one read per 1,000 index entries it went through, at least one (kept apart);
 * - each WriteBatch commit is counted too: an optimistic write (read, then commit preconditioned) that lost a
 *   race tries again, so commits tell how many tries a call took.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';

/** @typedef {{ docs: number; counts: number; commits: number }} Reads */

/** @type {AsyncLocalStorage<Reads>} */
const current = new AsyncLocalStorage();

/** @param {(reads: Reads) => void} add */
const tally = (add) => {
  const reads = current.getStore();
  if (reads) add(reads);
};

// The SDK the function loads: @google-cloud/firestore as firebase-admin resolves it (one copy in node_modules).
const require = createRequire(import.meta.url);
const sdk = createRequire(require.resolve('firebase-admin/firestore'))('@google-cloud/firestore');
const WRAPPED = Symbol.for('bench.firestore-reads');

/**
 * @param {any} proto
 * @param {string} name
 * @param {(args: any[], result: any) => void} count
 */
function wrap(proto, name, count) {
  const original = proto[name];
  if (original[WRAPPED]) return;
  /** @this {any} @param {any[]} args */
  const wrapped = async function (...args) {
    const result = await original.apply(this, args);
    count(args, result);
    return result;
  };
  wrapped[WRAPPED] = true;
  proto[name] = wrapped;
}

/** @param {any} value */
const isDocumentRef = (value) => value instanceof sdk.DocumentReference;
/** @param {{ size: number }} snap */
const queryReads = (snap) => Math.max(1, snap.size);
/** @param {{ data(): { count?: number } }} snap */
const aggregationReads = (snap) => Math.max(1, Math.ceil((snap.data().count ?? 0) / 1000));

// DocumentReference.get goes through Firestore.getAll; a transaction's reads go through neither (its own reader).
wrap(sdk.Firestore.prototype, 'getAll', (args) => tally((reads) => (reads.docs += args.filter(isDocumentRef).length)));
wrap(sdk.Query.prototype, 'get', (_args, snap) => tally((reads) => (reads.docs += queryReads(snap))));
// AggregateQuery is not exported: its prototype is that of any count() query (made here, never sent).
const aggregateQuery = Object.getPrototypeOf(new sdk.Firestore({ projectId: 'bench-count-reads' }).collection('c').count());
wrap(aggregateQuery, 'get', (_args, snap) => tally((reads) => (reads.counts += aggregationReads(snap))));
wrap(sdk.Transaction.prototype, 'get', ([target], result) =>
  tally((reads) => {
    if (isDocumentRef(target)) reads.docs += 1;
    else if (target instanceof sdk.Query) reads.docs += queryReads(result);
    else reads.counts += aggregationReads(result);
  }),
);
wrap(sdk.Transaction.prototype, 'getAll', (args) => tally((reads) => (reads.docs += args.filter(isDocumentRef).length)));
wrap(sdk.WriteBatch.prototype, 'commit', () => tally((reads) => (reads.commits += 1)));

/** Runs `work` (and all it starts) with its own counters, which `reads` holds throughout. */
export function withReads(/** @type {Reads} */ reads, /** @type {() => any} */ work) {
  return current.run(reads, work);
}

/**
 * What `work` reads from Firestore, with what it returns.
 * @template T
 * @param {() => Promise<T>} work
 * @returns {Promise<Reads & { result: T }>}
 */
export async function readsOf(work) {
  /** @type {Reads} */
  const reads = { docs: 0, counts: 0, commits: 0 };
  const result = await withReads(reads, work);
  return { ...reads, result };
}
