import { api } from '@store/contract/routes';
import { TOOLS_PAGE_MAX, type Tool } from '@store/contract/tool';
import { callApi } from '../../../../lib/api-client';
import { usePagedList } from '../../use-paged-list';

/** Every tool, by name, 48 at a time, with the catalog's total for "All Tools: N". */
export function useToolList() {
  return usePagedList<Tool>(async (cursor, signal) => {
    const page = await callApi(api.listTools, { query: { sort: 'name', limit: TOOLS_PAGE_MAX, cursor } }, { signal });
    return { items: page.tools, nextCursor: page.nextCursor, total: page.total };
  }, []);
}
