// Intl's NumberFormat options of ES2023 (trailingZeroDisplay below), which Node 20 and current browsers have; the
// project's target stays ES2022 (an older browser ignores the option and writes "৳50,000.00").
/// <reference lib="es2023.intl" />
import { STORE_CURRENCY } from './constants';
import { INTL_LOCALE, type Locale } from './locale';

// Money, in one place for the web app and the functions alike (the schema of an amount a caller sends is beside it,
// in money-schema.ts: this module has no zod, so the storefront's pages add and format money without downloading it). Amounts travel as decimal numbers of taka with at
// most two places (JSON has no decimal type); every sum, difference, product and comparison is done in whole
// poisha and turned back, so 0.1 + 0.2 is 0.3 and never 0.30000000000000004.

/** The largest amount any field takes: a trillion taka, far beyond any order, well inside exact integers of poisha. */
export const MONEY_MAX = 1e12;

/** Whole poisha of an amount that has at most two decimals (every amount the store has accepted). */
export const toPoisha = (amount: number): number => Math.round(amount * 100);
export const fromPoisha = (poisha: number): number => poisha / 100;

/** The sum of amounts, exact. */
export const sumMoney = (amounts: readonly number[]): number => fromPoisha(amounts.reduce((sum, amount) => sum + toPoisha(amount), 0));

/** `a` less `b`, exact (may be negative). */
export const subtractMoney = (a: number, b: number): number => fromPoisha(toPoisha(a) - toPoisha(b));

/** A line's total: its unit price times its quantity, exact (19.99 x 3 is 59.97). */
export const lineTotal = (unitPrice: number, quantity: number): number => fromPoisha(toPoisha(unitPrice) * quantity);

/**
 * The whole poisha at or above, and at or below, an amount that may have more decimals (a price range's ends, which
 * the query may write as 99.995): the slack absorbs binary fractions (4200.5 * 100 is 420050.00000000006).
 */
export const poishaAtLeast = (amount: number): number => Math.ceil(amount * 100 - 1e-6);
export const poishaAtMost = (amount: number): number => Math.floor(amount * 100 + 1e-6);

/** Negative when `a` is less than `b`, 0 when equal, positive when more: poisha against poisha. */
export const compareMoney = (a: number, b: number): number => toPoisha(a) - toPoisha(b);

/**
 * Whether a number, as JSON or a form gave it, is an amount the store can take: finite, not negative zero, and
 * written with at most two decimals. The test reads the number's shortest decimal form (JavaScript's own
 * `String()`), so 1e-9, 5e-324, 0.001 and 1e21 are refused before any arithmetic could round them to a poisha.
 */
export const isWholePoisha = (value: number): boolean => Number.isFinite(value) && !Object.is(value, -0) && /^-?\d+(\.\d{1,2})?$/.test(String(value));

/**
 * How one language writes amounts of `currency` (ISO 4217): the sign first with no space, in English and in Bangla
 * alike ("৳1,234.50", "৳১,২৩৪.৫০"; "-৳1,234.50" below zero), as a Dhaka shopper reads a price. A whole amount has no
 * decimals ("৳50,000", "৳৫০,০০০"); one with poisha has all the currency's (two for taka). The digits and grouping are
 * the language's own, as Intl writes them: en-US groups by thousands ("৳1,234,567"), bn-BD in lakhs and crores
 * ("৳১২,৩৪,৫৬৭"). A sign of letters keeps the space its language puts beside it ("CHF 1,234.50", "CHF ১,২৩৪.৫০").
 */
export interface MoneyFormat {
  (amount: number): string;
}

const moneyFormats = new Map<string, MoneyFormat>();

/** The parts of a formatted number that start its digits: the sign goes just before the first of them. */
const NUMBER_START = new Set<Intl.NumberFormatPartTypes>(['integer', 'nan', 'infinity']);

/**
 * `intl`'s writing of `amount`, with the currency sign moved before the number where the language puts it after
 * (bn-BD writes "১,২৩৪.৫০৳"): after the minus, with the space Intl kept between a sign of letters and the number.
 */
function signFirst(intl: Intl.NumberFormat, amount: number): string {
  const parts = intl.formatToParts(amount);
  const at = parts.findIndex((part) => part.type === 'currency');
  const number = parts.findIndex((part) => NUMBER_START.has(part.type));
  if (at < 0 || number < 0 || at < number) return parts.map((part) => part.value).join('');
  const spaced = parts[at - 1]?.type === 'literal';
  const symbol = parts.slice(spaced ? at - 1 : at, at + 1).reverse();
  const rest = parts.filter((_, i) => i !== at && !(spaced && i === at - 1));
  rest.splice(number, 0, ...symbol);
  return rest.map((part) => part.value).join('');
}

/**
 * The money format of `locale` for `currency`, built once (Intl's formatters are costly to build). `compact` writes
 * a chart's short figures ("৳12.3K"; "৳১২.৩ হা"), to a tenth at most.
 */
export function moneyFormatFor(locale: Locale, currency: string, style: 'full' | 'compact' = 'full'): MoneyFormat {
  const key = `${locale} ${currency} ${style}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const intl = new Intl.NumberFormat(INTL_LOCALE[locale], {
      style: 'currency',
      currency,
      // The narrow symbol, since en-US would otherwise write "BDT 1,234.50".
      currencyDisplay: 'narrowSymbol',
      // "৳50,000", not "৳50,000.00"; an amount with poisha keeps the currency's two decimals ("৳1,234.50").
      trailingZeroDisplay: 'stripIfInteger',
      ...(style === 'compact' && { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }),
    });
    // A negative zero (a difference that came to nothing) is "৳0", not "-৳0". (signDisplay: 'negative' would say
    // so too, but a browser older than that option refuses to build the formatter at all.)
    format = (amount) => signFirst(intl, amount === 0 ? 0 : amount);
    moneyFormats.set(key, format);
  }
  return format;
}

/** An amount in the store's currency, in English ("৳1,234.50"): how the API's error messages write one. */
export const formatMoney = (amount: number): string => moneyFormatFor('en', STORE_CURRENCY)(amount);
