import { formattersFor } from '@store/contract/format';
import { INTL_LOCALE, type Locale } from '@store/contract/locale';
import { describe, expect, it } from 'vitest';
import { actionErrorText } from '../../lib/action-error-text';
import { ApiError } from '../../lib/api-client';
import { createIntl, type Catalog } from '../../lib/i18n/intl';
import bn from '../../lib/i18n/messages/bn.json';
import en from '../../lib/i18n/messages/en.json';
import { availableCreditOf, PAYMENT_REFUSALS, paymentErrorText } from './payment-refusals';

const CATALOGS = { en, bn } as unknown as Record<Locale, Catalog>;
const intlOf = (locale: Locale) => createIntl({ locale: INTL_LOCALE[locale], messages: CATALOGS[locale], onError: (e) => { throw e; } });
const say = (error: unknown, locale: Locale) => paymentErrorText(error, intlOf(locale), formattersFor(locale, 'BDT'));

const beyondCredit = new ApiError(409, 'credit-limit', "This order is beyond the account's available credit of ৳12,500.50", [{ field: 'available', message: '12500.5' }]);

describe('the refusals of a trade account', () => {
  it('says the credit left as the page writes amounts', () => {
    expect(availableCreditOf(beyondCredit)).toBe(12_500.5);
    expect(say(beyondCredit, 'en')).toBe("This order is beyond the account's available credit of ৳12,500.50.");
    expect(say(beyondCredit, 'bn')).toBe('এই অর্ডারের টাকা অ্যাকাউন্টের ব্যবহারযোগ্য ক্রেডিট ৳১২,৫০০.৫০-এর চেয়ে বেশি।');
  });

  it("says a refusal without the figure in the API's words, or the catalog's in Bangla", () => {
    const bare = new ApiError(409, 'credit-limit', "This order is beyond the account's available credit");
    expect(availableCreditOf(bare)).toBeUndefined();
    expect(say(bare, 'en')).toBe("This order is beyond the account's available credit");
    expect(say(bare, 'bn')).toBe('এই অর্ডারের টাকা অ্যাকাউন্টের ব্যবহারযোগ্য ক্রেডিটের চেয়ে বেশি।');
  });

  it('says a hold', () => {
    const hold = new ApiError(409, 'credit-hold', 'This trade account is on hold until its overdue invoices are paid');
    expect(say(hold, 'en')).toBe('This trade account is on hold until its overdue invoices are paid');
    expect(say(hold, 'bn')).toBe('এই ট্রেড অ্যাকাউন্টটি স্থগিত। আবার চালু না হওয়া পর্যন্ত বাকিতে অর্ডার নেওয়া যাবে না।');
  });
});

describe('the refusals of a payment', () => {
  it("words the payment refusals where the page asks for them, and the API's words elsewhere", () => {
    const [english, bangla] = [intlOf('en'), intlOf('bn')];
    const codLimit = new ApiError(409, 'cod-limit', 'Cash on delivery is available for orders up to ৳50,000');
    expect(actionErrorText(codLimit, english, undefined, PAYMENT_REFUSALS)).toBe('Cash on delivery is available for orders up to ৳50,000');
    expect(actionErrorText(codLimit, bangla, undefined, PAYMENT_REFUSALS)).toBe('এত বড় অর্ডারে ক্যাশ অন ডেলিভারি নেওয়া হয় না। অন্য কোনোভাবে পেমেন্ট করুন।');
    expect(actionErrorText(new ApiError(409, 'overpayment', 'More than is due'), bangla, undefined, PAYMENT_REFUSALS)).toBe(
      'অঙ্কটি অর্ডারের বকেয়ার চেয়ে বেশি, বা টাকা ফেরতের বেলায় যা পরিশোধ হয়েছে তার চেয়ে বেশি।',
    );
    // The other refusals are still worded.
    const stockRefusal = new ApiError(409, 'insufficient-stock', 'Only 3 units of Cordless Drill are available');
    expect(actionErrorText(stockRefusal, bangla, undefined, PAYMENT_REFUSALS)).toBe('স্টকে এত ইউনিট নেই।');
    expect(actionErrorText(codLimit, bangla)).toBe('Cash on delivery is available for orders up to ৳50,000');
  });
});
