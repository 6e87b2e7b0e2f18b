import { z } from './zod';
import { CurrencyCode } from './common';
import { dhakaMonth } from './dhaka-time';

export const SalesMonth = z.object({
  /** "2026-08" */
  month: z.string(),
  units: z.number(),
  revenue: z.number(),
  orders: z.number(),
});
export type SalesMonth = z.infer<typeof SalesMonth>;

export const SalesQuery = z
  .object({
    months: z.coerce
      .number({ error: 'months must be a number' })
      .int('months must be a whole number')
      .min(1, 'months must be from 1 to 36')
      .max(36, 'months must be from 1 to 36')
      .default(12),
  })
  .strict();

/** Units and revenue of orders not cancelled, month by month, oldest first, months without sales included. */
export const SalesStats = z.object({ months: z.array(SalesMonth), currency: CurrencyCode });
export type SalesStats = z.infer<typeof SalesStats>;

/** "2026-08" for a date: its month in Dhaka, the months the sales are counted by. */
export const monthKey = (date: Date) => dhakaMonth(date);
