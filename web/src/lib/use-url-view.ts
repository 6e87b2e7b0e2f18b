import { useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/**
 * What a page shows, kept in the URL's query string, so a reload, a shared link and the back button restore
 * it. `read` turns the query string into the view (ignoring what it cannot use), `write` turns a view back
 * into one (leaving defaults out). `showView` takes the view to show next from the current one.
 */
export function useUrlView<View>(read: (params: URLSearchParams) => View, write: (view: View) => URLSearchParams) {
  const [params, setParams] = useSearchParams();

  // The URLs asked for and not yet shown, oldest first. The router shows a new URL in a transition, so changes
  // made in quick succession (a filter, then the sort) build on the last URL asked for, not on what this render
  // saw; and a render of an earlier one of them must not undo the later ones.
  const asked = useRef<string[]>([]);
  useEffect(() => {
    const shown = asked.current.indexOf(params.toString());
    // A URL this page did not ask for (the back button, a link) replaces whatever it had asked for.
    asked.current = shown === -1 ? [] : asked.current.slice(shown + 1);
  }, [params]);

  const showView = (next: (current: View) => View, options?: NavigateOptions) => {
    const current = new URLSearchParams(asked.current.at(-1) ?? params);
    const nextParams = write(next(read(current)));
    asked.current.push(nextParams.toString());
    setParams(nextParams, options);
  };

  return [read(params), showView] as const;
}
