import { describe, expect, it } from 'vitest';
import { api, routeErrors, routeUrl, type ApiRoute } from './routes';
// In the order the function registers them, which is the order Express tries them.
const routes: [name: string, route: ApiRoute][] = Object.entries(api);
const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);

describe('the route table', () => {
  it.each(routes)('%s: its path parameters are exactly those its params schema reads', async (_name, route) => {
    const { params } = await route.schemas();
    const keys = params ? Object.keys((params as unknown as { shape: object }).shape) : [];
    expect(keys.sort()).toEqual(pathParams(route.path).sort());
  });

  it.each(routes)('%s: a 204, a 303 (the browser sent on) or a streamed answer has no response schema, any other success has one', async (_name, route) => {
    const { response } = await route.schemas();
    expect(Boolean(response)).toBe(route.status !== 204 && route.status !== 303 && !route.produces);
  });

  it('has one route per method and path', () => {
    const keys = routes.map(([, route]) => `${route.method} ${route.path.replace(/:[A-Za-z]+/g, ':')}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists a static path before a parameter that would also match it, as Express tries them in order', () => {
    routes.forEach(([name, route], index) => {
      for (const [earlierName, earlier] of routes.slice(0, index)) {
        if (earlier.method !== route.method) continue;
        const pattern = new RegExp(`^${earlier.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
        expect(pattern.test(route.path), `${earlierName} (${earlier.path}) would catch ${name} (${route.path})`).toBe(false);
      }
    });
  });

  it('gives signed-in routes 401, admin routes 403 too, and routes that read input 400', async () => {
    expect(routeErrors(api.listTools, await api.listTools.schemas())).not.toContain('unauthenticated');
    expect(routeErrors(api.listOrders, await api.listOrders.schemas())).toContain('unauthenticated');
    expect(routeErrors(api.listOrders, await api.listOrders.schemas())).toContain('invalid-argument');
    expect(routeErrors(api.salesStats, await api.salesStats.schemas())).toContain('permission-denied');
  });
});

describe('routeUrl', () => {
  it('fills and encodes path parameters, and leaves out empty query values', () => {
    expect(routeUrl(api.getTool, { idOrSlug: 'a b/c' })).toBe('/api/tools/a%20b%2Fc');
    expect(routeUrl(api.recordUser, { email: 'jane@example.com' })).toBe('/api/user/jane%40example.com');
    expect(routeUrl(api.listTools, {}, { q: 'drill', sort: undefined, inStock: '', limit: 24 })).toBe('/api/tools?q=drill&limit=24');
  });
});
