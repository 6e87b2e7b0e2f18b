import { cartRoutes } from '@store/contract/cart-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/** Takes a tool out of the cart; the cart (and the badge) load again. */
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (toolId: string) => callApi(cartRoutes.removeCartLine, { params: { toolId } }),
    onSuccess: () => invalidateResources(queryClient, 'cart'),
  });
}
