import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../firebase';
import { api as routes } from '@store/contract/routes';
import { api, createUser, getTool, publicCallReads, resetEmulators, seedTool, snapshotFirestore, validTool, type TestUser } from '../test-support/emulators';
// Registers the public routes, so publicCallReads can answer them in this process.
import './tool-routes';

let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  await resetEmulators();
  admin = await createUser({ admin: true });
  customer = await createUser();
});

describe('POST /api/tools', () => {
  it('lets an administrator add a tool with a unique slug', async () => {
    const first = await api('POST', '/tools', { token: admin.token, body: validTool({ name: 'Angle Grinder 115' }) });
    const second = await api('POST', '/tools', { token: admin.token, body: validTool({ name: 'Angle grinder 115' }) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'Angle Grinder 115', slug: 'angle-grinder-115', ratingCount: 0 });
    expect(second.body.slug).toBe('angle-grinder-115-2');
    const fetched = await api('GET', `/tools/${first.body.slug}`);
    expect(fetched.body.id).toBe(first.body.id);
  });

  it('is 401 without a token and 403 for a customer, writing nothing', async () => {
    const before = await snapshotFirestore();
    expect((await api('POST', '/tools', { body: validTool() })).status).toBe(401);
    expect((await api('POST', '/tools', { token: 'not-a-token', body: validTool() })).status).toBe(401);
    const denied = await api('POST', '/tools', { token: customer.token, body: validTool() });
    expect(denied.status).toBe(403);
    expect(denied.body.error.code).toBe('permission-denied');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: 'x'.repeat(121) }],
    ['picture', { picture: 'javascript:alert(1)' }],
    ['picture', { picture: 'http://example.com/a.png' }],
    ['picture', { picture: '//evil.example/a.png' }],
    ['picture', { picture: 'data:image/png;base64,AAAA' }],
    ['price', { price: 0 }],
    ['price', { price: -5 }],
    ['price', { price: '10' }],
    ['minimum', { minimum: 1.5 }],
    ['minimum', { minimum: 0 }],
    ['available', { available: -1 }],
    ['description', { description: 'x'.repeat(2001) }],
    ['extra', { extra: true }],
    ['sku', { sku: 'AB' }],
    ['sku', { sku: 'VF_18' }],
    ['sku', { sku: 'X'.repeat(33) }],
    ['category', { category: 'lathes' }],
    ['powerSource', { powerSource: 'solar' }],
    ['specs.voltage', { specs: { voltage: 0 } }],
    ['specs.weightKg', { specs: { weightKg: '2 kg' } }],
    ['specs.warrantyMonths', { specs: { warrantyMonths: 1.5 } }],
    ['specs.colour', { specs: { colour: 'red' } }],
    ['pictures', { picture: undefined, pictures: [] }],
    ['pictures', { picture: undefined, pictures: Array.from({ length: 9 }, (_, i) => `/tools/p${i}.svg`) }],
    ['pictures.1', { picture: undefined, pictures: ['/tools/a.svg', 'javascript:alert(1)'] }],
    ['picture', { picture: '/tools/a.svg', pictures: ['/tools/b.svg'] }],
    ['priceTiers.0.minQuantity', { priceTiers: [{ minQuantity: 2, unitPrice: 80 }] }],
    ['priceTiers.0.unitPrice', { priceTiers: [{ minQuantity: 10, unitPrice: 89.99 }] }],
    ['priceTiers.0.unitPrice', { priceTiers: [{ minQuantity: 10, unitPrice: 80.001 }] }],
    ['priceTiers.1.minQuantity', { priceTiers: [{ minQuantity: 10, unitPrice: 80 }, { minQuantity: 10, unitPrice: 70 }] }],
    ['priceTiers.1.unitPrice', { priceTiers: [{ minQuantity: 10, unitPrice: 80 }, { minQuantity: 20, unitPrice: 80 }] }],
    ['priceTiers', { priceTiers: Array.from({ length: 6 }, (_, i) => ({ minQuantity: 10 + i, unitPrice: 80 - i })) }],
  ])('is 400 naming %s for %j, writing nothing', async (field, patch) => {
    const before = await snapshotFirestore();
    const res = await api('POST', '/tools', { token: admin.token, body: { ...validTool(), ...patch } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    expect(res.body.error.details[0].field).toBe(field);
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('release 2 tool fields', () => {
  const fullTool = () =>
    validTool({
      name: 'Brushless Angle Grinder',
      sku: 'vf-ag-125',
      category: 'grinders',
      powerSource: 'battery',
      specs: { voltage: 18, weightKg: 2.1, warrantyMonths: 36 },
      picture: undefined,
      pictures: ['/tools/grinder.svg', '/tools/grinder-side.svg', 'https://cdn.example.com/grinder-case.png'],
      price: 100,
      minimum: 5,
      priceTiers: [
        { minQuantity: 20, unitPrice: 95 },
        { minQuantity: 100, unitPrice: 88.5 },
      ],
    });

  it('adds a tool with every field, and answers it with its rating summary', async () => {
    const created = await api('POST', '/tools', { token: admin.token, body: fullTool() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      sku: 'VF-AG-125',
      category: 'grinders',
      powerSource: 'battery',
      specs: { voltage: 18, weightKg: 2.1, warrantyMonths: 36 },
      picture: '/tools/grinder.svg',
      pictures: ['/tools/grinder.svg', '/tools/grinder-side.svg', 'https://cdn.example.com/grinder-case.png'],
      priceTiers: [
        { minQuantity: 20, unitPrice: 95 },
        { minQuantity: 100, unitPrice: 88.5 },
      ],
    });
    const fetched = await api('GET', `/tools/${created.body.slug}`);
    expect(fetched.body).toMatchObject({ sku: 'VF-AG-125', ratingCount: 0, ratingAverage: null, ratingHistogram: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } });
  });

  it('still takes a release 1 body, giving it a unique sku made from its name and no category yet', async () => {
    const first = await api('POST', '/tools', { token: admin.token, body: validTool({ name: 'Rotary Hammer SDS' }) });
    const second = await api('POST', '/tools', { token: admin.token, body: validTool({ name: 'Rotary hammer (SDS)' }) });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      sku: 'ROTARY-HAMMER-SDS',
      category: null,
      powerSource: null,
      specs: {},
      pictures: [first.body.picture],
      priceTiers: [],
      ratingAverage: null,
    });
    expect(second.body.sku).toBe('ROTARY-HAMMER-SDS-2');
  });

  it('is 409 sku-taken for a sku another tool has, on add and on edit, writing nothing', async () => {
    const taken = await api('POST', '/tools', { token: admin.token, body: validTool({ sku: 'VF-DUP-1' }) });
    const other = await seedTool({ sku: 'VF-OTHER-1' });
    const before = await snapshotFirestore();
    const added = await api('POST', '/tools', { token: admin.token, body: validTool({ sku: 'vf-dup-1' }) });
    expect(added.status).toBe(409);
    expect(added.body.error.code).toBe('sku-taken');
    const edited = await api('PATCH', `/tools/${other.id}`, { token: admin.token, body: { sku: 'VF-DUP-1', price: 5 } });
    expect(edited.status).toBe(409);
    expect(await snapshotFirestore()).toEqual(before);
    // A tool may keep its own sku.
    expect((await api('PATCH', `/tools/${taken.body.id}`, { token: admin.token, body: { sku: 'VF-DUP-1' } })).status).toBe(200);
  });

  it('reads a tool document written by release 1, counting its reviews per star', async () => {
    const ref = db.collection('tools').doc();
    const now = Timestamp.now();
    await ref.set({
      name: 'Legacy Jigsaw',
      slug: 'legacy-jigsaw',
      nameLower: 'legacy jigsaw',
      description: 'Written before release 2.',
      picture: '/tools/jigsaw.svg',
      price: 75,
      minimum: 1,
      available: 4,
      ratingCount: 2,
      ratingSum: 8,
      inStock: true,
      searchPrefixes: ['legacy', 'jigsaw'],
      createdAt: now,
      updatedAt: now,
    });
    for (const [uid, rating] of [
      ['a', 5],
      ['b', 3],
    ] as const) {
      await db.collection('reviews').doc(`legacy-${uid}`).set({ uid, name: uid, toolId: ref.id, toolname: 'Legacy Jigsaw', review: 'ok', rating, verifiedPurchase: false, createdAt: now });
    }
    const expected = {
      id: ref.id,
      sku: null,
      category: null,
      powerSource: null,
      specs: {},
      picture: '/tools/jigsaw.svg',
      pictures: ['/tools/jigsaw.svg'],
      priceTiers: [],
      ratingAverage: 4,
    };
    const bySlug = await api('GET', '/tools/legacy-jigsaw');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toMatchObject({ ...expected, ratingHistogram: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 } });
    expect((await api('GET', '/tools?q=legacy')).body.tools).toEqual([expect.objectContaining(expected)]);

    // A review through the API keeps the count exact, and an edit gives the tool the new fields.
    expect((await api('POST', '/review', { token: customer.token, body: { toolId: ref.id, rating: 1, review: 'Blade snapped.' } })).status).toBe(201);
    expect((await api('GET', `/tools/${ref.id}`)).body).toMatchObject({ ratingAverage: 3, ratingHistogram: { 1: 1, 2: 0, 3: 1, 4: 0, 5: 1 } });
    const edited = await api('PATCH', `/tools/${ref.id}`, { token: admin.token, body: { sku: 'VF-JS-1', category: 'saws', powerSource: 'corded' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ sku: 'VF-JS-1', category: 'saws', powerSource: 'corded', pictures: ['/tools/jigsaw.svg'] });
  });

  it('edits the new fields, keeping picture the first of pictures', async () => {
    const tool = await seedTool({ name: 'Belt Sander', price: 100, minimum: 5 });
    const patch = (body: unknown) => api('PATCH', `/tools/${tool.id}`, { token: admin.token, body });
    expect((await patch({ pictures: ['/tools/a.svg', '/tools/b.svg'] })).body).toMatchObject({ picture: '/tools/a.svg', pictures: ['/tools/a.svg', '/tools/b.svg'] });
    expect((await patch({ picture: '/tools/c.svg' })).body).toMatchObject({ picture: '/tools/c.svg', pictures: ['/tools/c.svg', '/tools/b.svg'] });
    const tiers = [
      { minQuantity: 10, unitPrice: 90 },
      { minQuantity: 50, unitPrice: 80 },
    ];
    const res = await patch({ category: 'sanders', powerSource: 'corded', specs: { powerW: 950 }, priceTiers: tiers });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ category: 'sanders', powerSource: 'corded', specs: { powerW: 950 }, priceTiers: tiers });
    expect(await getTool(tool.id)).toMatchObject({ category: 'sanders', specs: { powerW: 950 }, priceTiers: tiers, picture: '/tools/c.svg' });
  });

  it('checks tiers against the price and minimum the tool will have, naming the field the patch changed', async () => {
    const tool = await seedTool({ price: 100, minimum: 5, priceTiers: [{ minQuantity: 10, unitPrice: 90 }] });
    const before = await snapshotFirestore();
    const patch = (body: unknown) => api('PATCH', `/tools/${tool.id}`, { token: admin.token, body });
    const cheaper = await patch({ price: 90 });
    expect(cheaper.status).toBe(400);
    expect(cheaper.body.error.details.map((detail: { field: string }) => detail.field)).toEqual(['price', 'priceTiers.0.unitPrice']);
    const larger = await patch({ minimum: 10 });
    expect(larger.body.error.details[0].field).toBe('minimum');
    const tiers = await patch({ price: 200, priceTiers: [{ minQuantity: 10, unitPrice: 150 }, { minQuantity: 3, unitPrice: 120 }] });
    expect(tiers.status).toBe(400);
    expect(tiers.body.error.details[0].field).toBe('priceTiers.1.minQuantity');
    const belowNewPrice = await patch({ price: 80, priceTiers: [{ minQuantity: 10, unitPrice: 85 }] });
    expect(belowNewPrice.body.error.details[0].field).toBe('priceTiers.0.unitPrice');
    expect(await snapshotFirestore()).toEqual(before);
    // Lowering the price together with the tiers is fine.
    expect((await patch({ price: 80, priceTiers: [{ minQuantity: 10, unitPrice: 75 }] })).status).toBe(200);
  });

  it('filters the catalog by category and power source, with search, sort and stock', async () => {
    await resetEmulators();
    await seedTool({ name: 'Drill A', category: 'drills-drivers', powerSource: 'battery', price: 10 });
    await seedTool({ name: 'Drill B', category: 'drills-drivers', powerSource: 'corded', price: 20 });
    await seedTool({ name: 'Drill C', category: 'drills-drivers', powerSource: 'battery', price: 30, available: 0 });
    await seedTool({ name: 'Saw D', category: 'saws', powerSource: 'battery', price: 40 });
    const names = async (query: string) => (await api('GET', `/tools?${query}`)).body.tools.map((tool: { name: string }) => tool.name);
    expect(await names('category=drills-drivers')).toEqual(['Drill A', 'Drill B', 'Drill C']);
    expect(await names('powerSource=battery&sort=price_desc')).toEqual(['Saw D', 'Drill C', 'Drill A']);
    expect(await names('category=drills-drivers&powerSource=battery&inStock=true&q=dri')).toEqual(['Drill A']);
    const res = await api('GET', '/tools?category=saws&powerSource=corded');
    expect(res.body).toMatchObject({ tools: [], total: 0, nextCursor: null });
    for (const [field, query] of [
      ['category', 'category=lathes'],
      ['category', 'category='],
      ['powerSource', 'powerSource=BATTERY'],
    ]) {
      const bad = await api('GET', `/tools?${query}`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.details[0].field).toBe(field);
    }
    admin = await createUser({ admin: true });
    customer = await createUser();
  });
});

describe('a tool in Bangla, priced in the store currency', () => {
  const bn = { name: 'কর্ডলেস ড্রিল ১৮ ভোল্ট', description: 'দুই স্পিডের ড্রিল, ১৩ মিমি চাক।' };

  it('keeps the Bangla name and description given on add, and answers every tool with them and its currency', async () => {
    const added = await api('POST', '/tools', { token: admin.token, body: validTool({ name: 'Bangla Drill', i18n: { bn } }) });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Bangla Drill', i18n: { bn }, currency: 'BDT' });
    expect((await api('GET', `/tools/${added.body.slug}`)).body).toMatchObject({ i18n: { bn }, currency: 'BDT' });
    const listed = await api('GET', '/tools?q=bangla');
    expect(listed.body.tools[0]).toMatchObject({ i18n: { bn }, currency: 'BDT' });
    // A tool added without them has none: pages show the English.
    const plain = await api('POST', '/tools', { token: admin.token, body: validTool({ name: 'Plain Drill' }) });
    expect(plain.body.i18n).toEqual({});
  });

  it('replaces the Bangla text whole on edit, and takes it away with an empty object', async () => {
    const tool = await seedTool({ name: 'Edited Saw' });
    const patch = (body: unknown) => api('PATCH', `/tools/${tool.id}`, { token: admin.token, body });
    expect((await patch({ i18n: { bn } })).body.i18n).toEqual({ bn });
    expect((await patch({ i18n: { bn: { name: 'শুধু নাম' } } })).body.i18n).toEqual({ bn: { name: 'শুধু নাম' } });
    expect(await getTool(tool.id)).toMatchObject({ i18n: { bn: { name: 'শুধু নাম' } } });
    expect((await patch({ i18n: {} })).body.i18n).toEqual({});
  });

  it.each([
    ['not an object', 'বাংলা', 'i18n'],
    ['a language the store does not speak', { fr: { name: 'Perceuse' } }, 'i18n.fr'],
    ['an empty name', { bn: { name: '  ' } }, 'i18n.bn.name'],
    ['a name too long', { bn: { name: 'ক'.repeat(121) } }, 'i18n.bn.name'],
    ['a description too long', { bn: { description: 'ক'.repeat(2001) } }, 'i18n.bn.description'],
    ['an unknown field', { bn: { title: 'ড্রিল' } }, 'i18n.bn.title'],
  ])('is 400 for Bangla text that is %s, on add and on edit, writing nothing', async (_case, i18n, field) => {
    const tool = await seedTool({ name: 'Untouched Grinder' });
    const before = await snapshotFirestore();
    const added = await api('POST', '/tools', { token: admin.token, body: { ...validTool({ name: 'Refused Drill' }), i18n } });
    const edited = await api('PATCH', `/tools/${tool.id}`, { token: admin.token, body: { i18n } });
    for (const res of [added, edited]) {
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid-argument');
      expect(res.body.error.details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect(await snapshotFirestore()).toEqual(before);
  });
});

describe('GET /api/tools', () => {
  beforeEach(async () => {
    await resetEmulators();
    admin = await createUser({ admin: true });
    customer = await createUser();
    await seedTool({ name: 'Cordless Drill', price: 50, available: 0 });
    await seedTool({ name: 'Hammer Drill', price: 120 });
    await seedTool({ name: 'Circular Saw', price: 80 });
    await seedTool({ name: 'Drill Press', price: 300 });
  });

  it('finds tools by any word, case-insensitively: names first, in stock first among them, then descriptions', async () => {
    const res = await api('GET', '/tools?q=DRILL');
    expect(res.status).toBe(200);
    // The saw is found by its description ("An 18 V drill driver..."), which every seeded tool has.
    expect(res.body.tools.map((tool: { name: string }) => tool.name)).toEqual(['Drill Press', 'Hammer Drill', 'Cordless Drill', 'Circular Saw']);
    expect(res.body.total).toBe(4);
    const byName = await api('GET', '/tools?q=DRILL&sort=name');
    expect(byName.body.tools.map((tool: { name: string }) => tool.name)).toEqual(['Circular Saw', 'Cordless Drill', 'Drill Press', 'Hammer Drill']);
  });

  it('sorts by price both ways and filters to what is in stock', async () => {
    const asc = await api('GET', '/tools?sort=price_asc');
    expect(asc.body.tools.map((tool: { price: number }) => tool.price)).toEqual([50, 80, 120, 300]);
    const desc = await api('GET', '/tools?sort=price_desc&inStock=true');
    expect(desc.body.tools.map((tool: { price: number }) => tool.price)).toEqual([300, 120, 80]);
  });

  it('pages with an opaque cursor and says when there is no more', async () => {
    const first = await api('GET', '/tools?limit=3');
    expect(first.body.tools).toHaveLength(3);
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await api('GET', `/tools?limit=3&cursor=${first.body.nextCursor}`);
    expect(second.body.tools.map((tool: { name: string }) => tool.name)).toEqual(['Hammer Drill']);
    expect(second.body.nextCursor).toBeNull();
  });

  it('finds tools by the start of their sku, in sku order, reading at most limit + 1 documents', async () => {
    await seedTool({ name: 'Sku Drill A', sku: 'SKU-DR-2' });
    await seedTool({ name: 'Sku Drill B', sku: 'SKU-DR-1' });
    await seedTool({ name: 'Sku Saw', sku: 'SKU-SAW' });
    const drills = await api('GET', '/tools?sku=sku-dr');
    expect(drills.status).toBe(200);
    expect(drills.body.tools.map((tool: { sku: string }) => tool.sku)).toEqual(['SKU-DR-1', 'SKU-DR-2']);
    expect(drills.body.total).toBe(2);
    const exact = await api('GET', '/tools?sku=SKU-SAW&limit=1');
    expect(exact.body.tools.map((tool: { name: string }) => tool.name)).toEqual(['Sku Saw']);
    const exactReads = await publicCallReads(routes.listTools, 'sku=SKU-SAW&limit=1');
    expect(exactReads.body).toEqual(exact.body);
    expect(exactReads.docs).toBeGreaterThan(0);
    expect(exactReads.docs).toBeLessThanOrEqual(2);
    const paged = await api('GET', '/tools?sku=SKU&limit=2');
    expect(paged.body.nextCursor).toEqual(expect.any(String));
    const rest = await api('GET', `/tools?sku=SKU&limit=2&cursor=${paged.body.nextCursor}`);
    expect(rest.body.tools.map((tool: { sku: string }) => tool.sku)).toEqual(['SKU-SAW']);
    expect((await api('GET', '/tools?sku=NOPE')).body).toMatchObject({ tools: [], total: 0, nextCursor: null });
  });

  it('lists the tools with the fewest units first (sort=stock_asc), for Manage Products', async () => {
    const res = await api('GET', '/tools?sort=stock_asc&limit=2');
    expect(res.status).toBe(200);
    expect(res.body.tools.map((tool: { name: string; available: number }) => [tool.name, tool.available])).toEqual([
      ['Cordless Drill', 0],
      [expect.any(String), 100],
    ]);
    const reads = await publicCallReads(routes.listTools, 'sort=stock_asc&limit=2');
    expect(reads.body).toEqual(res.body);
    expect(reads.docs).toBeGreaterThan(0);
    expect(reads.docs).toBeLessThanOrEqual(3);
  });

  it('carries a Cache-Control header the CDN can use', async () => {
    const res = await api('GET', '/tools');
    expect(res.headers.get('cache-control')).toMatch(/public/);
    expect(res.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
  });

  it.each([
    ['limit', 'limit=49'],
    ['limit', 'limit=0'],
    ['limit', 'limit=abc'],
    ['sort', 'sort=random'],
    ['inStock', 'inStock=maybe'],
    ['cursor', 'cursor=bm90LWpzb24'],
    ['cursor', 'cursor=!!'],
    ['q', `q=${'a'.repeat(41)}`],
    ['sku', 'sku=AB%20C'],
    ['sku', `sku=${'A'.repeat(33)}`],
    ['sku', 'sku='],
    ['q', 'sku=AB&q=drill'],
    ['sort', 'sku=AB&sort=price_asc'],
    ['category', 'sku=AB&category=saws'],
    ['inStock', 'sku=AB&inStock=true'],
    ['minPrice', 'sku=AB&minPrice=1'],
    ['minPrice', 'minPrice=-1'],
    ['maxPrice', 'maxPrice=cheap'],
    ['maxPrice', 'maxPrice=1000001'],
    ['maxPrice', 'minPrice=500&maxPrice=100'],
    ['lang', 'lang=fr'],
    ['sort', 'sort=score'],
    ['unknown', 'unknown=1'],
  ])('is 400 naming %s for ?%s', async (field, query) => {
    const res = await api('GET', `/tools?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].field).toBe(field);
  });
});

describe('GET, PATCH and DELETE /api/tools/:id', () => {
  it('reads one tool by id or slug, 404 otherwise', async () => {
    const tool = await seedTool({ name: 'Jigsaw', slug: 'jigsaw' });
    expect((await api('GET', `/tools/${tool.id}`)).body.name).toBe('Jigsaw');
    expect((await api('GET', '/tools/jigsaw')).body.id).toBe(tool.id);
    const missing = await api('GET', '/tools/no-such-tool');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('not-found');
  });

  it('lets an administrator edit fields, renaming the slug and keeping stock flags right', async () => {
    const tool = await seedTool({ name: 'Planer', slug: 'planer' });
    const res = await api('PATCH', `/tools/${tool.id}`, { token: admin.token, body: { name: 'Power Planer', available: 0, price: 99.5 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Power Planer', slug: 'power-planer', available: 0, price: 99.5 });
    const inStock = await api('GET', '/tools?inStock=true&q=planer');
    expect(inStock.body.tools).toHaveLength(0);
  });

  it('refuses bad edits and strangers, writing nothing', async () => {
    const tool = await seedTool();
    const before = await snapshotFirestore();
    expect((await api('PATCH', `/tools/${tool.id}`, { body: { price: 1 } })).status).toBe(401);
    expect((await api('PATCH', `/tools/${tool.id}`, { token: customer.token, body: { price: 1 } })).status).toBe(403);
    expect((await api('PATCH', `/tools/${tool.id}`, { token: admin.token, body: {} })).status).toBe(400);
    expect((await api('PATCH', `/tools/${tool.id}`, { token: admin.token, body: { price: -1 } })).status).toBe(400);
    expect((await api('PATCH', '/tools/missing', { token: admin.token, body: { price: 1 } })).status).toBe(404);
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('deletes for an administrator only', async () => {
    const tool = await seedTool();
    expect((await api('DELETE', `/tools/${tool.id}`, { token: customer.token })).status).toBe(403);
    expect((await api('DELETE', `/tools/${tool.id}`, { token: admin.token })).status).toBe(204);
    expect((await api('GET', `/tools/${tool.id}`)).status).toBe(404);
    expect((await api('DELETE', `/tools/${tool.id}`, { token: admin.token })).status).toBe(404);
  });
});
