import { reviewModerationRoutes } from '@store/contract/review-moderation-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateModeratedReview } from './moderate-review';

/** Deletes a review for good, hidden or not (administrators); its rating leaves the tool's totals. */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => callApi(reviewModerationRoutes.deleteReview, { params: { id: reviewId } }),
    onSuccess: () => invalidateModeratedReview(queryClient),
  });
}
