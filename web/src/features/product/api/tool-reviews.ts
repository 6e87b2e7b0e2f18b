import { reviewRoutes } from '@store/contract/review-routes';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How many reviews the product page shows at first, and adds with each "More reviews". */
export const TOOL_REVIEWS_PAGE = 5;

/** A tool's reviews, newest first, a page at a time. */
export function toolReviewsQuery(toolId: string) {
  const input = { query: { toolId, limit: TOOL_REVIEWS_PAGE } };
  return infiniteQueryOptions({
    queryKey: queryKeys.pages(reviewRoutes.listReviews, input),
    queryFn: ({ pageParam, signal }) => callApi(reviewRoutes.listReviews, { query: { ...input.query, cursor: pageParam } }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export const useToolReviews = (toolId: string) => useInfiniteQuery(toolReviewsQuery(toolId));
