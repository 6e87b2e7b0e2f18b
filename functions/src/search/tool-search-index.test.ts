import { describe, expect, it } from 'vitest';
import { POWER_SOURCES, TOOL_CATEGORIES, type Tool } from '@store/contract/tool';
import { ApiError } from '../http/api-error';
import { ToolSearchIndex, type ToolSearchQuery } from './tool-search-index';

// The search's matching rules on a small fixed catalog, in process (no emulators): for each rule, a query it finds
// and one it must not.

let created = Date.parse('2026-01-01T00:00:00Z');
function tool(id: string, fields: Partial<Tool> & Pick<Tool, 'name' | 'price' | 'available'>): Tool {
  const at = new Date((created += 60_000)).toISOString();
  return {
    id,
    slug: id,
    sku: null,
    category: null,
    powerSource: null,
    specs: {},
    description: '',
    picture: `/tools/${id}.svg`,
    pictures: [`/tools/${id}.svg`],
    priceTiers: [],
    currency: 'BDT',
    i18n: {},
    minimum: 1,
    ratingCount: 0,
    ratingSum: 0,
    ratingAverage: null,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

const catalog: Tool[] = [
  tool('cordless-drill', {
    name: 'Cordless Drill Driver 18V',
    sku: 'CDD-18V',
    category: 'drills-drivers',
    powerSource: 'battery',
    description: 'Two speeds and a 13 mm chuck.',
    i18n: { bn: { name: 'কর্ডলেস ড্রিল ড্রাইভার ১৮ ভোল্ট', description: 'দুই স্পিডের ড্রিল।' } },
    price: 15500,
    available: 10,
  }),
  tool('hammer-drill', { name: 'Hammer Drill 850W', sku: 'VF-HD-850', category: 'drills-drivers', powerSource: 'corded', description: 'For concrete.', price: 17950, available: 0 }),
  tool('combi', {
    name: 'Bosch GSB 18V-50 Combi',
    sku: 'GSB-1850',
    category: 'drills-drivers',
    powerSource: 'battery',
    description: 'A combi drill with a hammer mode for masonry.',
    price: 21000,
    available: 5,
  }),
  tool('grinder', {
    name: 'Angle Grinder GWS 750-125',
    sku: 'VF-AG-750',
    category: 'grinders',
    powerSource: 'corded',
    description: 'Cuts and grinds steel; comes with a side handle.',
    price: 4200.5,
    available: 0,
  }),
  tool('saw', {
    name: 'Circular Saw 1400W',
    sku: 'VF-CS-1400',
    category: 'saws',
    powerSource: 'corded',
    description: 'Rips sheet material with a carbide blade; the laser guide keeps it straight.',
    price: 9800,
    available: 3,
  }),
  tool('laser', { name: 'Laser Level Cross-Line', sku: 'VF-LL-20', category: 'measuring', powerSource: 'battery', description: 'Self-levelling.', price: 16100, available: 0 }),
  tool('sander', {
    name: 'Orbital Sander',
    sku: 'VF-OS-1',
    category: 'sanders',
    powerSource: 'corded',
    description: 'Fine finishing on wood.',
    i18n: { bn: { name: 'অরবিটাল স্যান্ডার', description: 'কাঠে মসৃণ ফিনিশিং।' } },
    price: 6400,
    available: 7,
  }),
  tool('nailer', { name: 'Brad Nailer 18GA', sku: 'VF-BN-18', category: 'hammers-demolition', powerSource: 'pneumatic', description: 'Drives brads for trim.', price: 14300, available: 2 }),
  tool('tape', { name: 'Tape Measure 8m', sku: 'VF-TM-8', category: 'measuring', powerSource: 'manual', description: 'A magnetic hook.', price: 1800, available: 50 }),
];

const index = new ToolSearchIndex(catalog);
const search = (query: Partial<ToolSearchQuery>) => index.search({ sort: query.q ? 'relevance' : 'name', limit: 48, ...query });
const found = (q: string, query: Partial<ToolSearchQuery> = {}) => search({ q, ...query }).tools.map((tool) => tool.id);

describe('every word of the query matches a word of the tool', () => {
  it.each([
    // [rule, query that finds, what it finds, query that must not find it]
    ['by the start of a word', 'gri', 'grinder', 'rin'],
    ['one typo in a word of 4 to 7 letters', 'grindr', 'grinder', 'grndr'],
    ['only one typo in a word of 7 letters', 'grinde', 'grinder', 'grnider'],
    ['two typos in a word of 8 letters or more', 'cordelss', 'cordless-drill', 'kordelss'],
    ['no typo in a word under 4 letters', 'saw', 'saw', 'sau'],
    ['a model number without its spaces and hyphens', 'gsb18v', 'combi', 'gsb50'],
    ['a model number whole', 'gsb18v50', 'combi', 'gsb12v'],
    ['a sku by its start, without its hyphen', 'cdd18', 'cordless-drill', 'cdx18'],
    ['a sku word', 'vf-ag', 'grinder', 'vf-cs'],
    ["a category's word", 'demolition', 'nailer', 'demolished'],
    ["a power source's word", 'pneumatic', 'nailer', 'hydraulic'],
    ['cordless finds battery tools', 'cordless', 'laser', 'mains'],
    ['a word of the description', 'masonry', 'combi', 'brickwork'],
    ['a Bangla name', 'অরবিটাল', 'sander', 'ড্রিল'],
    ['a Bangla name by its start', 'স্যান্ড', 'sander', 'কর্ড'],
    ['a Bangla description', 'মসৃণ', 'sander', 'স্পিডের'],
    ["a category's Bangla word", 'করাত', 'saw', 'গ্রাইন্ডার'],
    ['Bengali digits as the digits of a name', '১৮', 'cordless-drill', '১৯'],
    ['every word, not any', 'circular saw', 'saw', 'circular drill'],
  ])('%s: "%s" finds %s, "%s" does not', (_, finds, id, missesIt) => {
    expect(found(finds)).toContain(id);
    expect(found(missesIt)).not.toContain(id);
  });

  it('matches a tool by its Bangla name on a Bangla page too, naming it in Bangla in suggestions', () => {
    // The combi drill too, by its power source's and category's Bangla words (কর্ডলেস, ড্রিল).
    expect(found('কর্ডলেস ড্রিল', { lang: 'bn' })).toEqual(['cordless-drill', 'combi']);
    // Every battery tool is কর্ডলেস; a tool with no Bangla name keeps its English one.
    expect(index.suggest('কর্ডলে', 'bn').tools.map((tool) => tool.name)).toEqual(['কর্ডলেস ড্রিল ড্রাইভার ১৮ ভোল্ট', 'Bosch GSB 18V-50 Combi', 'Laser Level Cross-Line']);
    expect(index.suggest('কর্ডলে', 'en').tools[0]!.name).toBe('Cordless Drill Driver 18V');
  });
});

describe('ranking', () => {
  it('puts name matches before category matches before description matches, whatever the stock', () => {
    // The laser level (name, sold out) before the saw (its description mentions a laser, in stock).
    expect(found('laser')).toEqual(['laser', 'saw']);
    // Two drills by name, then the combi drill by its category (and its description).
    expect(found('drill')).toEqual(['cordless-drill', 'hammer-drill', 'combi']);
  });

  it('puts tools in stock first among equal matches', () => {
    // The hammer drill's shorter name scores higher, but it is sold out.
    expect(found('drill').slice(0, 2)).toEqual(['cordless-drill', 'hammer-drill']);
    expect(found('18v')).toEqual(['cordless-drill', 'combi']);
  });

  it('puts exact words before typos', () => {
    // "sander" is the sander's name; "sandr" also finds it, and only it.
    expect(found('sander')).toEqual(['sander']);
    expect(found('sandr')).toEqual(['sander']);
  });
});

describe('filters and facet counts', () => {
  it('counts, for each category and power source, the tools that the query and every other filter find', () => {
    for (const query of [{}, { q: 'drill' }, { q: 'drill', powerSource: 'battery' }, { category: 'measuring' }, { inStock: true, maxPrice: 16000 }] as const) {
      const { facets } = search(query);
      for (const category of TOOL_CATEGORIES) {
        expect(facets.category[category], `${JSON.stringify(query)} ${category}`).toBe(search({ ...query, category }).total);
      }
      for (const powerSource of POWER_SOURCES) {
        expect(facets.powerSource[powerSource], `${JSON.stringify(query)} ${powerSource}`).toBe(search({ ...query, powerSource }).total);
      }
    }
    expect(search({ q: 'drill', category: 'drills-drivers', powerSource: 'battery' })).toMatchObject({
      total: 2,
      facets: { category: { 'drills-drivers': 2, grinders: 0 }, powerSource: { battery: 2, corded: 1, pneumatic: 0, manual: 0 } },
    });
  });

  it('filters by a price range on the unit price, both ends included, in whole poisha', () => {
    expect(found('', { minPrice: 9800, maxPrice: 16100, sort: 'price_asc' })).toEqual(['saw', 'nailer', 'cordless-drill', 'laser']);
    expect(found('', { maxPrice: 4200.5 })).toContain('grinder');
    expect(found('', { maxPrice: 4200.49 })).not.toContain('grinder');
    expect(found('', { minPrice: 4200.5, maxPrice: 4200.5 })).toEqual(['grinder']);
    // Bounds between two poisha keep exactly the prices inside them.
    expect(found('', { minPrice: 4200.495, maxPrice: 4200.505 })).toEqual(['grinder']);
    expect(found('', { minPrice: 4200.501 })).not.toContain('grinder');
    expect(found('', { maxPrice: 4200.499 })).not.toContain('grinder');
    expect(search({ q: 'drill', minPrice: 16000 }).total).toBe(2);
  });

  it('filters to tools in stock', () => {
    expect(found('drill', { inStock: true })).toEqual(['cordless-drill', 'combi']);
  });

  it('finds by the start of a sku alone, in sku order', () => {
    expect(search({ sku: 'VF-' }).tools.map((tool) => tool.sku)).toEqual(['VF-AG-750', 'VF-BN-18', 'VF-CS-1400', 'VF-HD-850', 'VF-LL-20', 'VF-OS-1', 'VF-TM-8']);
  });
});

describe('Did you mean', () => {
  it('offers the query with an unknown word replaced by the closest word of the catalog', () => {
    expect(search({ q: 'grnider' })).toMatchObject({ total: 0, didYouMean: 'grinder' });
    expect(search({ q: 'angle grnider' })).toMatchObject({ total: 0, didYouMean: 'angle grinder' });
    expect(search({ q: 'অরবিটল স্যান্ডার' }).total).toBeGreaterThan(0);
  });

  it('offers nothing when no word is close, when the correction finds nothing, or when there are results', () => {
    expect(search({ q: 'xqzvw' }).didYouMean).toBeNull();
    // "cordless" is known, "grinder" would replace "grnider", but no grinder is cordless.
    expect(search({ q: 'cordless grnider' })).toMatchObject({ total: 0, didYouMean: null });
    expect(search({ q: 'grinder' }).didYouMean).toBeNull();
  });
});

describe('pages and sorts', () => {
  it('pages through every sort with a cursor, each tool once, in order', () => {
    for (const sort of ['name', 'price_asc', 'price_desc', 'newest', 'stock_asc'] as const) {
      const ids: string[] = [];
      let cursor: string | undefined;
      do {
        const page = index.search({ sort, limit: 2, cursor });
        ids.push(...page.tools.map((tool) => tool.id));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(ids, sort).toEqual(index.search({ sort, limit: 48 }).tools.map((tool) => tool.id));
      expect(new Set(ids).size).toBe(catalog.length);
    }
    const relevance: string[] = [];
    let cursor: string | undefined;
    do {
      const page = index.search({ q: 'drill', sort: 'relevance', limit: 1, cursor });
      relevance.push(...page.tools.map((tool) => tool.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(relevance).toEqual(found('drill'));
  });

  it("refuses a cursor of another sort's shape", () => {
    const byPrice = index.search({ sort: 'price_asc', limit: 1 }).nextCursor!;
    expect(() => index.search({ sort: 'name', limit: 1, cursor: byPrice })).toThrow(ApiError);
    expect(() => index.search({ q: 'drill', sort: 'relevance', limit: 1, cursor: byPrice })).toThrow(ApiError);
  });
});

describe('suggestions', () => {
  it('gives up to six tools, best first, with picture and price, and the categories of all that match', () => {
    const { tools, categories } = index.suggest('dr');
    expect(tools[0]).toEqual({ name: 'Cordless Drill Driver 18V', slug: 'cordless-drill', picture: '/tools/cordless-drill.svg', price: 15500 });
    expect(tools.length).toBeLessThanOrEqual(6);
    expect(categories[0]).toBe('drills-drivers');
    expect(index.suggest('grindr').tools.map((tool) => tool.slug)).toEqual(['grinder']);
    expect(index.suggest('zzzz')).toEqual({ tools: [], categories: [] });
  });
});

describe('changes', () => {
  it('finds a tool once added, its new name once edited, and nothing once removed', () => {
    const changing = new ToolSearchIndex(catalog);
    const added = tool('planer', { name: 'Power Planer 82mm', price: 8000, available: 4 });
    changing.upsert(added);
    expect(changing.search({ q: 'planer', sort: 'relevance', limit: 5 }).tools.map((tool) => tool.id)).toEqual(['planer']);
    changing.upsert({ ...added, name: 'Thicknesser 82mm' });
    expect(changing.search({ q: 'planer', sort: 'relevance', limit: 5 }).total).toBe(0);
    expect(changing.search({ q: 'thicknesser', sort: 'relevance', limit: 5 }).total).toBe(1);
    changing.remove('planer');
    expect(changing.search({ q: 'thicknesser', sort: 'relevance', limit: 5 }).total).toBe(0);
    expect(changing.search({ sort: 'name', limit: 48 }).total).toBe(catalog.length);
  });

  it('keeps every sort in order through changes, as an index built anew would list them', () => {
    const changing = new ToolSearchIndex(catalog);
    const sorts = ['name', 'price_asc', 'price_desc', 'newest', 'stock_asc'] as const;
    const listed = (of: ToolSearchIndex) => sorts.map((sort) => of.search({ sort, limit: 48 }).tools.map((tool) => tool.id));
    listed(changing);
    const now = new Map(catalog.map((tool) => [tool.id, tool]));
    const change = (tool: Tool) => {
      now.set(tool.id, tool);
      changing.upsert(tool);
    };
    change({ ...now.get('saw')!, price: 1, available: 0 });
    change({ ...now.get('tape')!, name: 'Aardvark Tape 8m', available: 60 });
    change(tool('planer', { name: 'Power Planer', price: 8000, available: 4 }));
    changing.remove('grinder');
    now.delete('grinder');
    expect(listed(changing)).toEqual(listed(new ToolSearchIndex([...now.values()])));
  });
});
