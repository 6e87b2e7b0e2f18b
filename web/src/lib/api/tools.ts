import { api, routeUrl } from '@store/contract/routes';
import type { Tool, ToolPage, ToolSort } from '@store/contract/tool';
import { callApi } from '../api-client';

export interface ToolPageQuery {
  q?: string;
  sort?: ToolSort;
  inStock?: boolean;
  limit?: number;
  cursor?: string;
}

const toolPageParams = (query: ToolPageQuery) => ({
  q: query.q || undefined,
  sort: query.sort,
  inStock: query.inStock ? ('true' as const) : undefined,
  limit: query.limit,
  cursor: query.cursor,
});

/** One page of the catalog (shared by Home's featured tools and the catalog). */
export function fetchToolPage(query: ToolPageQuery, signal?: AbortSignal): Promise<ToolPage> {
  return callApi(api.listTools, { query: toolPageParams(query) }, { signal });
}

/** The address fetchToolPage calls for `query`. */
export const toolPageUrl = (query: ToolPageQuery) => routeUrl(api.listTools, {}, toolPageParams(query));

export function fetchTool(idOrSlug: string, signal?: AbortSignal): Promise<Tool> {
  return callApi(api.getTool, { params: { idOrSlug } }, { signal });
}
