import { reviewModerationRoutes } from '@store/contract/review-moderation-routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { cursorPagedQuery } from '../../../../lib/cursor-paging';
import { queryKeys } from '../../../../lib/query-keys';

const REVIEWS_PER_PAGE = 20;

/** Every review, hidden ones too and marked, newest first; of one tool when `toolId` is given. */
export function allReviewsQuery(toolId: string | undefined) {
  const query = { toolId, limit: REVIEWS_PER_PAGE };
  return cursorPagedQuery(queryKeys.pages(reviewModerationRoutes.listAllReviews, { query }), (cursor, signal) =>
    callApi(reviewModerationRoutes.listAllReviews, { query: { ...query, cursor } }, { signal }),
  );
}

export const useAllReviews = (toolId: string | undefined) =>
  useInfiniteQuery({ ...allReviewsQuery(toolId), select: ({ pages }) => pages.flatMap((page) => page.reviews) });
