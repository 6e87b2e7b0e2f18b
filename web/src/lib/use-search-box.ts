import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before a search box's text is searched for. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box whose search lives elsewhere (the URL): the box follows typing at once, and
 * `onSettled` gets the trimmed text once typing pauses (one request per search, not per keystroke). When
 * `searched` changes by itself (the back button, a link), the box shows it.
 */
export function useSearchBox(searched: string, onSettled: (search: string) => void) {
  const [text, setText] = useState(searched);
  const settledText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // The search the URL has, or has been asked to have.
  const lastSearched = useRef(searched);
  useEffect(() => {
    if (searched !== lastSearched.current) {
      lastSearched.current = searched;
      setText(searched);
    }
  }, [searched]);

  const settle = useEffectEvent(onSettled);
  useEffect(() => {
    const search = settledText.trim();
    if (search !== lastSearched.current) {
      lastSearched.current = search;
      settle(search);
    }
  }, [settledText]);
  return [text, setText] as const;
}
