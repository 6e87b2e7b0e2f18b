import type { AcceptQuoteBody } from '@store/contract/order';
import { quoteRoutes } from '@store/contract/quote-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

interface AcceptQuote {
  quoteId: string;
  body: AcceptQuoteBody;
  /** Makes a retry of the same attempt find the first order, not make a second. */
  idempotencyKey: string;
}

/** Accepts a quoted quote: the answer is the order placed at the quoted prices. */
export function useAcceptQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, body, idempotencyKey }: AcceptQuote) =>
      callApi(quoteRoutes.acceptQuote, { params: { id: quoteId }, body, headers: { 'Idempotency-Key': idempotencyKey } }),
    onSettled: () => invalidateResources(queryClient, 'quotes', 'orders', 'tools', 'stats'),
  });
}
