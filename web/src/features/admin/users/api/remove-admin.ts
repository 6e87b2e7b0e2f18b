import { api } from '@store/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateResources } from '../../../../lib/query-keys';

/** The server refuses (409) to demote the last administrator. */
export function useRemoveAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => callApi(api.removeAdmin, { params: { email } }),
    onSuccess: () => invalidateResources(queryClient, 'user'),
  });
}
