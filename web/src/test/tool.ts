import { POWER_SOURCES, TOOL_CATEGORIES } from '@store/contract/constants';
import type { FacetCounts, Tool, ToolPage } from '@store/contract/tool';

/**
 * A Tool as the API answers it, for component tests: the fields a test names, the rest plain (no reviews,
 * no sku, category, specs, price tiers or Bangla text). Its pictures are its picture unless the test gives them.
 */
export function testTool(fields: Pick<Tool, 'id' | 'name' | 'slug' | 'description' | 'picture' | 'price' | 'minimum' | 'available'> & Partial<Tool>): Tool {
  return {
    sku: null,
    category: null,
    powerSource: null,
    specs: {},
    pictures: [fields.picture],
    priceTiers: [],
    currency: 'BDT',
    i18n: {},
    ratingCount: 0,
    ratingSum: 0,
    ratingAverage: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...fields,
  };
}

/** Facet counts with every value at 0 but those a test gives. */
export function testFacets(counts: { category?: Partial<FacetCounts['category']>; powerSource?: Partial<FacetCounts['powerSource']> } = {}): FacetCounts {
  const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  return {
    category: { ...zeros(TOOL_CATEGORIES), ...counts.category },
    powerSource: { ...zeros(POWER_SOURCES), ...counts.powerSource },
  };
}

/** A page of GET /api/tools: its tools, how many match in all, the next page's cursor, facets and suggestion. */
export function testToolPage(
  tools: Tool[],
  { total = tools.length, nextCursor = null, facets = testFacets(), didYouMean = null }: Partial<Omit<ToolPage, 'tools'>> = {},
): ToolPage {
  return { tools, total, nextCursor, facets, didYouMean };
}
