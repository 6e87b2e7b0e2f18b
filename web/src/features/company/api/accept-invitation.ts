import { tradeAccountRoutes } from '@store/contract/trade-account-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/** Joins the company of an invitation to the signed-in user's verified email. */
export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => callApi(tradeAccountRoutes.acceptInvitation, { params: { id: invitationId } }),
    onSettled: () => invalidateResources(queryClient, 'companies'),
  });
}
