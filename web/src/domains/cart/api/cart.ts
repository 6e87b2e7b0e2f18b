import type { Cart } from '@store/contract/cart';
import { cartRoutes } from '@store/contract/cart-routes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in user's cart, kept by the server. Keyed by user too: another account never sees it cached. */
export function cartQuery(uid: string | undefined) {
  return queryOptions({
    queryKey: [...queryKeys.call(cartRoutes.getCart, {}), { uid }],
    queryFn: ({ signal }) => callApi(cartRoutes.getCart, {}, { signal }),
    enabled: Boolean(uid),
  });
}

export const useCart = (uid: string | undefined) => useQuery(cartQuery(uid));

/** Sets a line of the cart (adds it if new); the answer is the whole cart, priced again, which replaces the cached one. */
export function useSetCartLine(uid: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ toolId, quantity }: { toolId: string; quantity: number }) =>
      callApi(cartRoutes.setCartLine, { params: { toolId }, body: { quantity } }),
    onSuccess: (cart: Cart) => queryClient.setQueryData(cartQuery(uid).queryKey, cart),
  });
}
