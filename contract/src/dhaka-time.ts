/**
 * The store's calendar. The shop is in Dhaka: a day or a month that a person types or reads (a filter's From and
 * To, the day money was received, the day in a download's name, a date on a page or in a mail) is a day in Dhaka,
 * while stored times stay instants. Bangladesh keeps UTC+6 all year (no daylight saving since 2009), so a Dhaka
 * day is a fixed 24 hours of UTC: from 18:00 UTC of the day before to 18:00 UTC of the day itself.
 */

/** The store's time zone (IANA), for Intl's formatters. */
export const STORE_TIME_ZONE = 'Asia/Dhaka';

/** How far the store's clock is ahead of UTC, all year round. */
const STORE_UTC_OFFSET_MS = 6 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Dhaka wall clock of `instant`, as a Date whose UTC fields read it. */
const wallClock = (instant: Date | number | string) => new Date(new Date(instant).getTime() + STORE_UTC_OFFSET_MS);

/** The Dhaka day of an instant, as YYYY-MM-DD (2026-11-24T23:59Z is 2026-11-25, 05:59 in Dhaka); today when none is given. */
export const dhakaDay = (instant: Date | number | string = Date.now()): string => wallClock(instant).toISOString().slice(0, 10);

/** The Dhaka month of an instant, as YYYY-MM. */
export const dhakaMonth = (instant: Date | number | string = Date.now()): string => wallClock(instant).toISOString().slice(0, 7);

/** The instant a Dhaka day (YYYY-MM-DD) begins: midnight in Dhaka, 18:00 UTC of the day before. */
export const startOfDhakaDay = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) - STORE_UTC_OFFSET_MS);

/** The instant a Dhaka day (YYYY-MM-DD) is over: the next day's midnight in Dhaka, the first instant not in it. */
export const endOfDhakaDay = (day: string): Date => new Date(startOfDhakaDay(day).getTime() + DAY_MS);

/**
 * The instant a Dhaka month begins, `offset` months after the month of `instant` (0 its own, -1 the one before):
 * midnight of its 1st in Dhaka.
 */
export function startOfDhakaMonth(instant: Date | number | string, offset = 0): Date {
  const clock = wallClock(instant);
  return new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth() + offset, 1) - STORE_UTC_OFFSET_MS);
}
