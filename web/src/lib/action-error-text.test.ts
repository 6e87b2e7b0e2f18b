import { INTL_LOCALE, type Locale } from '@store/contract/locale';
import { describe, expect, it } from 'vitest';
import { actionErrorText } from './action-error-text';
import { ApiError, errorText } from './api-client';
import { createIntl, type Catalog } from './i18n/intl';
import bn from './i18n/messages/bn.json';
import en from './i18n/messages/en.json';

const CATALOGS = { en, bn } as unknown as Record<Locale, Catalog>;
const intlOf = (locale: Locale) =>
  createIntl({
    locale: INTL_LOCALE[locale],
    messages: CATALOGS[locale],
    onError: (error) => {
      throw error;
    },
  });
const english = intlOf('en');
const bangla = intlOf('bn');

const stockRefusal = new ApiError(409, 'insufficient-stock', 'Only 3 units of Cordless Drill are available');
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

describe('error texts in the page language', () => {
  it("shows the API's own words on English pages, as before", () => {
    expect(actionErrorText(stockRefusal, english)).toBe('Only 3 units of Cordless Drill are available');
    expect(errorText(new ApiError(429, 'rate-limited', 'Too many orders in a minute: at most 10.'), english)).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(errorText(new ApiError(0, 'network', 'Cannot reach the server. Check your connection and try again.'), english)).toBe(
      'Cannot reach the server. Check your connection and try again.',
    );
    expect(errorText(new TypeError('Failed to fetch dynamically imported module'), english)).toBe('Failed to fetch dynamically imported module');
  });

  it("words an error's code in Bangla on Bangla pages", () => {
    expect(actionErrorText(stockRefusal, bangla)).toBe('স্টকে এত ইউনিট নেই।');
    expect(errorText(new ApiError(0, 'network', 'Cannot reach the server.'), bangla)).toBe(
      'সার্ভারের সঙ্গে যোগাযোগ করা যাচ্ছে না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
    expect(errorText(new TypeError('Failed to fetch dynamically imported module'), bangla)).toBe('কিছু একটা সমস্যা হয়েছে। আবার চেষ্টা করুন।');
  });

  it("falls back to the API's words for a code it has no message for", () => {
    // A page that only reads words the failures of loading; a refusal there keeps the API's words.
    expect(errorText(stockRefusal, bangla)).toBe('Only 3 units of Cordless Drill are available');
    expect(actionErrorText(new ApiError(409, 'sku-taken', 'Another tool has the sku DR-1'), bangla)).toBe('Another tool has the sku DR-1');
  });

  it("words the sign-in service's errors in either language, with a general message for the others", () => {
    expect(actionErrorText(firebaseError('auth/too-many-requests'), english)).toBe(
      'Too many attempts. Wait a few minutes, or reset your password, and try again.',
    );
    expect(actionErrorText(firebaseError('auth/too-many-requests'), bangla)).toBe(
      'অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট অপেক্ষা করুন, অথবা পাসওয়ার্ড রিসেট করে আবার চেষ্টা করুন।',
    );
    expect(actionErrorText(firebaseError('auth/internal-error'), english)).toBe('Something went wrong while signing in. Please try again.');
    expect(actionErrorText(firebaseError('auth/wrong-password'), bangla, { 'auth/wrong-password': 'authError.wrongPassword' })).toBe(
      'পাসওয়ার্ড ভুল হয়েছে। আবার চেষ্টা করুন, অথবা পাসওয়ার্ড রিসেট করুন।',
    );
  });
});
