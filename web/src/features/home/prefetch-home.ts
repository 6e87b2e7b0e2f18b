import type { PrefetchPage } from '../../lib/query-client';
import { featuredToolsQuery } from './api/featured-tools';
import { HOME_REVIEW_COUNT, latestReviewsQuery } from './api/latest-reviews';

/** Loads what Home shows first into the cache, for the server renderer and the route's loader. */
export const prefetchHome: PrefetchPage = async (queryClient) => {
  await Promise.all([
    queryClient.prefetchQuery(featuredToolsQuery()),
    queryClient.prefetchQuery(latestReviewsQuery(HOME_REVIEW_COUNT)),
  ]);
};
