import { STORE_TIME_ZONE } from './dhaka-time';
import { INTL_LOCALE, type Locale } from './locale';
import { moneyFormatFor, type MoneyFormat } from './money';

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });


/** A whole count with thousands separators ("1,200"). */
export const formatCount = (count: number): string => countFormat.format(count);

/** Amounts, counts and dates as one language writes them. */
export interface Formatters {
  money: MoneyFormat;
  /** A whole count ("1,200"; "১,২০০"). */
  count: (count: number) => string;
  /** A day ("Mar 5, 2026"; "৫ মার্চ, ২০২৬"). */
  date: (date: Date | number | string) => string;
}

const formattersByKey = new Map<string, Formatters>();

/**
 * The formatters of `locale` for amounts in `currency` (ISO 4217). Intl's formatters are costly to build, so
 * each pair is built once.
 */
export function formattersFor(locale: Locale, currency: string): Formatters {
  const key = `${locale} ${currency}`;
  let formatters = formattersByKey.get(key);
  if (!formatters) {
    const tag = INTL_LOCALE[locale];
    const count = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
    // In the store's own zone, so the server and every visitor's browser write the same day.
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: STORE_TIME_ZONE });
    formatters = {
      money: moneyFormatFor(locale, currency),
      count: (value) => count.format(value),
      date: (value) => date.format(new Date(value)),
    };
    formattersByKey.set(key, formatters);
  }
  return formatters;
}
