import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The text of a search box whose search lives in the URL: the box follows typing at once, and `onSettle` gets the
 * trimmed text once typing has paused for `delayMs` (one request per search, not per keystroke). When `settled`
 * (the search in the URL) changes by itself, through the back button or a link, the box shows it.
 */
export function useSearchBox(settled: string, onSettle: (search: string) => void, delayMs: number) {
  const [text, setText] = useState(settled);
  const debounced = useDebouncedValue(text, delayMs);
  // The search the URL has, or has been asked to have.
  const known = useRef(settled);
  useEffect(() => {
    if (settled !== known.current) {
      known.current = settled;
      setText(settled);
    }
  }, [settled]);

  const settle = useEffectEvent(onSettle);
  useEffect(() => {
    const search = debounced.trim();
    if (search !== known.current) {
      known.current = search;
      settle(search);
    }
  }, [debounced]);
  return [text, setText] as const;
}
