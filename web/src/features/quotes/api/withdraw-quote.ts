import { quoteRoutes } from '@store/contract/quote-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/** The customer withdraws their quote while it is requested or quoted. */
export function useWithdrawQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) => callApi(quoteRoutes.updateQuote, { params: { id: quoteId }, body: { status: 'withdrawn' } }),
    onSettled: () => invalidateResources(queryClient, 'quotes'),
  });
}
