import { toolRoutes } from '@store/contract/tool-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** One tool, by its id or its slug (the purchase page's address names the slug). */
export function toolQuery(idOrSlug: string) {
  const input = { params: { idOrSlug } };
  return queryOptions({
    queryKey: queryKeys.call(toolRoutes.getTool, input),
    queryFn: ({ signal }) => callApi(toolRoutes.getTool, input, { signal }),
  });
}

export const useTool = (idOrSlug: string) => useQuery(toolQuery(idOrSlug));
