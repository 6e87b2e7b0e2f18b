import type { DeliveryChoice } from '@store/contract/delivery-charge';
import { quoteDelivery } from '@store/contract/delivery-charge';
import { deliveryRoutes } from '@store/contract/delivery-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface QuotedLine {
  toolId: string;
  quantity: number;
}

/** What a courier delivery of `lines` to `district` costs, as the server prices it from the tools' weights. */
export function deliveryQuoteQuery(lines: readonly QuotedLine[], district: string) {
  const input = { body: { lines: lines.map(({ toolId, quantity }) => ({ toolId, quantity })), district } };
  return queryOptions({
    queryKey: queryKeys.call(deliveryRoutes.quoteDelivery, input),
    queryFn: ({ signal }) => callApi(deliveryRoutes.quoteDelivery, input, { signal }),
  });
}

/**
 * The delivery of an order's lines as `choice` says (nothing until there is one): a courier's charge from the
 * server, which knows the tools' weights; a pickup is free and needs no asking.
 */
export function useDeliveryQuote(lines: readonly QuotedLine[], choice: DeliveryChoice | null) {
  const district = choice?.method === 'courier' ? choice.district : '';
  const courier = useQuery({ ...deliveryQuoteQuery(lines, district), enabled: district !== '' && lines.length > 0 });
  if (!choice) return { quote: undefined, pending: false, error: null };
  if (choice.method === 'pickup') return { quote: quoteDelivery(choice, 0, 0), pending: false, error: null };
  return { quote: courier.data, pending: courier.isPending, error: courier.error, refetch: courier.refetch };
}
