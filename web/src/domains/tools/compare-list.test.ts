import * as contract from '@store/contract/search';
import { describe, expect, it } from 'vitest';
import { comparePath, readCompareList, readCompareRequest, toggleCompared, withCompareList } from './compare-list';

describe('the compare list', () => {
  it('reads a compare page’s tools as the API does: what it takes is a list of slugs, what it refuses a problem', () => {
    const asked = ['a,b', 'drill-18v, saw', 'a,b,c,d', 'a', '', 'a,b,c,d,e', 'a,a', 'A,b', 'a,,b', 'a b,c', 'a,-b', `${'x'.repeat(201)},b`];
    for (const tools of asked) {
      const apiTakes = contract.CompareSlugs.safeParse(tools);
      const request = readCompareRequest(tools);
      expect('slugs' in request, tools).toBe(apiTakes.success);
      if (apiTakes.success && 'slugs' in request) expect(request.slugs).toEqual(apiTakes.data);
    }
    expect(readCompareRequest(null)).toEqual({ problem: 'none' });
    expect(readCompareRequest(' ')).toEqual({ problem: 'none' });
    expect(readCompareRequest('drill')).toEqual({ problem: 'one', slug: 'drill' });
    expect(readCompareRequest('a,b,c,d,e')).toEqual({ problem: 'too-many' });
    expect(readCompareRequest('a,a')).toEqual({ problem: 'malformed' });
    expect(readCompareRequest('<script>,b')).toEqual({ problem: 'malformed' });
  });

  it('reads a browsing page’s list leniently: slugs only, each once, four at most', () => {
    expect(readCompareList(null)).toEqual([]);
    expect(readCompareList('saw,Bad Slug,drill,saw,,grinder,sander,planer')).toEqual(['saw', 'drill', 'grinder', 'sander']);
  });

  it('adds a tool last, removes a chosen one, and refuses a fifth', () => {
    expect(toggleCompared([], 'a')).toEqual(['a']);
    expect(toggleCompared(['a', 'b'], 'c')).toEqual(['a', 'b', 'c']);
    expect(toggleCompared(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(toggleCompared(['a', 'b', 'c', 'd'], 'e')).toBeNull();
    expect(toggleCompared(['a', 'b', 'c', 'd'], 'd')).toEqual(['a', 'b', 'c']);
  });

  it('writes the addresses with the slugs between plain commas', () => {
    expect(comparePath(['a', 'b-2'])).toBe('/compare?tools=a,b-2');
    expect(comparePath([])).toBe('/compare');
    expect(withCompareList('/tools/saw', ['a', 'b'])).toBe('/tools/saw?compare=a,b');
    expect(withCompareList('/tools/saw', [])).toBe('/tools/saw');
  });
});
