/** Small statistics for benchmark samples. */

export const median = (values: readonly number[]): number => percentile(values, 50);

/** Nearest-rank percentile (p in 0..100) of the values; NaN when there are none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  if (p === 50 && sorted.length % 2 === 0) {
    const mid = sorted.length / 2;
    return (sorted[mid - 1]! + sorted[mid]!) / 2;
  }
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}

export const round = (value: number, digits = 0): number => {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
};

/** a / b, as the tables write a ratio (2 decimals). */
export const ratio = (a: number, b: number) => round(a / b, 2);

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Wall-clock milliseconds of an async call, with its result. */
export async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await call();
  return { ms: performance.now() - start, value };
}
