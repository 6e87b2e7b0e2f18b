import { statsRoutes } from '@store/contract/stats-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { queryKeys } from '../../../../lib/query-keys';

/** Units and revenue per month, oldest first. */
export function salesStatsQuery() {
  const input = {};
  return queryOptions({
    queryKey: queryKeys.call(statsRoutes.salesStats, input),
    queryFn: ({ signal }) => callApi(statsRoutes.salesStats, input, { signal }),
  });
}

export const useSalesStats = () => useQuery(salesStatsQuery());
