import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, createUser, resetEmulators, seedTool, snapshotFirestore, validTool, type TestUser } from '../test-support/emulators';

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
  ])('is 400 naming %s for %j, writing nothing', async (field, patch) => {
    const before = await snapshotFirestore();
    const res = await api('POST', '/tools', { token: admin.token, body: { ...validTool(), ...patch } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid-argument');
    expect(res.body.error.details[0].field).toBe(field);
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

  it('finds tools by any word of the name, case-insensitively', async () => {
    const res = await api('GET', '/tools?q=DRILL');
    expect(res.status).toBe(200);
    expect(res.body.tools.map((tool: { name: string }) => tool.name)).toEqual(['Cordless Drill', 'Drill Press', 'Hammer Drill']);
    expect(res.body.total).toBe(3);
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
