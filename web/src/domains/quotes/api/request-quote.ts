import type { CreateQuoteBody } from '@store/contract/quote';
import { quoteRoutes } from '@store/contract/quote-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources } from '../../../lib/query-keys';

/** Asks the shop for a quote on some lines (from the product page or the cart); My Quotes lists it then. */
export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuoteBody) => callApi(quoteRoutes.requestQuote, { body }),
    onSuccess: () => invalidateResources(queryClient, 'quotes'),
  });
}
