import { toolRoutes } from '@store/contract/tool-routes';
import type { Locale } from '@store/contract/locale';
import type { PowerSource, ToolCategory, ToolListSort } from '@store/contract/tool';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ToolPageQuery {
  q?: string;
  category?: ToolCategory;
  powerSource?: PowerSource;
  sort?: ToolListSort;
  inStock?: boolean;
  /** The price range in taka, both ends included. */
  minPrice?: number;
  maxPrice?: number;
  /** The language of the page asking, whose words a search ranks first. */
  lang?: Locale;
  limit?: number;
  cursor?: string;
}

/** What GET /api/tools is sent for `query`: the one way every list of tools asks for a page. */
export const listToolsInput = (query: ToolPageQuery) => ({
  query: {
    q: query.q || undefined,
    category: query.category,
    powerSource: query.powerSource,
    sort: query.sort,
    inStock: query.inStock ? ('true' as const) : undefined,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    lang: query.lang,
    limit: query.limit,
    cursor: query.cursor,
  },
});

/** One page of tools (Home's featured tools, the catalog, related tools, the review form's tool search). */
export function toolPageQuery(query: ToolPageQuery) {
  const input = listToolsInput(query);
  return queryOptions({
    queryKey: queryKeys.call(toolRoutes.listTools, input),
    queryFn: ({ signal }) => callApi(toolRoutes.listTools, input, { signal }),
  });
}

export const useToolPage = (query: ToolPageQuery) => useQuery(toolPageQuery(query));
