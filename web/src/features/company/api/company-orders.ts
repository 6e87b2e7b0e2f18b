import type { OrderStatus } from '@store/contract/order';
import { companyOrderRoutes } from '@store/contract/company-order-routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { cursorPagedQuery } from '../../../lib/cursor-paging';
import { queryKeys } from '../../../lib/query-keys';

const COMPANY_ORDERS_PER_PAGE = 20;

/**
 * The company's account orders, newest first, optionally of one status, a page at a time: every order for its
 * owner and approvers, a buyer's own for a buyer (the server decides which).
 */
export function companyOrdersQuery(companyId: string, status: OrderStatus | undefined) {
  const input = { params: { id: companyId }, query: { status, limit: COMPANY_ORDERS_PER_PAGE } };
  return cursorPagedQuery(queryKeys.pages(companyOrderRoutes.listCompanyOrders, input), (cursor, signal) =>
    callApi(companyOrderRoutes.listCompanyOrders, { ...input, query: { ...input.query, cursor } }, { signal }),
  );
}

export const useCompanyOrders = (companyId: string | undefined, status: OrderStatus | undefined) =>
  useInfiniteQuery({
    ...companyOrdersQuery(companyId ?? '', status),
    enabled: Boolean(companyId),
    select: ({ pages }) => pages.flatMap((page) => page.orders),
  });
