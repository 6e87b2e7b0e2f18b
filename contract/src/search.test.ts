import { describe, expect, it } from 'vitest';
import { CompareQuery, differingRows } from './search';
import type { Tool } from './tool';

describe('CompareQuery', () => {
  it('reads 2 to 4 different slugs, in order, with spaces around them trimmed', () => {
    expect(CompareQuery.parse({ tools: 'saw, drill ,grinder' })).toEqual({ tools: ['saw', 'drill', 'grinder'] });
  });

  it.each([
    ['a', 'compare at least 2 tools'],
    ['a,b,c,d,e', 'compare at most 4 tools'],
    ['a,b,a', 'each tool may be compared once'],
    ['a,,b', 'tools must be slugs separated by commas'],
    ['a,B', 'tools must be slugs separated by commas'],
    ['a,../users', 'tools must be slugs separated by commas'],
    [`a,${'b'.repeat(201)}`, 'a slug is at most 200 characters'],
  ])('refuses %s on the tools parameter itself: %s', (tools, message) => {
    const { error } = CompareQuery.safeParse({ tools });
    expect(error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['tools', message]]);
  });
});

describe('differingRows', () => {
  const tool = (changes: Partial<Tool>): Tool => ({
    id: 'a',
    name: 'A',
    slug: 'a',
    sku: 'A-1',
    category: 'saws',
    powerSource: 'corded',
    specs: { voltage: 230 },
    description: '',
    picture: '/a.svg',
    pictures: ['/a.svg'],
    price: 100,
    priceTiers: [],
    currency: 'BDT',
    i18n: {},
    minimum: 1,
    available: 5,
    ratingCount: 0,
    ratingSum: 0,
    ratingAverage: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...changes,
  });

  it('names the rows whose values are not all the same, ignoring names and descriptions', () => {
    expect(differingRows([tool({}), tool({ name: 'B', description: 'Other' })])).toEqual([]);
    expect(differingRows([tool({}), tool({ price: 100.5, specs: { voltage: 230, weightKg: 2 } }), tool({ powerSource: 'battery' })])).toEqual([
      'price',
      'specs.weightKg',
      'powerSource',
    ]);
  });
});
