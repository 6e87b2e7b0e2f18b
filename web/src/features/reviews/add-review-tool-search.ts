import { api } from '@store/contract/routes';
import type { Tool } from '@store/contract/tool';
import { callApi } from '../../lib/api-client';
import { useAsync } from '../../lib/use-async';
import { useDebouncedValue } from '../../lib/use-debounced-value';

export type ToolOption = Pick<Tool, 'id' | 'name' | 'picture'>;

const SEARCH_DELAY_MS = 250;
const OPTIONS_LIMIT = 20;

/** Tools whose name matches what the reviewer types (the API searches by word prefix). */
export function useToolSearch(text: string) {
  const query = useDebouncedValue(text.trim().slice(0, 40), SEARCH_DELAY_MS);
  return useAsync(
    async (signal): Promise<ToolOption[]> => {
      const page = await callApi(api.listTools, { query: { q: query || undefined, sort: 'name', limit: OPTIONS_LIMIT } }, { signal });
      return page.tools.map(({ id, name, picture }) => ({ id, name, picture }));
    },
    [query],
  );
}
