import { useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * The page's search params, and a way to change them that builds on the last URL asked for rather than on the one
 * this render saw: the router shows a new URL in a transition, so changes made in quick succession (a filter, then
 * the sort) would otherwise undo each other, and a render of an earlier one must not undo the later ones.
 */
export function useSearchParamsUpdater() {
  const [params, setParams] = useSearchParams();
  // The URLs asked for and not yet shown, oldest first.
  const asked = useRef<string[]>([]);
  useEffect(() => {
    const shown = asked.current.indexOf(params.toString());
    // A URL this page did not ask for (the back button, a link) replaces whatever it had asked for.
    asked.current = shown === -1 ? [] : asked.current.slice(shown + 1);
  }, [params]);

  const updateParams = (change: (latest: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
    const next = change(new URLSearchParams(asked.current.at(-1) ?? params));
    asked.current.push(next.toString());
    setParams(next, options);
  };
  return [params, updateParams] as const;
}
