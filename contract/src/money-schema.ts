import { isWholePoisha, MONEY_MAX } from './money';
import { z } from './zod';

interface AmountRange {
  /** `positive`: at least one poisha (a price, a payment); `zero`: 0 or more (a limit, an expected total). */
  min: 'positive' | 'zero';
  /** Defaults to MONEY_MAX. */
  max?: number;
}

/**
 * The schema of an amount a caller sends, named `label` in its messages: a number in whole poisha within the
 * range. Its messages are the ones the web app's forms translate, so every money field says the same words.
 */
export const moneyAmount = (label: string, { min, max = MONEY_MAX }: AmountRange) => {
  const number = z.number({ error: `${label} must be a number` });
  const bounded = min === 'positive' ? number.positive(`${label} must be more than 0`) : number.min(0, `${label} must be at least 0`);
  return bounded
    .max(max, max === MONEY_MAX ? `${label} is too large` : `${label} must be at most ${max}`)
    .refine(isWholePoisha, `${label} must be in whole poisha (at most 2 decimals)`);
};
