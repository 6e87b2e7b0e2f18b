import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney } from './format';

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [-3, '-$3.00'],
  ])('writes %d as %s', (amount, written) => expect(formatMoney(amount)).toBe(written));
});

describe('formatCount', () => {
  it.each([
    [1200, '1,200'],
    [7, '7'],
  ])('writes %d as %s', (count, written) => expect(formatCount(count)).toBe(written));
});
