import type { Locale } from '@store/contract/locale';
import { searchRoutes } from '@store/contract/search-routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Suggestions for what has been typed, in the page's language. */
export function suggestionsQuery(q: string, lang: Locale) {
  const input = { query: { q, lang } };
  return queryOptions({
    queryKey: queryKeys.call(searchRoutes.suggest, input),
    queryFn: ({ signal }) => callApi(searchRoutes.suggest, input, { signal }),
  });
}

/**
 * The suggestions for `q` once it is long enough to ask for (null before); those of the text before stay in
 * view while the next arrive, so the list does not flicker as one types.
 */
export const useSuggestions = (q: string, lang: Locale, enabled: boolean) =>
  useQuery({ ...suggestionsQuery(q, lang), enabled, placeholderData: keepPreviousData });
