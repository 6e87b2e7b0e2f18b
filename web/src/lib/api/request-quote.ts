import type { CreateQuoteBody } from '@store/contract/quote';
import { api } from '@store/contract/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../api-client';
import { invalidateResources } from '../query-keys';

/** Asks the shop for a quote on some lines (from the product page or the cart); My Quotes lists it then. */
export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateQuoteBody) => callApi(api.requestQuote, { body }),
    onSuccess: () => invalidateResources(queryClient, 'quotes'),
  });
}
