import type { InviteMemberBody, UpdateMemberBody } from '@store/contract/company';
import { companyRoutes } from '@store/contract/company-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

// The owner's changes to the company's members; each loads the company (its members and invitations) again.

/** Invites an email to the company with a role (and, for a buyer, an order limit); re-inviting changes the invitation. */
export function useInviteMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberBody) => callApi(companyRoutes.inviteMember, { params: { id: companyId }, body }),
    onSuccess: () => invalidateResources(queryClient, 'companies'),
  });
}

/** Changes a member's role or order limit (null: none). */
export function useUpdateMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, body }: { uid: string; body: UpdateMemberBody }) =>
      callApi(companyRoutes.updateMember, { params: { id: companyId, uid }, body }),
    onSuccess: () => invalidateResources(queryClient, 'companies'),
  });
}

/** Removes a member from the company. */
export function useRemoveMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uid: string) => callApi(companyRoutes.removeMember, { params: { id: companyId, uid } }),
    onSuccess: () => invalidateResources(queryClient, 'companies'),
  });
}
