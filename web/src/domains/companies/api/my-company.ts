import { companyRoutes } from '@store/contract/company-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The signed-in user's trade account with their role in it (the owner also gets its members and open
 * invitations), or null when they belong to no company: the API's 404 for a non-member is an answer, not a
 * failure. Keyed by user too: another account never sees it cached. Checkout, the order page and the Company
 * pages all read it.
 */
export function myCompanyQuery(uid: string | undefined) {
  return queryOptions({
    queryKey: [...queryKeys.call(companyRoutes.getMyCompany, {}), { uid }],
    queryFn: async ({ signal }) => {
      try {
        return await callApi(companyRoutes.getMyCompany, {}, { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: Boolean(uid),
  });
}

export const useMyCompany = (uid: string | undefined) => useQuery(myCompanyQuery(uid));
