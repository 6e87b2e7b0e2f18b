import type { Comparison } from '@store/contract/search';
import { searchRoutes } from '@store/contract/search-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The tools of `slugs` side by side, or null when one of them is not in the catalog. A missing tool is an answer
 * rather than an error, so the server's page saying so reaches the browser in the dehydrated cache as it was sent.
 */
export function comparisonQuery(slugs: readonly string[]) {
  const input = { query: { tools: slugs.join(',') } };
  return queryOptions({
    queryKey: [...queryKeys.call(searchRoutes.compareTools, input), 'or-missing'] as const,
    queryFn: async ({ signal }): Promise<Comparison | null> => {
      try {
        return await callApi(searchRoutes.compareTools, input, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.code === 'not-found') return null;
        throw error;
      }
    },
  });
}

export const useComparison = (slugs: readonly string[]) => useQuery(comparisonQuery(slugs));
