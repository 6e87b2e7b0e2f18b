import { companyOrderRoutes } from '@store/contract/company-order-routes';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi, callApiForFile } from '../../../lib/api-client';
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

/** The statement as a CSV file, fetched with the user's ID token (a link cannot send it). Reads only. */
export function useStatementCsv() {
  return useMutation({
    mutationFn: (companyId: string) => callApiForFile(companyOrderRoutes.getStatement, { params: { id: companyId }, query: { format: 'csv' } }),
  });
}
