// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../test/render';
import { featuredToolsQuery } from './api/featured-tools';
import { HOME_REVIEW_COUNT, latestReviewsQuery } from './api/latest-reviews';
import { prefetchHome } from './prefetch-home';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

// The server renderer runs this outside any browser: the node environment has no window or document.
describe('prefetchHome', () => {
  it('loads the featured tools and the latest reviews into the cache', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) =>
      String(url).startsWith('/api/review') ? json({ reviews: [], nextCursor: null }) : json({ tools: [], total: 0, nextCursor: null }),
    );
    const queryClient = testQueryClient();

    await prefetchHome(queryClient, new URL('http://localhost/'), 'en');

    expect(fetchSpy.mock.calls.map(([url]) => String(url)).sort()).toEqual([`/api/review?limit=${HOME_REVIEW_COUNT}`, '/api/tools?sort=newest&limit=6']);
    expect(queryClient.getQueryData(featuredToolsQuery().queryKey)).toEqual({ tools: [], total: 0, nextCursor: null });
    expect(queryClient.getQueryData(latestReviewsQuery(HOME_REVIEW_COUNT).queryKey)).toEqual({ reviews: [], nextCursor: null });
  });

  it('does not throw when the API fails: the page shows the failure and retries itself', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const queryClient = testQueryClient();
    await expect(prefetchHome(queryClient, new URL('http://localhost/'), 'en')).resolves.toBeUndefined();
    expect(queryClient.getQueryData(featuredToolsQuery().queryKey)).toBeUndefined();
  });
});
