import type { MyCompany } from '@store/contract/company';
import type { QueryClient } from '@tanstack/react-query';
import { myCompanyQuery } from '../domains/companies/api/my-company';
import { testCompany } from './company';
import { testQueryClient } from './render';

/**
 * The signed-in test customer's own view of a trade account: an approved account of ৳500,000 with ৳380,000
 * available, where they are a buyer with no order limit, unless `fields` say otherwise.
 */
export function testMyCompany(fields: Partial<MyCompany> = {}): MyCompany {
  return { ...testCompany(), role: 'buyer', orderLimit: null, ...fields };
}

/**
 * An API cache that already knows the trade account of the signed-in test customer ("customer-uid"): none
 * (the API's 404) unless given. Checkout asks for it; a test about something else starts with it known, so
 * that its own calls are the only ones.
 */
export function knownTradeAccount(company: MyCompany | null = null, queryClient: QueryClient = testQueryClient()): QueryClient {
  queryClient.setQueryData(myCompanyQuery('customer-uid').queryKey, company);
  return queryClient;
}
