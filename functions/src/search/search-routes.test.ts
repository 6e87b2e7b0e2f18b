import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Suggestions } from '@store/contract/search';
import type { ToolPage } from '@store/contract/tool';
import { collections } from '../firebase';
import { api, createUser, resetEmulators, seedTool, validTool, type SeededTool, type TestUser } from '../test-support/emulators';

// The search through the API on the emulators: freshness as tools change (through the API and straight in
// Firestore), facet counts and the price range, suggestions, and comparisons.

/** The most a change may take to be found, or to be gone. */
const FRESH_MS = 60_000;

/** Asks until `check` holds, and says how long that took; fails after FRESH_MS. */
async function within<T>(ask: () => Promise<T>, check: (answer: T) => boolean, what: string): Promise<number> {
  const start = Date.now();
  for (;;) {
    if (check(await ask())) return Date.now() - start;
    if (Date.now() - start > FRESH_MS) throw new Error(`${what}: not within ${FRESH_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const list = async (query: string) => (await api<ToolPage>('GET', `/tools?${query}`)).body;
const slugsFor = async (query: string) => (await list(query)).tools.map((tool) => tool.slug);
const suggested = async (q: string, lang = 'en') => (await api<Suggestions>('GET', `/search/suggest?q=${encodeURIComponent(q)}&lang=${lang}`)).body;

let admin: TestUser;

beforeAll(async () => {
  await resetEmulators();
  admin = await createUser({ admin: true });
});

describe('freshness: a tool is found, or gone, within 60 seconds', () => {
  it('after an administrator adds, renames and deletes it', async () => {
    const added = await api('POST', '/tools', { token: admin.token, body: validTool({ name: 'Quokka Router 1200W', sku: 'QKR-1200' }) });
    expect(added.status).toBe(201);
    const { id, slug } = added.body;
    await within(() => slugsFor('q=quokka'), (slugs) => slugs.includes(slug), 'added, by its name');
    await within(() => slugsFor('q=qkr1200'), (slugs) => slugs.includes(slug), 'added, by its sku without the hyphen');
    await within(() => suggested('quok'), ({ tools }) => tools.some((tool) => tool.slug === slug), 'added, in suggestions');

    const renamed = await api('PATCH', `/tools/${id}`, { token: admin.token, body: { name: 'Wombat Router 1200W' } });
    expect(renamed.status).toBe(200);
    await within(() => slugsFor('q=wombat'), (slugs) => slugs.includes(renamed.body.slug), 'renamed, by its new name');
    await within(() => list('q=quokka'), ({ total }) => total === 0, 'renamed, not by its old name');

    expect((await api('DELETE', `/tools/${id}`, { token: admin.token })).status).toBe(204);
    await within(() => list('q=wombat'), ({ total }) => total === 0, 'deleted, from the catalog');
    await within(() => suggested('wombat'), ({ tools }) => tools.length === 0, 'deleted, from suggestions');
  });

  it('after a change written straight to Firestore, as the seed, an order or a script writes one', async () => {
    const tool = await seedTool({ name: 'Pangolin Planer 82mm', available: 5 });
    await within(() => slugsFor('q=pangolin&inStock=true'), (slugs) => slugs.includes(tool.slug), 'seeded');
    // Sold out by an order: every writer of stock sets updatedAt.
    await collections.tools.doc(tool.id).update({ available: 0, inStock: false, updatedAt: Timestamp.now() });
    await within(() => list('q=pangolin&inStock=true'), ({ total }) => total === 0, 'sold out');
    await collections.tools.doc(tool.id).delete();
    await within(() => list('q=pangolin'), ({ total }) => total === 0, 'deleted');
  });
});

describe('GET /api/tools with a search', () => {
  let tools: SeededTool[];

  beforeAll(async () => {
    await resetEmulators();
    const description = 'Sold by the box.';
    tools = [
      await seedTool({ name: 'Cordless Drill Driver 18V', sku: 'CDD-18V', category: 'drills-drivers', powerSource: 'battery', price: 15500, available: 9, description }),
      await seedTool({ name: 'Hammer Drill 850W', category: 'drills-drivers', powerSource: 'corded', price: 17950.5, available: 0, description }),
      await seedTool({ name: 'Bosch GSB 18V-50', category: 'drills-drivers', powerSource: 'battery', price: 21000, available: 3, description }),
      await seedTool({ name: 'Angle Grinder 125', category: 'grinders', powerSource: 'corded', price: 4200.25, available: 4, description }),
      await seedTool({ name: 'Cordless Grinder 18V', category: 'grinders', powerSource: 'battery', price: 9800, available: 2, description }),
      await seedTool({
        name: 'Orbital Sander',
        category: 'sanders',
        powerSource: 'corded',
        price: 6400,
        available: 7,
        description,
        i18n: { bn: { name: 'অরবিটাল স্যান্ডার', description: 'কাঠে মসৃণ ফিনিশিং।' } },
      }),
    ];
  });

  it('forgives typos, finds model numbers without their spaces and skus without their hyphens, and Bangla', async () => {
    expect(await slugsFor('q=grindr')).toEqual([tools[3]!.slug, tools[4]!.slug]);
    expect(await slugsFor('q=gsb18v')).toEqual([tools[2]!.slug]);
    expect(await slugsFor('q=cdd18')).toEqual([tools[0]!.slug]);
    expect(await slugsFor(`q=${encodeURIComponent('স্যান্ড')}&lang=bn`)).toEqual([tools[5]!.slug]);
  });

  it('answers facet counts of the query and the other filters, and filters by a price range', async () => {
    const page = await list('q=cordless&category=grinders&minPrice=4200.25&maxPrice=17950.5');
    expect(page.tools.map((tool) => tool.slug)).toEqual([tools[4]!.slug]);
    expect(page.total).toBe(1);
    // Cordless: the battery tools. Each category counts them in the price range whatever the category filter; each
    // power source counts the grinders in the range.
    expect(page.facets).toEqual({
      category: { 'drills-drivers': 1, grinders: 1, saws: 0, sanders: 0, 'hammers-demolition': 0, 'batteries-chargers': 0, measuring: 0, accessories: 0 },
      powerSource: { corded: 0, battery: 1, pneumatic: 0, manual: 0 },
    });
    const everything = await list('minPrice=4200.25&maxPrice=17950.5&sort=price_asc');
    expect(everything.tools.map((tool) => tool.price)).toEqual([4200.25, 6400, 9800, 15500, 17950.5]);
    expect(everything.facets.powerSource).toMatchObject({ corded: 3, battery: 2 });
    expect((await list('minPrice=4200.26&maxPrice=17950.49')).total).toBe(3);
    expect(everything.didYouMean).toBeNull();
  });

  it('says what was probably meant when nothing matches', async () => {
    expect(await list('q=grnider')).toMatchObject({ tools: [], total: 0, didYouMean: 'grinder' });
    expect(await list('q=cordless%20grnider')).toMatchObject({ total: 0, didYouMean: 'cordless grinder' });
    expect(await list('q=xqzvw')).toMatchObject({ total: 0, didYouMean: null });
  });
});

describe('GET /api/search/suggest', () => {
  it('suggests up to six tools with picture, name (in the asked language) and price, and the categories that match', async () => {
    const res = await api<Suggestions>('GET', '/search/suggest?q=or');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    expect(res.body).toEqual({
      tools: [{ name: 'Orbital Sander', slug: expect.any(String), picture: '/tools/cordless-drill.svg', price: 6400 }],
      categories: ['sanders'],
    });
    expect((await suggested('অরবি', 'bn')).tools.map((tool) => tool.name)).toEqual(['অরবিটাল স্যান্ডার']);
    const drills = await suggested('dr');
    expect(drills.tools.length).toBeGreaterThan(0);
    expect(drills.tools.length).toBeLessThanOrEqual(6);
    expect(drills.categories[0]).toBe('drills-drivers');
  });

  it.each([
    ['q', ''],
    ['q', 'q=a'],
    ['q', `q=${'a'.repeat(41)}`],
    ['lang', 'q=dr&lang=fr'],
    ['unknown', 'q=dr&unknown=1'],
  ])('is 400 naming %s for ?%s', async (field, query) => {
    const res = await api('GET', `/search/suggest?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
  });
});

describe('GET /api/compare', () => {
  let drill: SeededTool;
  let grinder: SeededTool;
  let sander: SeededTool;

  beforeAll(async () => {
    await resetEmulators();
    const common = { category: 'drills-drivers', powerSource: 'battery', price: 100, minimum: 2, specs: { voltage: 18 } } as const;
    drill = await seedTool({ ...common, name: 'Compare Drill', slug: 'compare-drill', specs: { voltage: 18, weightKg: 1.5 } });
    grinder = await seedTool({ ...common, name: 'Compare Grinder', slug: 'compare-grinder', category: 'grinders', price: 120.5, specs: { voltage: 18, weightKg: 2 } });
    sander = await seedTool({ ...common, name: 'Compare Sander', slug: 'compare-sander', specs: { voltage: 18, weightKg: 1.5 } });
  });

  it('answers the tools in the order asked, as on their product pages, with the rows that differ', async () => {
    const res = await api('GET', `/compare?tools=${grinder.slug},${drill.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    expect(res.body.tools.map((tool: { slug: string }) => tool.slug)).toEqual([grinder.slug, drill.slug]);
    expect(res.body.tools[0]).toEqual((await api('GET', `/tools/${grinder.slug}`)).body);
    expect(res.body.differing).toEqual(['price', 'specs.weightKg', 'category']);
    const same = await api('GET', `/compare?tools=${drill.slug},${sander.slug}`);
    expect(same.body.differing).toEqual([]);
  });

  it.each([
    ['no tools', ''],
    ['one tool', 'tools=compare-drill'],
    ['five tools', 'tools=a,b,c,d,e'],
    ['the same tool twice', 'tools=compare-drill,compare-drill'],
    ['an empty slug', 'tools=compare-drill,,compare-sander'],
    ['a slug in capitals', 'tools=compare-drill,Compare-Sander'],
    ['a path', 'tools=compare-drill,..%2Fusers'],
    ['another parameter', 'tools=compare-drill,compare-sander&sort=name'],
  ])('is 400 for %s', async (_, query) => {
    const res = await api('GET', `/compare?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
  });

  it('is 404 naming a slug no tool has', async () => {
    const res = await api('GET', `/compare?tools=${drill.slug},no-such-tool`);
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not-found', message: 'Tool no-such-tool not found' });
  });
});
