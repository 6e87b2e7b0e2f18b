import { formattersFor } from '@store/contract/format';
import { INTL_LOCALE, type Locale } from '@store/contract/locale';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createIntl, type Catalog } from './i18n/intl';
import bn from './i18n/messages/bn.json';
import en from './i18n/messages/en.json';
import { availableCreditOf, paymentErrorText } from './payment-refusals';

const CATALOGS = { en, bn } as unknown as Record<Locale, Catalog>;
const say = (error: unknown, locale: Locale) =>
  paymentErrorText(error, createIntl({ locale: INTL_LOCALE[locale], messages: CATALOGS[locale], onError: (e) => { throw e; } }), formattersFor(locale, 'BDT'));

const beyondCredit = new ApiError(409, 'credit-limit', "This order is beyond the account's available credit of ৳12,500.50", [{ field: 'available', message: '12500.5' }]);

describe('the refusals of a trade account', () => {
  it('says the credit left as the page writes amounts', () => {
    expect(availableCreditOf(beyondCredit)).toBe(12_500.5);
    expect(say(beyondCredit, 'en')).toBe("This order is beyond the account's available credit of ৳12,500.50.");
    expect(say(beyondCredit, 'bn')).toBe('এই অর্ডারের টাকা অ্যাকাউন্টের বাকি ক্রেডিট ১২,৫০০.৫০৳-এর চেয়ে বেশি।');
  });

  it("says a refusal without the figure in the API's words, or the catalog's in Bangla", () => {
    const bare = new ApiError(409, 'credit-limit', "This order is beyond the account's available credit");
    expect(availableCreditOf(bare)).toBeUndefined();
    expect(say(bare, 'en')).toBe("This order is beyond the account's available credit");
    expect(say(bare, 'bn')).toBe('এই অর্ডারের টাকা অ্যাকাউন্টের বাকি ক্রেডিটের চেয়ে বেশি।');
  });

  it('says a hold', () => {
    const hold = new ApiError(409, 'credit-hold', 'This trade account is on hold until its overdue invoices are paid');
    expect(say(hold, 'en')).toBe('This trade account is on hold until its overdue invoices are paid');
    expect(say(hold, 'bn')).toBe('এই ট্রেড অ্যাকাউন্টটি হোল্ডে আছে: হোল্ড না ওঠা পর্যন্ত অ্যাকাউন্টে অর্ডার নেওয়া যাবে না।');
  });
});
