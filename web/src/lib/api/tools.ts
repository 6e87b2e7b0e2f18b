import { apiPaths } from '@store/contract/routes';
import type { Tool, ToolPage, ToolSort } from '@store/contract/tool';
import { apiFetch, apiUrl } from '../api-client';

// Typed with the contract, not parsed with it: Home and the catalog then load without zod.

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
  inStock: query.inStock ? 'true' : undefined,
  limit: query.limit,
  cursor: query.cursor,
});

/** GET /api/tools: one page of the catalog (shared by Home's featured tools and the catalog). */
export function fetchToolPage(query: ToolPageQuery, signal?: AbortSignal): Promise<ToolPage> {
  return apiFetch<ToolPage>(apiPaths.tools, { query: toolPageParams(query), signal });
}

/** The address fetchToolPage calls for `query`. */
export const toolPageUrl = (query: ToolPageQuery) => apiUrl(apiPaths.tools, toolPageParams(query));

/** GET /api/tools/:idOrSlug. */
export function fetchTool(idOrSlug: string, signal?: AbortSignal): Promise<Tool> {
  return apiFetch<Tool>(apiPaths.tool(idOrSlug), { signal });
}
