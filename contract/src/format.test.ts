import { describe, expect, it } from 'vitest';
import { formatCount, formattersFor } from './format';
import { formatMoney } from './money';

describe('formatMoney, in the store currency (taka)', () => {
  it.each([
    [1234.5, '৳1,234.50'],
    [0, '৳0'],
    [-3, '-৳3'],
  ])('writes %d as %s', (amount, written) => expect(formatMoney(amount)).toBe(written));
});

describe('formatCount', () => {
  it.each([
    [1200, '1,200'],
    [7, '7'],
  ])('writes %d as %s', (count, written) => expect(formatCount(count)).toBe(written));
});

describe('formattersFor', () => {
  const march5 = new Date('2026-03-05T10:00:00Z');

  it('writes taka, counts and days in English', () => {
    const { money, count, date } = formattersFor('en', 'BDT');
    expect(money(1234.5)).toBe('৳1,234.50');
    expect(money(-3)).toBe('-৳3');
    expect(count(1200)).toBe('1,200');
    expect(date(march5)).toBe('Mar 5, 2026');
  });

  it('writes taka, counts and days in Bangla: Bengali digits, lakh grouping, Bangla month names', () => {
    const { money, count, date } = formattersFor('bn', 'BDT');
    expect(money(1234.5)).toBe('৳১,২৩৪.৫০');
    expect(money(1234567)).toBe('৳১২,৩৪,৫৬৭');
    expect(count(1200)).toBe('১,২০০');
    expect(date(march5)).toBe('৫ মার্চ, ২০২৬');
  });

  it('writes the day of the store in Dhaka, wherever it runs', () => {
    expect(formattersFor('en', 'BDT').date('2026-03-04T20:00:00Z')).toBe('Mar 5, 2026');
  });

  it('follows the currency it is given', () => {
    expect(formattersFor('en', 'USD').money(1234.5)).toBe('$1,234.50');
  });
});
