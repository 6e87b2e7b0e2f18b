import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_BASE, api } from '../contract/src/routes';
import { API_DOCS, renderApiDocs, routeSections } from './api-docs';

// docs/api.md's reference is written from the contract's route table by `npm run docs:api` (scripts/api-docs.ts);
// these tests write it again in memory and compare, so a route added, changed or removed fails here until the
// page is written again.

describe('docs/api.md', () => {
  it('is the route table as npm run docs:api writes it', async () => {
    const current = readFileSync(API_DOCS, 'utf8');
    const expected = await renderApiDocs(current);
    if (current !== expected) expect.fail('docs/api.md is stale: run npm run docs:api');
  });

  it('has one row per route, each in its section of contract/src/routes.ts', () => {
    const names = routeSections().flatMap((section) => section.names);
    expect(new Set(names).size).toBe(names.length);
    expect(names.sort()).toEqual(Object.keys(api).sort());
  });

  it('names, in "Calls in detail" and everywhere else, only calls the route table has', () => {
    const calls = new Set(Object.values(api).map((route) => `${route.method} ${API_BASE}${route.path}`));
    const named = [...readFileSync(API_DOCS, 'utf8').matchAll(/`((?:GET|POST|PUT|PATCH|DELETE) \/api\/[^`\s?]*)`/g)].map(([, call]) => call);
    expect(named.length).toBeGreaterThan(calls.size);
    expect(named.filter((call) => !calls.has(call as string))).toEqual([]);
  });
});
