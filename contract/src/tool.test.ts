import { describe, expect, it } from 'vitest';
import { Picture, ToolInput, ToolListQuery, ToolPatch, priceTierProblems, searchPrefixes, slugify, unitPriceFor } from './tool';

describe('slugify', () => {
  it.each([
    ['Cordless Drill 18V', 'cordless-drill-18v'],
    ['  Séga Jigsaw / Pro!! ', 'sega-jigsaw-pro'],
    ['!!!', 'tool'],
  ])('%j -> %j', (name, slug) => expect(slugify(name)).toBe(slug));
});

describe('searchPrefixes', () => {
  it('holds every prefix from the start of each word, lowercased', () => {
    const prefixes = searchPrefixes('Cordless Drill');
    expect(prefixes).toEqual(expect.arrayContaining(['c', 'cord', 'cordless drill', 'd', 'dri', 'drill']));
    expect(prefixes).not.toContain('rill');
  });
});

describe('Picture', () => {
  it.each(['https://cdn.example.com/a.png', '/tools/drill.svg'])('accepts %s', (value) => {
    expect(Picture.safeParse(value).success).toBe(true);
  });
  it.each(['javascript:alert(1)', 'data:image/png;base64,AA', 'http://example.com/a.png', '//evil.example/a.png', 'drill.png', 'https://user:pw@example.com/a.png', '', '/tools/\ud800.svg', 'https://example.com/\udc00.png', '/tools/a\u0000.svg'])(
    'refuses %j',
    (value) => expect(Picture.safeParse(value).success).toBe(false),
  );
});

describe('ToolInput', () => {
  const valid = { name: 'Drill', picture: '/tools/drill.svg', description: 'A drill.', price: 19.99, minimum: 1, available: 0 };
  it('accepts a valid tool and trims text', () => {
    expect(ToolInput.parse({ ...valid, name: '  Drill  ' }).name).toBe('Drill');
  });
  it.each([
    { price: 0 },
    { price: 1.234 },
    { minimum: 0 },
    { minimum: 2.5 },
    { available: -1 },
    { name: '   ' },
    { name: 'x'.repeat(121) },
    { description: 'x'.repeat(2001) },
    { extra: 1 },
  ])('refuses %j', (patch) => expect(ToolInput.safeParse({ ...valid, ...patch }).success).toBe(false));
  it('needs at least one field in a patch', () => {
    expect(ToolPatch.safeParse({}).success).toBe(false);
    expect(ToolPatch.safeParse({ price: 5 }).success).toBe(true);
  });
});

describe('ToolListQuery', () => {
  it('applies defaults and reads booleans from the query string: a search by relevance, a list by name', () => {
    expect(ToolListQuery.parse({ inStock: 'true', q: ' DRILL ' })).toEqual({ inStock: true, q: 'drill', sort: 'relevance', limit: 12 });
    expect(ToolListQuery.parse({ inStock: 'false' })).toEqual({ inStock: false, sort: 'name', limit: 12 });
    expect(ToolListQuery.parse({ q: 'drill', sort: 'price_asc' })).toMatchObject({ sort: 'price_asc' });
  });
  it('reads a price range in taka, both ends included, the minimum not above the maximum, and never with a sku', () => {
    expect(ToolListQuery.parse({ minPrice: '99.5', maxPrice: '99.5', lang: 'bn' })).toMatchObject({ minPrice: 99.5, maxPrice: 99.5, lang: 'bn' });
    for (const [query, field] of [
      [{ minPrice: '-1' }, 'minPrice'],
      [{ maxPrice: 'cheap' }, 'maxPrice'],
      [{ maxPrice: '1000000.01' }, 'maxPrice'],
      [{ minPrice: '500', maxPrice: '499.99' }, 'maxPrice'],
      [{ sku: 'CDD', minPrice: '1' }, 'minPrice'],
      [{ lang: 'fr' }, 'lang'],
    ] as const) {
      const { error } = ToolListQuery.safeParse(query);
      expect(error?.issues.map((issue) => issue.path.join('.')), JSON.stringify(query)).toContain(field);
    }
  });
  it('caps the page size at 48', () => {
    expect(ToolListQuery.safeParse({ limit: '49' }).success).toBe(false);
  });
});

describe('release 2 tool fields', () => {
  const valid = { name: 'Drill', picture: '/tools/drill.svg', description: 'A drill.', price: 100, minimum: 5, available: 10 };
  const issues = (body: unknown) => ToolInput.safeParse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('reads a release 1 body and makes pictures of its picture', () => {
    expect(ToolInput.parse(valid)).toMatchObject({ picture: '/tools/drill.svg', pictures: ['/tools/drill.svg'] });
  });
  it('takes the picture from pictures, and refuses a picture that is not the first of them', () => {
    const { picture: _picture, ...rest } = valid;
    expect(ToolInput.parse({ ...rest, pictures: ['/a.svg', '/b.svg'] })).toMatchObject({ picture: '/a.svg', pictures: ['/a.svg', '/b.svg'] });
    expect(issues({ ...valid, pictures: ['/a.svg'] })).toEqual(['picture']);
    expect(issues(rest)).toEqual(['picture']);
    expect(issues({ ...rest, pictures: [] })).toEqual(['pictures']);
    expect(issues({ ...rest, pictures: Array.from({ length: 9 }, (_, i) => `/p${i}.svg`) })).toEqual(['pictures']);
    expect(issues({ ...rest, pictures: ['/a.svg', 'javascript:alert(1)'] })).toEqual(['pictures.1']);
  });
  it('reads a sku in upper case and refuses other characters and lengths', () => {
    expect(ToolInput.parse({ ...valid, sku: ' vf-dd18-2 ' }).sku).toBe('VF-DD18-2');
    for (const sku of ['AB', 'A'.repeat(33), 'VF_1', 'VF 1', 'VF/1', 'É-12', 12]) expect(issues({ ...valid, sku })).toEqual(['sku']);
  });
  it('knows the categories and power sources', () => {
    expect(ToolInput.parse({ ...valid, category: 'saws', powerSource: 'battery' })).toMatchObject({ category: 'saws', powerSource: 'battery' });
    expect(issues({ ...valid, category: 'Saws' })).toEqual(['category']);
    expect(issues({ ...valid, powerSource: 'solar' })).toEqual(['powerSource']);
  });
  it('takes positive specs and nothing else', () => {
    expect(ToolInput.parse({ ...valid, specs: { voltage: 18, weightKg: 1.6 } }).specs).toEqual({ voltage: 18, weightKg: 1.6 });
    expect(issues({ ...valid, specs: { voltage: 0 } })).toEqual(['specs.voltage']);
    expect(issues({ ...valid, specs: { powerW: -5 } })).toEqual(['specs.powerW']);
    expect(issues({ ...valid, specs: { warrantyMonths: 1.5 } })).toEqual(['specs.warrantyMonths']);
    expect(issues({ ...valid, specs: { colour: 'red' } })).toEqual(['specs']);
    expect(issues({ ...valid, specs: 'fast' })).toEqual(['specs']);
  });
  it('takes up to 5 tiers above the minimum and below the price, each for more and cheaper than the last', () => {
    const tiers = [
      { minQuantity: 10, unitPrice: 95 },
      { minQuantity: 50, unitPrice: 90 },
    ];
    expect(ToolInput.parse({ ...valid, priceTiers: tiers }).priceTiers).toEqual(tiers);
    expect(issues({ ...valid, priceTiers: [{ minQuantity: 5, unitPrice: 95 }] })).toEqual(['priceTiers.0.minQuantity']);
    expect(issues({ ...valid, priceTiers: [{ minQuantity: 10, unitPrice: 100 }] })).toEqual(['priceTiers.0.unitPrice']);
    expect(issues({ ...valid, priceTiers: [tiers[0], { minQuantity: 10, unitPrice: 90 }] })).toEqual(['priceTiers.1.minQuantity']);
    expect(issues({ ...valid, priceTiers: [tiers[0], { minQuantity: 20, unitPrice: 95 }] })).toEqual(['priceTiers.1.unitPrice']);
    expect(issues({ ...valid, priceTiers: [{ minQuantity: 10.5, unitPrice: 95 }] })).toEqual(['priceTiers.0.minQuantity']);
    expect(issues({ ...valid, priceTiers: [{ minQuantity: 10, unitPrice: 9.999 }] })).toEqual(['priceTiers.0.unitPrice']);
    expect(issues({ ...valid, priceTiers: Array.from({ length: 6 }, (_, i) => ({ minQuantity: 10 + i, unitPrice: 90 - i })) })).toEqual(['priceTiers']);
    expect(priceTierProblems(tiers, { price: 92, minimum: 10 }).map((problem) => [problem.path.join('.'), problem.against])).toEqual([
      ['priceTiers.0.minQuantity', 'minimum'],
      ['priceTiers.0.unitPrice', 'price'],
    ]);
  });
  it('lets a patch name any field, but a picture and pictures must agree', () => {
    expect(ToolPatch.safeParse({ category: 'grinders' }).success).toBe(true);
    expect(ToolPatch.safeParse({ picture: '/a.svg', pictures: ['/b.svg'] }).success).toBe(false);
  });
});

describe('unitPriceFor', () => {
  const tool = {
    price: 100,
    priceTiers: [
      { minQuantity: 10, unitPrice: 95 },
      { minQuantity: 50, unitPrice: 90 },
      { minQuantity: 200, unitPrice: 80 },
    ],
  };
  it.each([
    [1, 100],
    [9, 100],
    [10, 95],
    [49, 95],
    [50, 90],
    [199, 90],
    [200, 80],
    [100_000, 80],
  ])('charges %i units at %d each', (quantity, unitPrice) => expect(unitPriceFor(tool, quantity)).toBe(unitPrice));
  it('charges the price when the tool has no tiers', () => {
    expect(unitPriceFor({ price: 12.5 }, 1000)).toBe(12.5);
    expect(unitPriceFor({ price: 12.5, priceTiers: [] }, 1000)).toBe(12.5);
  });
});

describe('ToolListQuery filters', () => {
  it('takes a category and a power source, and refuses unknown ones', () => {
    expect(ToolListQuery.parse({ category: 'saws', powerSource: 'corded' })).toMatchObject({ category: 'saws', powerSource: 'corded' });
    expect(ToolListQuery.safeParse({ category: 'lathes' }).success).toBe(false);
    expect(ToolListQuery.safeParse({ powerSource: 'steam' }).success).toBe(false);
  });
});
