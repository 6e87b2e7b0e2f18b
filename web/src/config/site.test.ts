import { COMPANY_NAME } from '@store/contract/company';
import { STORE_CURRENCY } from '@store/contract/format';
import { describe, expect, it } from 'vitest';
import { site } from './site';

describe('site', () => {
  it('shows the company under the name the API keeps customers from taking', () => {
    expect(site.companyName).toBe(COMPANY_NAME);
  });

  it('shows prices in the currency the API writes them in (its errors, its mail)', () => {
    expect(site.currency).toBe(STORE_CURRENCY);
  });
});
