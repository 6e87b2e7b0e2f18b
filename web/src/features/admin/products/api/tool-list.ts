import { toolRoutes } from '@store/contract/tool-routes';
import { TOOLS_PAGE_MAX } from '@store/contract/tool';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { listToolsInput, type ToolPageQuery } from '../../../../lib/api/tools';
import { queryKeys } from '../../../../lib/query-keys';
import { cursorPagedQuery } from '../../../../lib/cursor-paging';

/**
 * What Manage Products lists: the tools whose name has a word starting with `q` (every tool when empty), by name
 * or fewest units first; or the tools whose sku starts with `sku`, which the API lists by sku and no other way.
 */
export type ToolListFilter = { q: string; stockFirst: boolean } | { sku: string };

const requestOf = (filter: ToolListFilter): ToolPageQuery =>
  'sku' in filter
    ? { sku: filter.sku, limit: TOOLS_PAGE_MAX }
    : { q: filter.q, sort: filter.stockFirst ? 'stock_asc' : 'name', limit: TOOLS_PAGE_MAX };

/** The filtered tools, 48 at a time, with how many match in all (for "All Tools: N"). */
export function toolListQuery(filter: ToolListFilter) {
  const query = requestOf(filter);
  return cursorPagedQuery(queryKeys.pages(toolRoutes.listTools, listToolsInput(query)), (cursor, signal) =>
    callApi(toolRoutes.listTools, listToolsInput({ ...query, cursor }), { signal }),
  );
}

/** `filter` null: a search no tool can match, so nothing is asked. */
export const useToolList = (filter: ToolListFilter | null) =>
  useInfiniteQuery({
    ...toolListQuery(filter ?? { q: '', stockFirst: false }),
    enabled: filter !== null,
    select: ({ pages }) => ({ tools: pages.flatMap((page) => page.tools), total: pages[0]?.total }),
    // The rows found for the last search stay, under a progress bar, while the next one loads.
    placeholderData: keepPreviousData,
  });
