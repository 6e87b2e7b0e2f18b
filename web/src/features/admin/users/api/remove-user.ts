import { userRoutes } from '@store/contract/user-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateResources } from '../../../../lib/query-keys';

/** Removes the account and its users/ document; the server cancels the user's pending orders (units back in stock). */
export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => callApi(userRoutes.removeUser, { params: { uid } }),
    onSuccess: () => invalidateResources(queryClient, 'user', 'orders', 'tools', 'stats'),
  });
}
