import type { ReviewInput } from '@store/contract/review';
import { reviewRoutes } from '@store/contract/review-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApiWithStatus } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/**
 * Posts the signed-in customer's review; the server takes the reviewer's name from their profile. A customer
 * has one review per tool: `replaced` says this one took the place of their earlier review of the tool.
 */
export function usePostReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ReviewInput) => {
      const { status } = await callApiWithStatus(reviewRoutes.postReview, { body: input });
      return { replaced: status === 200 };
    },
    // The latest reviews, and the tool's rating totals.
    onSuccess: () => invalidateResources(queryClient, 'review', 'tools'),
  });
}
