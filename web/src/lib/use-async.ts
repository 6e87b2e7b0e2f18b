import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from './api-client';

export interface AsyncState<T> {
  /** The last successful result; kept while a reload runs so lists do not flash empty. */
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/**
 * Runs `load` when deps change (and on reload()), aborting the previous run. Errors land in
 * `error` for the page to show with a Retry; aborted runs are ignored.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]): AsyncState<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(undefined);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(undefined);
    // Results arrive as transitions: React renders a page of cards in slices, between which the
    // browser stays responsive, rather than in one long task.
    loadRef.current(controller.signal).then(
      (result) => {
        if (controller.signal.aborted) return;
        startTransition(() => {
          setData(result);
          setLoading(false);
        });
      },
      (failure: unknown) => {
        if (controller.signal.aborted || isAbortError(failure)) return;
        startTransition(() => {
          setError(failure);
          setLoading(false);
        });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller lists what `load` depends on
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { data, error, loading, reload };
}
