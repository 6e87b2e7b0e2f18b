import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { MessageId } from '../../lib/i18n/message-id';
import { useFormat } from '../../lib/i18n/use-format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-search-box';
import { PRICE_BOUND_MAX, readPriceRange } from './price-range';

type End = 'min' | 'max';

/** The price range's two fields: their text, what is wrong with each, and the highest bound there is. */
export interface PriceFields {
  texts: Record<End, string>;
  errors: Partial<Record<End, MessageId>>;
  max: number;
  onChange: (end: End, text: string) => void;
}

export interface PriceRange {
  minPrice?: number;
  maxPrice?: number;
}

/**
 * The price fields of a range kept elsewhere (the URL): they follow typing at once, and once typing pauses a
 * range that reads as one goes to `onSettled` (one request per range, not per keystroke), while one that does not
 * says why beside its field. When the range changes by itself (the back button, Clear), the fields show it.
 */
export function usePriceFields({ minPrice, maxPrice }: PriceRange, onSettled: (range: PriceRange) => void): PriceFields {
  const format = useFormat();
  // In the page's digits, without thousands separators: as a person types a price.
  const shown = (price: number | undefined) => (price === undefined ? '' : format.count(price).replace(/,/g, ''));
  const fromRange = { min: shown(minPrice), max: shown(maxPrice) };
  const rangeKey = `${fromRange.min}|${fromRange.max}`;

  const [texts, setTexts] = useState(fromRange);
  const settled = useDebouncedValue(texts, SEARCH_DEBOUNCE_MS);
  // The range the URL has, or has been asked to have.
  const lastRange = useRef(rangeKey);
  useEffect(() => {
    if (rangeKey !== lastRange.current) {
      lastRange.current = rangeKey;
      setTexts({ min: fromRange.min, max: fromRange.max });
    }
    // fromRange is made of rangeKey's parts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rangeKey]);

  const settle = useEffectEvent(onSettled);
  useEffect(() => {
    const range = readPriceRange(settled.min, settled.max);
    if (range.min.error || range.max.error) return;
    const key = `${shown(range.min.value)}|${shown(range.max.value)}`;
    if (key === lastRange.current) return;
    lastRange.current = key;
    settle({ minPrice: range.min.value, maxPrice: range.max.value });
    // Only a settled change of the fields is sent; shown follows the page's language, which does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  // What is wrong is said once typing pauses, not at each keystroke of a price on its way.
  const paused = settled.min === texts.min && settled.max === texts.max;
  const range = readPriceRange(texts.min, texts.max);
  return {
    texts,
    errors: paused ? { min: range.min.error, max: range.max.error } : {},
    max: PRICE_BOUND_MAX,
    onChange: (end, text) => setTexts((current) => ({ ...current, [end]: text })),
  };
}
