// @ts-check
/**
 * Preloaded by the benchmark (NODE_OPTIONS=--import) into every Node process the emulators start; it acts only
 * in the Functions emulator's runtime, where each HTTP request gets its own read counters (firestore-reads.mjs)
 * and its answer carries them: X-Bench-Doc-Reads, X-Bench-Count-Reads (count() aggregations) and
 * X-Bench-Commits. Nothing of this is in the function's code or in a deploy.
 */
import http from 'node:http';

if (process.env.FUNCTIONS_EMULATOR === 'true' && /functionsEmulatorRuntime/.test(process.argv[1] ?? '')) {
  const { withReads } = await import('./firestore-reads.mjs');
  /** @type {WeakMap<http.ServerResponse, { docs: number; counts: number; commits: number }>} */
  const readsOfResponse = new WeakMap();

  const emit = http.Server.prototype.emit;
  /** @this {http.Server} @param {string | symbol} event @param {any[]} args */
  http.Server.prototype.emit = function (event, ...args) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const reads = { docs: 0, counts: 0, commits: 0 };
    readsOfResponse.set(args[1], reads);
    return withReads(reads, () => emit.call(this, event, ...args));
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
