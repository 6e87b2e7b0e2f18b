import { companyOrderRoutes } from '@store/contract/company-order-routes';
import { useMutation } from '@tanstack/react-query';
import { callApiForFile } from '../../../../lib/api-client';

/** A company's statement as a CSV file, fetched with the administrator's token. Reads only, so nothing to invalidate. */
export function useCompanyStatementCsv() {
  return useMutation({
    mutationFn: (companyId: string) => callApiForFile(companyOrderRoutes.getStatement, { params: { id: companyId }, query: { format: 'csv' } }),
  });
}
