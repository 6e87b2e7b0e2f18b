import { COMPANY_NAME } from '@store/contract/store-name';
import { describe, expect, it } from 'vitest';
import { site } from './site';

describe('site', () => {
  it('shows the company under the name the API keeps customers from taking', () => {
    expect(site.companyName).toBe(COMPANY_NAME);
  });
});
