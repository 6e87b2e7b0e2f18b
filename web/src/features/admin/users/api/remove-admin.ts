import { userRoutes } from '@store/contract/user-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateResources } from '../../../../lib/query-keys';

/** The server refuses (409) to demote the last administrator. */
export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(userRoutes.removeAdmin, { params: { email } }),
    onSuccess: () => invalidateResources(queryClient, 'user'),
  });
}
