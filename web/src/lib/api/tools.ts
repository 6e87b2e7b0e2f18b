import { apiPaths } from '@store/contract/routes';
import type { Tool, ToolPage, ToolSort } from '@store/contract/tool';
import { apiFetch } from '../api-client';

// Typed with the contract, not parsed with it: Home and the catalog then load without zod.

export interface ToolPageQuery {
  q?: string;
  sort?: ToolSort;
  inStock?: boolean;
  limit?: number;
  cursor?: string;
}

/** GET /api/tools: one page of the catalog (shared by Home's featured tools and the catalog). */
export function fetchToolPage(query: ToolPageQuery, signal?: AbortSignal): Promise<ToolPage> {
  return apiFetch<ToolPage>(apiPaths.tools, {
    query: {
      q: query.q || undefined,
      sort: query.sort,
      inStock: query.inStock ? 'true' : undefined,
      limit: query.limit,
      cursor: query.cursor,
    },
    signal,
  });
}

/** GET /api/tools/:idOrSlug. */
export function fetchTool(idOrSlug: string, signal?: AbortSignal): Promise<Tool> {
  return apiFetch<Tool>(apiPaths.tool(idOrSlug), { signal });
}
