import type { UpdateCompanyBody } from '@store/contract/company';
import { companyRoutes } from '@store/contract/company-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateResources } from '../../../../lib/query-keys';

/**
 * An administrator decides an application (approve with a credit limit and terms, or decline with a reason), or
 * changes an approved account's limit, terms or hold. The list loads again either way: a refusal (a limit below
 * what the company owes) means the figures on screen were out of date.
 */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: string; body: UpdateCompanyBody }) =>
      callApi(companyRoutes.updateCompany, { params: { id: companyId }, body }),
    onSettled: () => invalidateResources(queryClient, 'companies'),
  });
}
