import { userRoutes } from '@store/contract/user-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateResources } from '../../../../lib/query-keys';

/** The server sets the admin custom claim. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(userRoutes.makeAdmin, { params: { email } }),
    onSuccess: () => invalidateResources(queryClient, 'user'),
  });
}
