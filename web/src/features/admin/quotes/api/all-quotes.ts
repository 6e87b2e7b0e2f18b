import type { QuoteStatus } from '@store/contract/quote';
import { quoteRoutes } from '@store/contract/quote-routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { cursorPagedQuery } from '../../../../lib/cursor-paging';
import { queryKeys } from '../../../../lib/query-keys';

const QUOTES_PER_PAGE = 20;

/** Every customer's quotes, newest first, optionally of one status. */
export function allQuotesQuery(status: QuoteStatus | undefined) {
  const query = { scope: 'all' as const, status, limit: QUOTES_PER_PAGE };
  return cursorPagedQuery(queryKeys.pages(quoteRoutes.listQuotes, { query }), (cursor, signal) =>
    callApi(quoteRoutes.listQuotes, { query: { ...query, cursor } }, { signal }),
  );
}

export const useAllQuotes = (status: QuoteStatus | undefined) =>
  useInfiniteQuery({ ...allQuotesQuery(status), select: ({ pages }) => pages.flatMap((page) => page.quotes) });
