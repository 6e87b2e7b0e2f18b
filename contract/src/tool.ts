import { z } from './zod';
import { LOCALES } from './locale';
import { moneyAmount } from './money-schema';
import { Cursor, CurrencyCode, cursorPage, DocId, IsoDate, isWellFormed, pageLimit, text } from './common';
import {
  POWER_SOURCES,
  PRICE_TIERS_MAX,
  SEARCH_MAX,
  TOOL_CATEGORIES,
  TOOL_PICTURES_MAX,
  TOOL_SORTS,
  TOOLS_PAGE_DEFAULT,
  TOOLS_PAGE_MAX,
  PRICE_BOUND_MAX,
} from './constants';

export { unitPriceFor } from './pricing';
export { POWER_SOURCES, PRICE_TIERS_MAX, SEARCH_MAX, TOOL_CATEGORIES, TOOL_PICTURES_MAX, TOOL_SORTS, TOOLS_PAGE_DEFAULT, TOOLS_PAGE_MAX };

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

/** A price: more than 0, at most 1,000,000. */
const money = (label: string) => moneyAmount(label, { min: 'positive', max: 1_000_000 });
const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
/** A measure of a specification: more than 0 and at most `max`. */
const measure = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(max, `${label} must be at most ${max}`);

const price = money('price');
const minimum = wholeNumber('minimum', 1, 1_000_000);
const available = wholeNumber('available', 0, 10_000_000);

/** Stock-keeping unit: 3 to 32 of A-Z, 0-9 and "-"; lower case is read as upper case. */
export const Sku = z
  .string({ error: 'sku must be text' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,32}$/, 'sku must be 3 to 32 of A-Z, 0-9 and -');

export const ToolCategory = z.enum(TOOL_CATEGORIES, { error: `category must be one of ${TOOL_CATEGORIES.join(', ')}` });
export type ToolCategory = z.infer<typeof ToolCategory>;
export const PowerSource = z.enum(POWER_SOURCES, { error: `powerSource must be one of ${POWER_SOURCES.join(', ')}` });
export type PowerSource = z.infer<typeof PowerSource>;

/** Optional technical data shown on the product page. */
export const ToolSpecs = z
  .object(
    {
      voltage: measure('voltage', 1000).optional(),
      powerW: measure('powerW', 100_000).optional(),
      weightKg: measure('weightKg', 1000).optional(),
      warrantyMonths: wholeNumber('warrantyMonths', 1, 600).optional(),
    },
    { error: 'specs must be an object' },
  )
  .strict();
export type ToolSpecs = z.infer<typeof ToolSpecs>;

export const Pictures = z
  .array(Picture, { error: 'pictures must be a list of links' })
  .min(1, 'at least one picture is required')
  .max(TOOL_PICTURES_MAX, `at most ${TOOL_PICTURES_MAX} pictures`);

export const PriceTier = z
  .object(
    {
      minQuantity: wholeNumber('minQuantity', 2, 1_000_000),
      unitPrice: money('unitPrice'),
    },
    { error: 'a price tier must be an object' },
  )
  .strict();
export type PriceTier = z.infer<typeof PriceTier>;

/** Up to 5 tiers, each for more units than the one before and cheaper per unit, so buying more never costs more per unit. */
export const PriceTiers = z
  .array(PriceTier, { error: 'priceTiers must be a list' })
  .max(PRICE_TIERS_MAX, `at most ${PRICE_TIERS_MAX} price tiers`)
  .superRefine((tiers, ctx) => {
    tiers.forEach((tier, index) => {
      const before = tiers[index - 1];
      if (!before) return;
      if (tier.minQuantity <= before.minQuantity) {
        ctx.addIssue({ code: 'custom', path: [index, 'minQuantity'], message: `minQuantity must be more than the tier before (${before.minQuantity})` });
      }
      if (tier.unitPrice >= before.unitPrice) {
        ctx.addIssue({ code: 'custom', path: [index, 'unitPrice'], message: `unitPrice must be below the tier before (${before.unitPrice})` });
      }
    });
  });

export interface PriceTierProblem {
  /** Where in the tool: ['priceTiers', 1, 'unitPrice']. */
  path: ['priceTiers', number, 'minQuantity' | 'unitPrice'];
  message: string;
  /** The tool field the tier fails against. */
  against: 'price' | 'minimum';
}

/** How tiers fail the tool they belong to: each minQuantity above its minimum, each unitPrice below its price. */
export function priceTierProblems(tiers: readonly PriceTier[], tool: { price: number; minimum: number }): PriceTierProblem[] {
  const problems: PriceTierProblem[] = [];
  tiers.forEach((tier, index) => {
    if (tier.minQuantity <= tool.minimum) {
      problems.push({
        path: ['priceTiers', index, 'minQuantity'],
        message: `minQuantity must be more than the minimum order (${tool.minimum})`,
        against: 'minimum',
      });
    }
    if (tier.unitPrice >= tool.price) {
      problems.push({ path: ['priceTiers', index, 'unitPrice'], message: `unitPrice must be below the price (${tool.price})`, against: 'price' });
    }
  });
  return problems;
}

/** A tool's name and description in a language other than English; either may be missing (pages then show the English). */
const ToolTranslation = (locale: string) =>
  z
    .object(
      {
        name: text(`i18n.${locale}.name`, TOOL_NAME_MAX).optional(),
        description: text(`i18n.${locale}.description`, TOOL_DESCRIPTION_MAX).optional(),
      },
      { error: `i18n.${locale} must be an object` },
    )
    .strict();

/** A tool's text in the store's other languages, by language: Bangla. Set whole: a patch replaces all of it. */
export const ToolI18n = z.object({ bn: ToolTranslation('bn').optional() }, { error: 'i18n must be an object' }).strict();
export type ToolI18n = z.infer<typeof ToolI18n>;

/** Every field an administrator sets, each as the API takes it. */
const ToolFields = z.object({
  name: text('name', TOOL_NAME_MAX),
  sku: Sku,
  category: ToolCategory,
  powerSource: PowerSource,
  specs: ToolSpecs,
  picture: Picture,
  pictures: Pictures,
  description: text('description', TOOL_DESCRIPTION_MAX),
  price,
  minimum,
  available,
  priceTiers: PriceTiers,
  i18n: ToolI18n,
});

type PictureFields = { picture?: string; pictures?: string[] };

/** `picture` is the first of `pictures`: a body may give either, or both when they agree. */
function checkPictures(tool: PictureFields, ctx: z.RefinementCtx) {
  if (tool.picture !== undefined && tool.pictures !== undefined && tool.pictures[0] !== tool.picture) {
    ctx.addIssue({ code: 'custom', path: ['picture'], message: 'picture must be the first of pictures' });
  }
}

/**
 * Body of POST /api/tools, and the Add Product form. The release 1 body (name, picture, description, price,
 * minimum, available) is still a whole tool: the rest is optional (the API gives a missing sku one made from
 * the name; see docs/api.md, Tool fields of release 2). Parsed, it always carries both `picture` and `pictures`.
 */
export const ToolInput = ToolFields.extend({
  sku: Sku.optional(),
  category: ToolCategory.optional(),
  powerSource: PowerSource.optional(),
  specs: ToolSpecs.optional(),
  picture: Picture.optional(),
  pictures: Pictures.optional(),
  priceTiers: PriceTiers.optional(),
  i18n: ToolI18n.optional(),
})
  .strict()
  .superRefine((tool, ctx) => {
    if (tool.picture === undefined && tool.pictures === undefined) {
      ctx.addIssue({ code: 'custom', path: ['picture'], message: 'picture is required' });
    }
    checkPictures(tool, ctx);
    // Each well-formed tier is measured against a valid price and minimum; other faults have their own issues.
    if (Array.isArray(tool.priceTiers) && price.safeParse(tool.price).success && minimum.safeParse(tool.minimum).success) {
      const wellFormed = tool.priceTiers.map((tier) => PriceTier.safeParse(tier).success);
      for (const { path, message } of priceTierProblems(tool.priceTiers, tool)) {
        if (wellFormed[path[1]]) ctx.addIssue({ code: 'custom', path, message });
      }
    }
  })
  .transform(({ picture, pictures, ...tool }) => {
    const all = pictures ?? [picture!];
    return { ...tool, picture: all[0]!, pictures: all };
  });
export type ToolInput = z.output<typeof ToolInput>;
/** ToolInput as it is sent, before parsing fills in `picture` or `pictures`. */
export type ToolBody = z.input<typeof ToolInput>;

/**
 * Body of PATCH /api/tools/:id: any subset of the fields, at least one. Tiers are checked against the price
 * and minimum the tool will have after the patch, which only the server knows (priceTierProblems).
 */
export const ToolPatch = ToolFields.partial()
  .strict()
  .superRefine((patch, ctx) => {
    if (Object.keys(patch).length === 0) ctx.addIssue({ code: 'custom', path: ['body'], message: 'nothing to change' });
    checkPictures(patch, ctx);
  });
export type ToolPatch = z.infer<typeof ToolPatch>;

export const RATING_STARS = ['1', '2', '3', '4', '5'] as const;

export const Tool = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** Null for a tool written before tools had a sku that no administrator has given one yet. */
  sku: z.string().nullable(),
  /** Null for a tool added without one (a release 1 body, or a document written before tools had categories). */
  category: ToolCategory.nullable(),
  powerSource: PowerSource.nullable(),
  specs: ToolSpecs,
  description: z.string(),
  picture: z.string(),
  pictures: z.array(z.string()).min(1),
  price: z.number(),
  priceTiers: z.array(PriceTier),
  /** The currency of price and priceTiers: the store's. */
  currency: CurrencyCode,
  /** The name and description in Bangla, where an administrator has written them. */
  i18n: ToolI18n,
  minimum: z.number(),
  available: z.number(),
  ratingCount: z.number(),
  ratingSum: z.number(),
  /** ratingSum / ratingCount to one decimal; null while the tool has no reviews. */
  ratingAverage: z.number().nullable(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
});
export type Tool = z.infer<typeof Tool>;

/** GET /api/tools/:idOrSlug: the tool with how many reviews gave each star. */
export const ToolDetail = Tool.extend({
  ratingHistogram: z.object(Object.fromEntries(RATING_STARS.map((star) => [star, z.number().int().min(0)])) as Record<
    (typeof RATING_STARS)[number],
    z.ZodNumber
  >),
});
export type ToolDetail = z.infer<typeof ToolDetail>;
export type RatingHistogram = ToolDetail['ratingHistogram'];

export const ToolSort = z.enum(TOOL_SORTS, { error: `sort must be one of ${TOOL_SORTS.join(', ')}` });
export type ToolSort = z.infer<typeof ToolSort>;

/**
 * The list's sorts: the catalog's, stock_asc (fewest units first) for Manage Products, and relevance (a search's
 * own order, the default with `q`; without `q` it is name order).
 */
export const TOOL_LIST_SORTS = [...TOOL_SORTS, 'stock_asc', 'relevance'] as const;
export const ToolListSort = z.enum(TOOL_LIST_SORTS, { error: `sort must be one of ${TOOL_LIST_SORTS.join(', ')}` });
export type ToolListSort = z.infer<typeof ToolListSort>;

/** Path of GET /api/tools/:idOrSlug. */
export const ToolRefPath = z.object({ idOrSlug: DocId });

/** A price bound of the catalog's range filter, in taka as the query string writes it ("1500", "99.5"). */
const priceBound = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(PRICE_BOUND_MAX, `${label} must be at most ${PRICE_BOUND_MAX}`);

/**
 * Query of GET /api/tools. `q` is matched by the store's search (words by prefix, typos forgiven, model numbers
 * without their spaces and hyphens, skus, categories, power sources, descriptions and Bangla text); with `q` and
 * no `sort`, tools come by relevance, then in stock first. `lang` is the language of the page asking, whose words
 * rank first.
 */
export const ToolListQuery = z
  .object({
    q: z
      .string()
      .trim()
      .max(SEARCH_MAX, `q must be at most ${SEARCH_MAX} characters`)
      .transform((value) => value.toLowerCase())
      .optional(),
    category: ToolCategory.optional(),
    powerSource: PowerSource.optional(),
    /** The start of a sku ("CDD" finds CDD-18V); searched alone, in sku order. */
    sku: z
      .string({ error: 'sku must be text' })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{1,32}$/, 'sku must be 1 to 32 of A-Z, 0-9 and -')
      .optional(),
    sort: ToolListSort.optional(),
    inStock: z
      .enum(['true', 'false', '1', '0'], { error: 'inStock must be true or false' })
      .transform((value) => value === 'true' || value === '1')
      .optional(),
    /** The price range, both ends included, on the tool's single-unit price. */
    minPrice: priceBound('minPrice').optional(),
    maxPrice: priceBound('maxPrice').optional(),
    lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(', ')}` }).optional(),
    limit: pageLimit(TOOLS_PAGE_MAX, TOOLS_PAGE_DEFAULT),
    cursor: Cursor.optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.minPrice > query.maxPrice) {
      ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'maxPrice must be at least minPrice' });
    }
    if (query.sku === undefined) return;
    for (const field of ['q', 'category', 'powerSource', 'sort', 'inStock', 'minPrice', 'maxPrice'] as const) {
      if (query[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: `${field} does not combine with sku: a sku search lists by sku` });
    }
  })
  .transform(({ sort, ...query }) => ({ ...query, sort: sort ?? (query.q ? 'relevance' : 'name') }));
export type ToolListQuery = z.input<typeof ToolListQuery>;

/** How many tools match the query and every other filter, for each value of one filter (0 where none do). */
export const FacetCounts = z.object({
  category: z.record(ToolCategory, z.number().int().min(0)),
  powerSource: z.record(PowerSource, z.number().int().min(0)),
});
export type FacetCounts = z.infer<typeof FacetCounts>;

export const ToolPage = cursorPage({
  tools: z.array(Tool),
  /** How many tools match the query in all (for "All Tools: N" and page counts). */
  total: z.number(),
  facets: FacetCounts,
  /** With no results for `q`: the query with its unknown words replaced by the catalog's closest ones, if any. */
  didYouMean: z.string().nullable(),
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
