import type { CompanyStatus } from '@store/contract/company';
import { companyRoutes } from '@store/contract/company-routes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { cursorPagedQuery } from '../../../../lib/cursor-paging';
import { queryKeys } from '../../../../lib/query-keys';

const COMPANIES_PER_PAGE = 50;

/** Every company, applications first and then the newest, optionally of one status. */
export function allCompaniesQuery(status: CompanyStatus | undefined) {
  const query = { status, limit: COMPANIES_PER_PAGE };
  return cursorPagedQuery(queryKeys.pages(companyRoutes.listCompanies, { query }), (cursor, signal) =>
    callApi(companyRoutes.listCompanies, { query: { ...query, cursor } }, { signal }),
  );
}

/** The rows of the last status stay until those of the new one come. */
export const useAllCompanies = (status: CompanyStatus | undefined) =>
  useInfiniteQuery({ ...allCompaniesQuery(status), placeholderData: keepPreviousData, select: ({ pages }) => pages.flatMap((page) => page.companies) });
