import { z } from './zod';
import { Cursor, DocId, IsoDate, isWellFormed, pageLimit, text } from './common';
import { SEARCH_MAX, TOOL_SORTS, TOOLS_PAGE_DEFAULT, TOOLS_PAGE_MAX } from './constants';

export { SEARCH_MAX, TOOL_SORTS, TOOLS_PAGE_DEFAULT, TOOLS_PAGE_MAX };

export const TOOL_NAME_MAX = 120;
export const TOOL_DESCRIPTION_MAX = 2000;

/** An https URL or a path on this site ("/tools/drill.svg"); never javascript:, data:, http: or "//host". */
export const Picture = z
  .string({ error: 'picture is required' })
  .trim()
  .min(1, 'picture is required')
  .max(2048, 'picture link is too long')
  .refine(
    (value) => {
      if (!isWellFormed(value)) return false;
      if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\') && !/[\s\u0000-\u001F\u007F]/.test(value);
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
      } catch {
        return false;
      }
    },
    { message: 'picture must be an https link or a path on this site' },
  );

const price = z
  .number({ error: 'price must be a number' })
  .positive('price must be more than 0')
  .max(1_000_000, 'price must be at most 1000000')
  .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'price can have at most 2 decimals',
  });
const minimum = z
  .number({ error: 'minimum must be a number' })
  .int('minimum must be a whole number')
  .min(1, 'minimum must be at least 1')
  .max(1_000_000, 'minimum must be at most 1000000');
const available = z
  .number({ error: 'available must be a number' })
  .int('available must be a whole number')
  .min(0, 'available cannot be negative')
  .max(10_000_000, 'available must be at most 10000000');

/** Body of POST /api/tools, and the Add Product form. */
export const ToolInput = z
  .object({
    name: text('name', TOOL_NAME_MAX),
    picture: Picture,
    description: text('description', TOOL_DESCRIPTION_MAX),
    price,
    minimum,
    available,
  })
  .strict();
export type ToolInput = z.infer<typeof ToolInput>;

/** Body of PATCH /api/tools/:id: any subset of the fields, at least one. */
export const ToolPatch = ToolInput.partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'nothing to change', path: ['body'] });
export type ToolPatch = z.infer<typeof ToolPatch>;

export const Tool = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  picture: z.string(),
  price: z.number(),
  minimum: z.number(),
  available: z.number(),
  ratingCount: z.number(),
  ratingSum: z.number(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Tool = z.infer<typeof Tool>;

export const ToolSort = z.enum(TOOL_SORTS, { error: `sort must be one of ${TOOL_SORTS.join(', ')}` });
export type ToolSort = z.infer<typeof ToolSort>;

/** Path of GET /api/tools/:idOrSlug. */
export const ToolRefPath = z.object({ idOrSlug: DocId });

/** Query of GET /api/tools. */
export const ToolListQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(SEARCH_MAX, `q must be at most ${SEARCH_MAX} characters`)
      .transform((value) => value.toLowerCase())
      .optional(),
    sort: ToolSort.default('name'),
    inStock: z
      .enum(['true', 'false', '1', '0'], { error: 'inStock must be true or false' })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
    limit: pageLimit(TOOLS_PAGE_MAX, TOOLS_PAGE_DEFAULT),
    cursor: Cursor.optional(),
  })
  .strict();
export type ToolListQuery = z.input<typeof ToolListQuery>;

export const ToolPage = z.object({
  tools: z.array(Tool),
  nextCursor: z.string().nullable(),
  /** How many tools match the query in all (for "All Tools: N" and page counts). */
  total: z.number(),
});
export type ToolPage = z.infer<typeof ToolPage>;

/** "Cordless Drill 18V" -> "cordless-drill-18v". The API appends -2, -3... when taken. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'tool';
}

/** Every prefix of the name starting at each word, so "drill" finds "Cordless Drill". */
export function searchPrefixes(name: string): string[] {
  const lower = name.toLowerCase().replace(/\s+/g, ' ').trim();
  const prefixes = new Set<string>();
  for (let start = 0; start < lower.length; start++) {
    if (start > 0 && !/[\s\-/(]/.test(lower[start - 1]!)) continue;
    if (/[\s\-/(]/.test(lower[start]!)) continue;
    for (let end = start + 1; end <= Math.min(lower.length, start + SEARCH_MAX); end++) {
      prefixes.add(lower.slice(start, end));
    }
  }
  return [...prefixes];
}
