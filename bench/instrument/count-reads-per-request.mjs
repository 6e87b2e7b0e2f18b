// @ts-check
/**
 * Preloaded by the benchmark (NODE_OPTIONS=--import) into every Node process the emulators start; it acts only
 * in the Functions emulator's runtime, where each HTTP request gets its own read counters (firestore-reads.mjs)
 * and its answer carries them: X-Bench-Doc-Reads, X-Bench-Count-Reads (count() aggregations) and
 * X-Bench-Commits. With BENCH_TRACE_FILE set, each request also appends a line of JSON there once answered: when
 * the function's process got it and how long it took there, and of that time how long it waited on outgoing
 * fetch() calls (the payment gateway's), on the Admin SDK's HTTP calls (the Auth emulator's), on transactions, on
 * batch commits and on reads outside transactions, so the bench can tell a call's own work from its wait in the
 * emulator's queue. Nothing of this is in the function's code or in a deploy.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { appendFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';

if (process.env.FUNCTIONS_EMULATOR === 'true' && /functionsEmulatorRuntime/.test(process.argv[1] ?? '')) {
  const { withReads } = await import('./firestore-reads.mjs');
  /** @type {WeakMap<http.ServerResponse, { docs: number; counts: number; commits: number }>} */
  const readsOfResponse = new WeakMap();
  const traceFile = process.env.BENCH_TRACE_FILE;

  /** Milliseconds a request spent waiting on each kind of call, and how many it made. */
  /** @typedef {{ fetchMs: number; fetches: number; httpMs: number; txMs: number; txs: number; commitMs: number; readMs: number }} Spent */
  /** @type {AsyncLocalStorage<Spent>} */
  const spentOf = new AsyncLocalStorage();
  /**
   * @param {any} owner
   * @param {string} name
   * @param {(spent: Spent, ms: number) => void} add
   */
  const timeCalls = (owner, name, add) => {
    const original = owner[name];
    /** @this {any} @param {any[]} args */
    owner[name] = function (...args) {
      const spent = spentOf.getStore();
      if (!spent) return original.apply(this, args);
      const start = performance.now();
      const result = original.apply(this, args);
      Promise.resolve(result).then(
        () => add(spent, performance.now() - start),
        () => add(spent, performance.now() - start),
      );
      return result;
    };
  };
  if (traceFile) {
    const require = createRequire(import.meta.url);
    const sdk = createRequire(require.resolve('firebase-admin/firestore'))('@google-cloud/firestore');
    timeCalls(globalThis, 'fetch', (spent, ms) => {
      spent.fetchMs += ms;
      spent.fetches += 1;
    });
    timeCalls(sdk.Firestore.prototype, 'runTransaction', (spent, ms) => {
      spent.txMs += ms;
      spent.txs += 1;
    });
    timeCalls(sdk.WriteBatch.prototype, 'commit', (spent, ms) => (spent.commitMs += ms));
    timeCalls(sdk.Firestore.prototype, 'getAll', (spent, ms) => (spent.readMs += ms));
    // The Admin SDK's own HTTP calls (the Auth emulator's, verifying the caller's token): from the request until it closes.
    const request = http.request;
    /** @param {any[]} args */
    http.request = function (...args) {
      const spent = spentOf.getStore();
      // @ts-expect-error: the same overloads, passed through
      const req = request.apply(this, args);
      if (spent) {
        const start = performance.now();
        req.once('close', () => (spent.httpMs += performance.now() - start));
      }
      return req;
    };
  }

  const emit = http.Server.prototype.emit;
  /** @this {http.Server} @param {string | symbol} event @param {any[]} args */
  http.Server.prototype.emit = function (event, ...args) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const [req, res] = /** @type {[http.IncomingMessage, http.ServerResponse]} */ (args);
    const reads = { docs: 0, counts: 0, commits: 0 };
    readsOfResponse.set(res, reads);
    /** @type {Spent} */
    const spent = { fetchMs: 0, fetches: 0, httpMs: 0, txMs: 0, txs: 0, commitMs: 0, readMs: 0 };
    if (traceFile) {
      const at = Date.now();
      const start = performance.now();
      res.once('finish', () => {
        const ms = performance.now() - start;
        const line = { method: req.method, path: (req.url ?? '').split('?')[0], status: res.statusCode, at, ms, ...reads, ...spent, pid: process.pid };
        appendFileSync(traceFile, `${JSON.stringify(line)}\n`);
      });
    }
    return spentOf.run(spent, () => withReads(reads, () => emit.call(this, event, ...args)));
  };

  const writeHead = http.ServerResponse.prototype.writeHead;
  /** @this {http.ServerResponse} @param {any[]} args */
  // @ts-expect-error: the same overloads, passed through
  http.ServerResponse.prototype.writeHead = function (...args) {
    const reads = readsOfResponse.get(this);
    if (reads && !this.headersSent) {
      this.setHeader('X-Bench-Doc-Reads', String(reads.docs));
      this.setHeader('X-Bench-Count-Reads', String(reads.counts));
      this.setHeader('X-Bench-Commits', String(reads.commits));
    }
    return writeHead.apply(this, args);
  };
}
