import { toolRoutes } from '@store/contract/tool-routes';
import { TOOLS_PAGE_MAX } from '@store/contract/tool';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { listToolsInput } from '../../../../lib/api/tools';
import { queryKeys } from '../../../../lib/query-keys';
import { cursorPagedQuery } from '../../../../lib/cursor-paging';

/** Every tool, by name, 48 at a time, with the catalog's total for "All Tools: N". */
export function toolListQuery() {
  const query = { sort: 'name' as const, limit: TOOLS_PAGE_MAX };
  return cursorPagedQuery(queryKeys.pages(toolRoutes.listTools, listToolsInput(query)), (cursor, signal) =>
    callApi(toolRoutes.listTools, listToolsInput({ ...query, cursor }), { signal }),
  );
}

export const useToolList = () =>
  useInfiniteQuery({
    ...toolListQuery(),
    select: ({ pages }) => ({ tools: pages.flatMap((page) => page.tools), total: pages[0]?.total }),
  });
