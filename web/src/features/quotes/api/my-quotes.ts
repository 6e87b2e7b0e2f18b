import { quoteRoutes } from '@store/contract/quote-routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cursorPagedQuery } from '../../../lib/cursor-paging';
import { queryKeys } from '../../../lib/query-keys';

const QUOTES_PER_PAGE = 20;

/** The signed-in user's quotes, newest first, a page at a time. Keyed by user too. */
export function myQuotesQuery(uid: string | undefined) {
  const query = { limit: QUOTES_PER_PAGE };
  return cursorPagedQuery([...queryKeys.pages(quoteRoutes.listQuotes, { query }), { uid }], (cursor, signal) =>
    callApi(quoteRoutes.listQuotes, { query: { ...query, cursor } }, { signal }),
  );
}

export const useMyQuotes = (uid: string | undefined) =>
  useInfiniteQuery({ ...myQuotesQuery(uid), enabled: Boolean(uid), select: ({ pages }) => pages.flatMap((page) => page.quotes) });
