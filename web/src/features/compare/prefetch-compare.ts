import { readCompareRequest } from '../../domains/tools/compare-list';
import type { PrefetchPage } from '../../lib/query-client';
import { comparisonQuery } from './api/comparison';

/** Loads the tools the address names, when it names 2 to 4 of them, into the cache. */
export const prefetchCompare: PrefetchPage = async (queryClient, url) => {
  const request = readCompareRequest(url.searchParams.get('tools'));
  if ('slugs' in request) await queryClient.prefetchQuery(comparisonQuery(request.slugs));
};
