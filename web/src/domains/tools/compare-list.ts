/**
 * The tools a visitor has chosen to compare: slugs, in the order chosen, kept in the address (the catalog's and a
 * product page's `compare` parameter, the compare page's `tools`), so a link shares them and nothing is stored.
 */
import { isCompareSlug, splitCompareList } from '@store/contract/compare-slugs';
import { COMPARE_MAX, COMPARE_MIN } from '@store/contract/constants';

export { COMPARE_MAX, COMPARE_MIN };

/** The parameter of the catalog and product pages that carries the list along as the visitor browses. */
export const COMPARE_PARAM = 'compare';

/**
 * The list a browsing page's `compare` parameter carries, as far as it can be used: what is not a slug dropped,
 * each tool once, at most COMPARE_MAX (a hand-edited address never breaks the page).
 */
export function readCompareList(value: string | null): string[] {
  if (!value) return [];
  return [...new Set(splitCompareList(value).filter(isCompareSlug))].slice(0, COMPARE_MAX);
}

/** What the compare page's `tools` parameter asks for: 2 to 4 different slugs, or why it cannot be compared. */
export type CompareRequest =
  | { slugs: string[] }
  | { problem: 'none' }
  /** One tool: a comparison needs another. */
  | { problem: 'one'; slug: string }
  | { problem: 'too-many' }
  /** Not a list of slugs, or one naming a tool twice. */
  | { problem: 'malformed' };

export function readCompareRequest(value: string | null): CompareRequest {
  if (value === null || value.trim() === '') return { problem: 'none' };
  const slugs = splitCompareList(value);
  if (!slugs.every(isCompareSlug) || new Set(slugs).size !== slugs.length) return { problem: 'malformed' };
  if (slugs.length > COMPARE_MAX) return { problem: 'too-many' };
  if (slugs.length < COMPARE_MIN) return { problem: 'one', slug: slugs[0]! };
  return { slugs };
}

/** The list with `slug` added (last) or, if it was there, removed; null when adding would pass COMPARE_MAX. */
export function toggleCompared(list: readonly string[], slug: string): string[] | null {
  if (list.includes(slug)) return list.filter((chosen) => chosen !== slug);
  return list.length >= COMPARE_MAX ? null : [...list, slug];
}

// Slugs are [a-z0-9-]: the commas between them are the only punctuation, and stay readable unescaped.
const listQuery = (name: string, list: readonly string[]) => (list.length ? `?${name}=${list.join(',')}` : '');

/** The compare page of the list. */
export const comparePath = (list: readonly string[]) => `/compare${listQuery('tools', list)}`;

/** `path` (a catalog or product page) carrying the list along, so the next page can add to it. */
export const withCompareList = (path: string, list: readonly string[]) => `${path}${listQuery(COMPARE_PARAM, list)}`;
