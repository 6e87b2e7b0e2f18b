import { toolRoutes } from '@store/contract/tool-routes';
import { TOOLS_PAGE_MAX } from '@store/contract/tool';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { listToolsInput, type ToolPageQuery } from '../../../../domains/tools/api/tools';
import { queryKeys } from '../../../../lib/query-keys';
import { cursorPagedQuery } from '../../../../lib/cursor-paging';

/**
 * What Manage Products lists: the tools the store's search finds for `q`, by name or sku alike (every tool when
 * empty), best match first (by name without a search) or fewest units first.
 */
export interface ToolListFilter {
  q: string;
  stockFirst: boolean;
}

// No sort with a search: the API's own order for one is the best match.
const requestOf = ({ q, stockFirst }: ToolListFilter): ToolPageQuery => ({
  q,
  sort: stockFirst ? 'stock_asc' : q ? undefined : 'name',
  limit: TOOLS_PAGE_MAX,
});

/** The filtered tools, 48 at a time, with how many match in all (for "All Tools: N"). */
export function toolListQuery(filter: ToolListFilter) {
  const query = requestOf(filter);
  return cursorPagedQuery(queryKeys.pages(toolRoutes.listTools, listToolsInput(query)), (cursor, signal) =>
    callApi(toolRoutes.listTools, listToolsInput({ ...query, cursor }), { signal }),
  );
}

export const useToolList = (filter: ToolListFilter) =>
  useInfiniteQuery({
    ...toolListQuery(filter),
    select: ({ pages }) => ({ tools: pages.flatMap((page) => page.tools), total: pages[0]?.total }),
    // The rows found for the last search stay, under a progress bar, while the next one loads.
    placeholderData: keepPreviousData,
  });
