import { infiniteQueryOptions, type QueryKey, type UseInfiniteQueryResult } from '@tanstack/react-query';

/** A page of one of the API's cursor-paged lists. */
interface CursorPage {
  nextCursor: string | null;
}

/** A cursor-paged list read page by page ("Load more"): each page is fetched with the cursor the one before gave. */
export function cursorPagedQuery<Page extends CursorPage, Key extends QueryKey>(
  queryKey: Key,
  fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<Page>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/**
 * How a paged list stands, beyond its pages: `failed` when its first page, or a reload after a change, failed (a
 * "Load more" that failed is the footer's to show); `reloading` while it reads its pages again after a change.
 */
export function pagedListState(list: Pick<UseInfiniteQueryResult, 'isError' | 'isFetchNextPageError' | 'isFetching' | 'isFetchingNextPage'>) {
  return {
    failed: list.isError && !list.isFetchNextPageError && !list.isFetching,
    reloading: list.isFetching && !list.isFetchingNextPage,
  };
}
