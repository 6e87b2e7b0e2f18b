import type { ReviewPage } from '@store/contract/review';
import { apiPaths } from '@store/contract/routes';
import { apiFetch } from '../../lib/api-client';
import { useAsync } from '../../lib/use-async';

/** GET /api/review: the newest reviews first. (Typed, not parsed: zod stays out of Home's first download.) */
export function useLatestReviews(limit: number) {
  return useAsync((signal) => apiFetch<ReviewPage>(apiPaths.reviews, { query: { limit }, signal }), [limit]);
}
