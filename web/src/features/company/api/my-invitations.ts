import { companyRoutes } from '@store/contract/company-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The invitations to join a company sent to the signed-in user's email. Keyed by user too. */
export function myInvitationsQuery(uid: string | undefined) {
  return queryOptions({
    queryKey: [...queryKeys.call(companyRoutes.listMyInvitations, {}), { uid }],
    queryFn: ({ signal }) => callApi(companyRoutes.listMyInvitations, {}, { signal }),
    enabled: Boolean(uid),
    select: ({ invitations }) => invitations,
  });
}

export const useMyInvitations = (uid: string | undefined) => useQuery(myInvitationsQuery(uid));
