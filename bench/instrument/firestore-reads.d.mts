/** What a piece of work read from Firestore: documents, count() aggregation reads, and WriteBatch commits. */
export interface Reads {
  docs: number;
  counts: number;
  commits: number;
}

/** Runs `work` (and all it starts) with its own counters, which `reads` holds throughout. */
export function withReads<T>(reads: Reads, work: () => T): T;

/** What `work` reads from Firestore, with what it returns. */
export function readsOf<T>(work: () => Promise<T>): Promise<Reads & { result: T }>;
