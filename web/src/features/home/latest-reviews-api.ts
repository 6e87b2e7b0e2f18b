import { api } from '@store/contract/routes';
import { callApi } from '../../lib/api-client';
import { useAsync } from '../../lib/use-async';

/** The newest reviews first. */
export function useLatestReviews(limit: number) {
  return useAsync((signal) => callApi(api.listReviews, { query: { limit } }, { signal }), [limit]);
}
