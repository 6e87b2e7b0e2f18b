import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before a search box's text is searched for. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The text of a search box whose search lives elsewhere (the URL): the box follows typing at once, and
 * `onSettled` gets the trimmed text once typing pauses. When `searched` changes by itself (the back button,
 * a link), the box shows it.
 */
export function useSearchBox(searched: string, onSettled: (search: string) => void) {
  const [text, setText] = useState(searched);
  const settledText = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const lastSearched = useRef(searched);
  useEffect(() => {
    if (searched !== lastSearched.current) {
      lastSearched.current = searched;
      setText(searched);
    }
  }, [searched]);
  useEffect(() => {
    if (settledText.trim() !== searched) {
      lastSearched.current = settledText.trim();
      onSettled(settledText.trim());
    }
    // Only a settled text starts a search; a search changed by itself is handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledText]);
  return [text, setText] as const;
}
