import type { ApplyCompanyBody } from '@store/contract/trade-account';
import { tradeAccountRoutes } from '@store/contract/trade-account-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/** Applies for a trade account: the applicant becomes its owner, and an administrator decides. */
export function useApplyForCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyCompanyBody) => callApi(tradeAccountRoutes.applyForCompany, { body }),
    onSuccess: () => invalidateResources(queryClient, 'companies'),
  });
}
