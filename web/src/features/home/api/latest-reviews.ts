import { reviewRoutes } from '@store/contract/review-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How many reviews Home shows. */
export const HOME_REVIEW_COUNT = 6;

/** The newest reviews first. */
export function latestReviewsQuery(limit: number) {
  const input = { query: { limit } };
  return queryOptions({
    queryKey: queryKeys.call(reviewRoutes.listReviews, input),
    queryFn: ({ signal }) => callApi(reviewRoutes.listReviews, input, { signal }),
  });
}

export const useLatestReviews = (limit: number) => useQuery(latestReviewsQuery(limit));
