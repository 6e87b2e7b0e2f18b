import { INTL_LOCALE, type Locale } from './locale';

/**
 * The currency of every amount the API stores and writes (ISO 4217), as the web app's site.currency (site.test.ts
 * holds them equal): US dollars until the catalogue's prices are re-expressed in taka. The mail writes in it.
 */
export const STORE_CURRENCY = 'USD';

// Dollars by name rather than by STORE_CURRENCY: the storefront's first download carries this module, and the
// browser, which never reads the constant, then leaves it out.
const moneyFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** US dollars, as en-US writes them ("$1,234.50", "-$3.00"): how the API's errors show an amount until they speak Bangla. */
export const formatMoney = (amount: number): string => moneyFormat.format(amount);

/** A whole count with thousands separators ("1,200"). */
export const formatCount = (count: number): string => countFormat.format(count);

/** Amounts, counts and dates as one language writes them. */
export interface Formatters {
  /** "৳1,234.50" in English; "১,২৩৪.৫০৳" in Bangla (Bengali digits, lakh grouping, the sign after). */
  money: (amount: number) => string;
  /** A whole count ("1,200"; "১,২০০"). */
  count: (count: number) => string;
  /** A day ("Mar 5, 2026"; "৫ মার্চ, ২০২৬"). */
  date: (date: Date | number | string) => string;
}

const formattersByKey = new Map<string, Formatters>();

/**
 * The formatters of `locale` for amounts in `currency` (ISO 4217). Intl's formatters are costly to build, so
 * each pair is built once. The narrow symbol, since en-US would otherwise write "BDT 1,234.50".
 */
export function formattersFor(locale: Locale, currency: string): Formatters {
  const key = `${locale} ${currency}`;
  let formatters = formattersByKey.get(key);
  if (!formatters) {
    const tag = INTL_LOCALE[locale];
    const money = new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    // In the store's own zone, so the server and every visitor's browser write the same day.
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });
    formatters = {
      money: (amount) => money.format(amount),
      count: (value) => count.format(value),
      date: (value) => date.format(new Date(value)),
    };
    formattersByKey.set(key, formatters);
  }
  return formatters;
}
