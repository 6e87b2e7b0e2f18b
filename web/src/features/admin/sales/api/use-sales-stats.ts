import { apiPaths } from '@store/contract/routes';
import { SalesStats } from '@store/contract/stats';
import { apiFetch } from '../../../../lib/api-client';
import { useAsync } from '../../../../lib/use-async';

/** GET /api/stats/sales: units and revenue per month, oldest first. */
export function useSalesStats() {
  return useAsync((signal) => apiFetch(apiPaths.salesStats, { schema: SalesStats, signal }), []);
}
