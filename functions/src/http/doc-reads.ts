import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

/**
 * Emulator only: counts what each request reads from Firestore, as Firestore bills it, and answers it in
 * X-Debug-Doc-Reads (documents) and X-Debug-Count-Reads (count() aggregations), so the benchmark (bench/)
 * can check that a call reads no more with 3,000 tools than with 30. Off, and free, outside the emulator.
 */
const enabled = process.env.FUNCTIONS_EMULATOR === 'true';

interface Reads {
  docs: number;
  counts: number;
}
const current = new AsyncLocalStorage<Reads>();

export const countReads = {
  /** Document gets (getAll counts each): one read each, found or not. */
  docs(n = 1) {
    const reads = current.getStore();
    if (reads) reads.docs += n;
  },
  /** A query: one read per document returned, at least one. */
  query(snap: { size: number }) {
    const reads = current.getStore();
    if (reads) reads.docs += Math.max(1, snap.size);
  },
  /** A count() aggregation: one read per 1,000 index entries it went through, at least one. */
  count(total: number) {
    const reads = current.getStore();
    if (reads) reads.counts += Math.max(1, Math.ceil(total / 1000));
  },
};

export function docReadsHeader(_req: Request, res: Response, next: NextFunction) {
  if (!enabled) return next();
  const reads: Reads = { docs: 0, counts: 0 };
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
    if (!this.headersSent) this.set({ 'X-Debug-Doc-Reads': String(reads.docs), 'X-Debug-Count-Reads': String(reads.counts) });
    return writeHead.apply(this, args);
  } as Response['writeHead'];
  current.run(reads, next);
}
