import { toolRoutes } from '@store/contract/tool-routes';
import type { ToolDetail } from '@store/contract/tool';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The tool a product page shows, or null when no tool has that slug. A missing tool is an answer rather than
 * an error, so the server's 404 page reaches the browser in the dehydrated cache and hydrates as it was sent.
 */
export function productToolQuery(slug: string) {
  const input = { params: { idOrSlug: slug } };
  return queryOptions({
    queryKey: [...queryKeys.call(toolRoutes.getTool, input), 'or-missing'] as const,
    queryFn: async ({ signal }): Promise<ToolDetail | null> => {
      try {
        return await callApi(toolRoutes.getTool, input, { signal });
      } catch (error) {
        // 400: the slug is not even a well-formed id, so no tool has it.
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
        throw error;
      }
    },
  });
}

export const useProductTool = (slug: string) => useQuery(productToolQuery(slug));
