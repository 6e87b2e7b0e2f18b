import type { Tool, ToolCategory } from '@store/contract/tool';
import { useQuery } from '@tanstack/react-query';
import { toolPageQuery } from '../../../domains/tools/api/tools';

/** How many related tools a product page shows. */
export const RELATED_COUNT = 4;

/** Tools of `category`: one more than shown, so there are still enough once the page's own tool is left out. */
export const relatedToolsQuery = (category: ToolCategory) => toolPageQuery({ category, sort: 'name', limit: RELATED_COUNT + 1 });

/** Up to RELATED_COUNT other tools of the tool's category (none when it has no category). */
export function useRelatedTools(tool: Pick<Tool, 'id' | 'category'>) {
  return useQuery({
    ...relatedToolsQuery(tool.category ?? 'accessories'),
    enabled: tool.category !== null,
    select: (page) => page.tools.filter((other) => other.id !== tool.id).slice(0, RELATED_COUNT),
  });
}
