import { companyOrderRoutes } from '@store/contract/company-order-routes';
import { useMutation } from '@tanstack/react-query';
import { callApiForFile } from '../../../lib/api-client';

/**
 * A company's statement as a CSV file, fetched with the user's ID token (a link cannot send it): the member's
 * own company's, or any company's for an administrator. Reads only, so nothing to invalidate.
 */
export function useStatementCsv() {
  return useMutation({
    mutationFn: (companyId: string) => callApiForFile(companyOrderRoutes.getStatement, { params: { id: companyId }, query: { format: 'csv' } }),
  });
}
