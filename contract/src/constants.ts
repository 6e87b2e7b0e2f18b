/**
 * Plain values the schemas use, in a module without zod: the storefront's first pages import them
 * from here so they do not download zod just to know a limit. tool.ts and user.ts re-export them.
 */

export const TOOLS_PAGE_MAX = 48;
export const TOOLS_PAGE_DEFAULT = 12;
/** Longest search text; names are indexed by word-start prefixes up to this length. */
export const SEARCH_MAX = 40;
export const TOOL_SORTS = ['name', 'price_asc', 'price_desc', 'newest'] as const;

export const DISPLAY_NAME_MAX = 80;

/** Fewest characters suggestions are asked for: one letter matches too much to help. */
export const SUGGEST_MIN = 2;
/** How many tools a comparison holds. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
/** The highest bound of the catalog's price range, in taka. */
export const PRICE_BOUND_MAX = 1_000_000;

/**
 * The store's currency (ISO 4217): every price, total and payment is in it, and every answer that carries an
 * amount names it. Amounts are decimal numbers with at most two places (taka and poisha), always summed and
 * multiplied in whole poisha and rounded back (order.ts), never added as floats.
 */
export const STORE_CURRENCY = 'BDT';

/** Catalog categories, in the order the storefront lists them. */
export const TOOL_CATEGORIES = [
  'drills-drivers',
  'grinders',
  'saws',
  'sanders',
  'hammers-demolition',
  'batteries-chargers',
  'measuring',
  'accessories',
] as const;
export const POWER_SOURCES = ['corded', 'battery', 'pneumatic', 'manual'] as const;
export const TOOL_PICTURES_MAX = 8;
export const PRICE_TIERS_MAX = 5;
