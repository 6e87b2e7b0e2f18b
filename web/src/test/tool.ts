import type { Tool } from '@store/contract/tool';

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
