import { PRICE_BOUND_MAX } from '@store/contract/constants';
import type { MessageId } from '../../lib/i18n/message-id';

export { PRICE_BOUND_MAX };

/** What a price field says: a bound in whole taka (absent when empty), or why it is not one. */
export type PriceBound = { value?: number; error?: undefined } | { value?: undefined; error: MessageId };

const BENGALI_ZERO = 0x09e6;

/**
 * A price bound as typed: whole taka, in Western or Bengali digits (a Bangla keyboard types ১৫০০), with or
 * without thousands separators and the taka sign.
 */
export function readPriceBound(typed: string): PriceBound {
  const text = typed
    .replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO))
    .replace(/[\s,৳]/g, '');
  if (text === '') return {};
  if (!/^\d+$/.test(text)) return { error: 'catalog.priceWholeTaka' };
  const value = Number(text);
  return value > PRICE_BOUND_MAX ? { error: 'catalog.priceTooHigh' } : { value };
}

/** Both fields of the range: each bound as typed, and whether the highest is below the lowest. */
export function readPriceRange(min: string, max: string): { min: PriceBound; max: PriceBound } {
  const low = readPriceBound(min);
  const high = readPriceBound(max);
  if (low.value !== undefined && high.value !== undefined && high.value < low.value) return { min: low, max: { error: 'catalog.priceBelowMin' } };
  return { min: low, max: high };
}
