import type { MyCompany } from '@store/contract/company';
import { companyRoutes } from '@store/contract/company-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/**
 * Joins the company of an invitation to the signed-in user's verified email. `onJoined` is the mutation's own
 * callback, not mutate()'s: the company's page then takes the invitation's place, and a callback of mutate() would
 * be dropped with the unmounted invitation before it could say so.
 */
export function useAcceptInvitation(onJoined: (company: MyCompany) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) => callApi(companyRoutes.acceptInvitation, { params: { id: invitationId } }),
    onSuccess: onJoined,
    onSettled: () => invalidateResources(queryClient, 'companies'),
  });
}
