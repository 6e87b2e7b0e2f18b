import type { OrderExportQuery } from '@store/contract/order';
import { orderRoutes } from '@store/contract/order-routes';
import { useMutation } from '@tanstack/react-query';
import { callApiForFile } from '../../../../lib/api-client';

/** The orders the filters select as a CSV file, one row per order line. Reads only, so nothing to invalidate. */
export function useExportOrders() {
  return useMutation({
    mutationFn: (filters: OrderExportQuery) => callApiForFile(orderRoutes.exportOrders, { query: filters }),
  });
}
