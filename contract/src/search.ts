import { z } from './zod';
import { LOCALES } from './locale';
import { COMPARE_SLUG_MAX, isCompareSlug, splitCompareList } from './compare-slugs';
import { COMPARE_MAX, COMPARE_MIN, SEARCH_MAX, SUGGEST_MIN } from './constants';
import { Tool, ToolCategory, ToolDetail } from './tool';

export { COMPARE_MAX, COMPARE_MIN, SUGGEST_MIN };

/** Most tools a suggestion list shows. */
export const SUGGEST_TOOLS_MAX = 6;

/** Query of GET /api/search/suggest: what has been typed so far, and the language of the page asking. */
export const SuggestQuery = z
  .object({
    q: z
      .string({ error: 'q is required' })
      .trim()
      .min(SUGGEST_MIN, `q must be at least ${SUGGEST_MIN} characters`)
      .max(SEARCH_MAX, `q must be at most ${SEARCH_MAX} characters`)
      .transform((value) => value.toLowerCase()),
    lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` }).optional(),
  })
  .strict();
export type SuggestQuery = z.input<typeof SuggestQuery>;

/** A tool as a suggestion shows it: name (in the asked language where it has one), address, picture and unit price. */
export const SuggestedTool = z.object({ name: z.string(), slug: z.string(), picture: z.string(), price: z.number() });
export type SuggestedTool = z.infer<typeof SuggestedTool>;

/** GET /api/search/suggest: up to six tools, best first, and the categories of the tools that match. */
export const Suggestions = z.object({ tools: z.array(SuggestedTool), categories: z.array(ToolCategory) });
export type Suggestions = z.infer<typeof Suggestions>;

/** What a list of slugs to compare must not be, in the order they are told. */
const COMPARE_FAULTS: [fails: (slugs: string[]) => boolean, message: string][] = [
  [(slugs) => slugs.some((slug) => slug.length > COMPARE_SLUG_MAX), `a slug is at most ${COMPARE_SLUG_MAX} characters`],
  [(slugs) => !slugs.every(isCompareSlug), 'tools must be slugs separated by commas'],
  [(slugs) => slugs.length < COMPARE_MIN, `compare at least ${COMPARE_MIN} tools`],
  [(slugs) => slugs.length > COMPARE_MAX, `compare at most ${COMPARE_MAX} tools`],
  [(slugs) => new Set(slugs).size !== slugs.length, 'each tool may be compared once'],
];

/**
 * The slugs of `/compare?tools=a,b`: 2 to 4 different tools, in the order they were added. Its first fault is
 * reported on `tools` itself, the parameter the caller wrote.
 */
export const CompareSlugs = z.string({ error: 'tools is required' }).transform((value, ctx) => {
  const slugs = splitCompareList(value);
  const fault = COMPARE_FAULTS.find(([fails]) => fails(slugs));
  if (!fault) return slugs;
  ctx.addIssue({ code: 'custom', message: fault[1] });
  return z.NEVER;
});

/** Query of GET /api/compare. */
export const CompareQuery = z.object({ tools: CompareSlugs }).strict();
export type CompareQuery = z.input<typeof CompareQuery>;

/** The rows a comparison shows, each a value read off every tool; `specs.*` are the technical data. */
export const COMPARE_ROWS = ['price', 'priceTiers', 'minimum', 'available', 'rating', 'specs.voltage', 'specs.powerW', 'specs.weightKg', 'specs.warrantyMonths', 'category', 'powerSource'] as const;
export type CompareRow = (typeof COMPARE_ROWS)[number];

/** What a row compares of one tool, as a string, so that two tools differ in a row exactly when these differ. */
export function compareValue(tool: Tool, row: CompareRow): string {
  switch (row) {
    case 'priceTiers':
      return tool.priceTiers.map((tier) => `${tier.minQuantity}:${tier.unitPrice}`).join(',');
    case 'rating':
      return `${tool.ratingAverage ?? ''}/${tool.ratingCount}`;
    case 'specs.voltage':
    case 'specs.powerW':
    case 'specs.weightKg':
    case 'specs.warrantyMonths':
      return String(tool.specs[row.slice('specs.'.length) as keyof Tool['specs']] ?? '');
    default:
      return String(tool[row] ?? '');
  }
}

/** The rows in which the tools do not all have the same value. */
export const differingRows = (tools: Tool[]): CompareRow[] =>
  COMPARE_ROWS.filter((row) => new Set(tools.map((tool) => compareValue(tool, row))).size > 1);

/** GET /api/compare: the tools in the asked order, with the rows that differ among them. */
export const Comparison = z.object({ tools: z.array(ToolDetail), differing: z.array(z.enum(COMPARE_ROWS)) });
export type Comparison = z.infer<typeof Comparison>;
