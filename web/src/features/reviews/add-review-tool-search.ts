import type { Tool } from '@store/contract/tool';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toolPageQuery } from '../../domains/tools/api/tools';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export type ToolOption = Pick<Tool, 'id' | 'name' | 'picture'>;

const SEARCH_DELAY_MS = 250;
const OPTIONS_LIMIT = 20;

/** Tools whose name matches what the reviewer types (the API searches by word prefix). */
export function useToolSearch(text: string) {
  const q = useDebouncedValue(text.trim().slice(0, 40), SEARCH_DELAY_MS);
  return useQuery({
    ...toolPageQuery({ q, sort: 'name', limit: OPTIONS_LIMIT }),
    select: (page): ToolOption[] => page.tools.map(({ id, name, picture }) => ({ id, name, picture })),
    // The options found for the last text stay while the next search runs, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}
