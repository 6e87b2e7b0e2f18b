import type { Company } from '@store/contract/company';
import { vi, type MockInstance } from 'vitest';
import { jsonResponse, sentRequests } from './render';

/**
 * A company for a test: an approved trade account of ৳500,000 on net 30 days, owing ৳120,000 and on no hold,
 * unless `fields` say otherwise; in taka.
 */
export function testCompany(fields: Partial<Company> = {}): Company {
  return {
    id: 'company-1',
    name: 'Rahman Traders',
    tradeLicence: 'TRAD/DNCC/045123/2025',
    bin: '000123456-0101',
    address: '14 Nawabpur Road, Dhaka 1100',
    phone: '+880 1711 000000',
    status: 'approved',
    ownerUid: 'owner-uid',
    ownerEmail: 'owner@rahmantraders.com.bd',
    creditLimit: 500_000,
    termsDays: 30,
    outstanding: 120_000,
    available: 380_000,
    hold: false,
    holdReason: null,
    currency: 'BDT',
    createdAt: '2026-09-01T08:00:00.000Z',
    updatedAt: '2026-09-01T08:00:00.000Z',
    ...fields,
  };
}

/** An application as it stands before an administrator decides it: no limit, no terms, nothing owed. */
export function testApplication(fields: Partial<Company> = {}): Company {
  return testCompany({ status: 'applied', creditLimit: 0, termsDays: null, outstanding: 0, available: 0, ...fields });
}

/** A page of GET /api/companies. */
export const page = (companies: Company[], nextCursor: string | null = null) => jsonResponse({ companies, nextCursor });

/**
 * Stands in for the API of the Companies page: each read of the list (first, and again after each change) answers
 * `lists(url)`, and each other call (a change, a statement) the next of `changes`, in order.
 */
export function fakeCompanyApi({ lists, changes = [] }: { lists: (url: string) => Response; changes?: Response[] }): MockInstance<typeof fetch> {
  const answers = [...changes];
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    if ((init?.method ?? 'GET') === 'GET' && url.startsWith('/api/companies?')) return lists(url);
    const answer = answers.shift();
    if (!answer) throw new Error(`No answer for ${init?.method ?? 'GET'} ${url}`);
    return answer;
  });
}

/** The calls a fake company API saw other than the reads of the list, one "METHOD url body" line each. */
export const changesSent = (fetchSpy: MockInstance<typeof fetch>) => sentRequests(fetchSpy).filter((request) => !request.startsWith('GET /api/companies?'));
