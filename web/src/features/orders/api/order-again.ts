import type { Order } from '@store/contract/order';
import { cartRoutes } from '@store/contract/cart-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/**
 * "Order again": puts each line of the order in the cart at the quantity ordered, one after the other (each
 * changes the same cart). A tool the shop no longer sells is skipped and counted.
 */
export function useOrderAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (order: Order) => {
      const gone: string[] = [];
      for (const line of order.lines) {
        try {
          await callApi(cartRoutes.setCartLine, { params: { toolId: line.toolId }, body: { quantity: line.quantity } });
        } catch (error) {
          if (error instanceof ApiError && error.code === 'not-found') gone.push(line.toolname);
          else throw error;
        }
      }
      return { gone };
    },
    onSettled: () => invalidateResources(queryClient, 'cart'),
  });
}
