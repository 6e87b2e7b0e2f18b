import type { Company } from '@store/contract/trade-account';

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
