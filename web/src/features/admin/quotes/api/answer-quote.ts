import type { UpdateQuoteBody } from '@store/contract/quote';
import { quoteRoutes } from '@store/contract/quote-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { invalidateResources } from '../../../../lib/query-keys';

/** An administrator answers a requested quote: prices and an expiry, or a decline with a reason. */
export function useAnswerQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, body }: { quoteId: string; body: UpdateQuoteBody }) => callApi(quoteRoutes.updateQuote, { params: { id: quoteId }, body }),
    onSettled: () => invalidateResources(queryClient, 'quotes'),
  });
}
