import { reviewModerationRoutes } from '@store/contract/review-moderation-routes';
import { toolRoutes } from '@store/contract/tool-routes';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources, queryKeys } from '../../../lib/query-keys';

/**
 * After a review is hidden, shown or deleted: every list of reviews (public and the administrators'), and the
 * tools' own answers, which carry the rating totals. Lists of tools carry no totals that anything shows, so
 * they are left alone.
 */
export async function invalidateModeratedReview(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidateResources(queryClient, 'review'),
    queryClient.invalidateQueries({ queryKey: queryKeys.anyInput(toolRoutes.getTool) }),
  ]);
}

/** Hides a review from every public list and the rating totals, or shows it again (administrators). */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, hidden }: { reviewId: string; hidden: boolean }) =>
      callApi(reviewModerationRoutes.moderateReview, { params: { id: reviewId }, body: { hidden } }),
    onSuccess: () => invalidateModeratedReview(queryClient),
  });
}
