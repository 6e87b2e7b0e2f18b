import { api } from '@store/contract/routes';
import { callApi } from '../../../../lib/api-client';
import { useAsync } from '../../../../lib/use-async';

/** Units and revenue per month, oldest first. */
export function useSalesStats() {
  return useAsync((signal) => callApi(api.salesStats, {}, { signal }), []);
}
