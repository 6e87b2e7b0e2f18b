import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [-3, '-$3.00'],
  ])('writes %d as %s', (amount, written) => expect(formatMoney(amount)).toBe(written));
});
