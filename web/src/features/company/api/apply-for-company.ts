import type { ApplyCompanyBody } from '@store/contract/company';
import { companyRoutes } from '@store/contract/company-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/** Applies for a trade account: the applicant becomes its owner, and an administrator decides. */
export function useApplyForCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyCompanyBody) => callApi(companyRoutes.applyForCompany, { body }),
    onSuccess: () => invalidateResources(queryClient, 'companies'),
  });
}
