import type { ReviewInput } from '@store/contract/review';
import { apiPaths } from '@store/contract/routes';
import { apiCall } from '../../lib/api-client';

/**
 * POST /api/review: the server takes the reviewer's name from their profile. A customer has one review per
 * tool; the server answers 200 rather than 201 when this one replaced their earlier review of the tool.
 */
export async function addReview(input: ReviewInput): Promise<{ replaced: boolean }> {
  const { status } = await apiCall(apiPaths.reviews, { method: 'POST', body: input });
  return { replaced: status === 200 };
}
