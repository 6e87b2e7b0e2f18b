import type { CompanyPaymentBody } from '@store/contract/company';
import { companyOrderRoutes } from '@store/contract/company-order-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateResources } from '../../../../lib/query-keys';

/**
 * Money a company paid, recorded by an administrator: the server applies it to the company's unpaid account
 * orders, oldest due first, and answers which orders it went to. Those orders and the company's figures change.
 */
export function useRecordCompanyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, body }: { companyId: string; body: CompanyPaymentBody }) =>
      callApi(companyOrderRoutes.recordCompanyPayment, { params: { id: companyId }, body }),
    onSuccess: () => invalidateResources(queryClient, 'companies', 'orders'),
  });
}
