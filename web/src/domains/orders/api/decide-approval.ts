import type { ApprovalBody } from '@store/contract/company';
import { companyOrderRoutes } from '@store/contract/company-order-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/**
 * An owner's or approver's decision on an account order awaiting approval: approving takes its stock and the
 * company's credit (the server refuses with 409 when they no longer suffice), rejecting closes it with a reason.
 */
export function useDecideApproval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: ApprovalBody }) =>
      callApi(companyOrderRoutes.decideApproval, { params: { id: orderId }, body }),
    // A refusal may mean the order or the account moved on meanwhile: both load again either way.
    onSettled: () => invalidateResources(queryClient, 'orders', 'companies', 'tools'),
  });
}
