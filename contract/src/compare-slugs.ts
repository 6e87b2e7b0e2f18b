/**
 * The slugs of a comparison as the address writes them (`tools=a,b`), in a module without zod, so the storefront's
 * pages read them as the API's schema does without downloading zod.
 */

/** The longest slug a comparison takes. */
export const COMPARE_SLUG_MAX = 200;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether a value has the form of a tool's slug ("cordless-drill-18v"). */
export const isCompareSlug = (value: string) => value.length <= COMPARE_SLUG_MAX && SLUG.test(value);

/** The slugs of a comma-separated list, each trimmed. */
export const splitCompareList = (value: string) => value.split(',').map((slug) => slug.trim());
