import { companyOrderRoutes } from '@store/contract/company-order-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The company's statement: its credit figures and every account order that counts on it, oldest first. */
export function statementQuery(companyId: string) {
  const input = { params: { id: companyId } };
  return queryOptions({
    queryKey: queryKeys.call(companyOrderRoutes.getStatement, input),
    queryFn: ({ signal }) => callApi(companyOrderRoutes.getStatement, input, { signal }),
  });
}

export const useStatement = (companyId: string | undefined) => useQuery({ ...statementQuery(companyId ?? ''), enabled: Boolean(companyId) });
