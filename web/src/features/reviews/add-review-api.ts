import type { ReviewInput } from '@store/contract/review';
import { apiPaths } from '@store/contract/routes';
import { apiFetch } from '../../lib/api-client';

/** POST /api/review: the server takes the reviewer's name from their profile. */
export async function addReview(input: ReviewInput): Promise<void> {
  await apiFetch<unknown>(apiPaths.reviews, { method: 'POST', body: input });
}
