import { describe, expect, it } from 'vitest';
import { compareMoney, formatMoney, isWholePoisha, lineTotal, moneyFormatFor, subtractMoney, sumMoney, toPoisha } from './money';
import { moneyAmount } from './money-schema';

describe('money arithmetic', () => {
  it('multiplies a line exactly to the poisha', () => {
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(lineTotal(0.1, 3)).toBe(0.3);
  });
  it('adds in whole poisha', () => expect(sumMoney([0.1, 0.2, 19.99])).toBe(20.29));
  it('subtracts and compares in whole poisha', () => {
    expect(subtractMoney(1000.01, 400)).toBe(600.01);
    expect(subtractMoney(0.3, 0.1)).toBe(0.2);
    expect(compareMoney(0.1 + 0.2, 0.3)).toBe(0);
    expect(compareMoney(2000.02, 2000.01)).toBeGreaterThan(0);
  });
  it('turns 4200.5 into 420050 poisha, not 420050.00000000006', () => expect(toPoisha(4200.5)).toBe(420050));
});

describe('isWholePoisha and the amount schema', () => {
  it.each([0.01, 1, 1200, 1000.01, 4200.5, 999_999_999_999.99])('takes %s', (value) => expect(isWholePoisha(value)).toBe(true));
  it.each([5e-324, 1e-9, 9e-9, 0.001, 1.005, 0.1 + 0.2, -0, 1e21, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (value) =>
    expect(isWholePoisha(value)).toBe(false),
  );
  const amount = moneyAmount('amount', { min: 'positive' });
  it.each([5e-324, 1e-9, 0.001, -0, 0, -1, 1e21, '1e2', '12'])('a positive amount refuses %j, naming the field', (value) => {
    const parsed = amount.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.message).toMatch(/^amount /);
  });
  it('a limit takes 0 and refuses a part of a poisha', () => {
    const limit = moneyAmount('creditLimit', { min: 'zero' });
    expect(limit.safeParse(0).success).toBe(true);
    expect(limit.safeParse(0.005).error!.issues[0]!.message).toBe('creditLimit must be in whole poisha (at most 2 decimals)');
  });
});

describe('money formats: the sign first, no space, and decimals only for poisha', () => {
  const english = moneyFormatFor('en', 'BDT');
  const bangla = moneyFormatFor('bn', 'BDT');
  it.each([
    ['with poisha', 1234.5, '৳1,234.50', '৳১,২৩৪.৫০'],
    ['a single poisha', 0.01, '৳0.01', '৳০.০১'],
    ['whole taka', 50000, '৳50,000', '৳৫০,০০০'],
    ['zero', 0, '৳0', '৳০'],
    ['negative zero', -0, '৳0', '৳০'],
    ['a negative amount', -1234.5, '-৳1,234.50', '-৳১,২৩৪.৫০'],
    ['a negative whole amount', -3, '-৳3', '-৳৩'],
    ['lakhs in Bangla, thousands in English', 1234567, '৳1,234,567', '৳১২,৩৪,৫৬৭'],
    ['crores with poisha', 123456789.05, '৳123,456,789.05', '৳১২,৩৪,৫৬,৭৮৯.০৫'],
  ])('writes %s: %d as %s and %s', (_, amount, inEnglish, inBangla) => {
    expect(english(amount)).toBe(inEnglish);
    expect(bangla(amount)).toBe(inBangla);
  });
  it('is how the API writes an amount in its messages (English)', () => {
    expect(formatMoney(50000)).toBe('৳50,000');
    expect(formatMoney(1234.5)).toBe('৳1,234.50');
  });
  it('follows the currency it is given: its sign first, and a sign of letters keeps its (no-break) space', () => {
    expect(moneyFormatFor('en', 'USD')(1234.5)).toBe('$1,234.50');
    expect(moneyFormatFor('bn', 'USD')(-1234)).toBe('-$১,২৩৪');
    expect(moneyFormatFor('en', 'CHF')(1234.5)).toBe('CHF\u00a01,234.50');
    expect(moneyFormatFor('bn', 'CHF')(1234.5)).toBe('CHF\u00a0১,২৩৪.৫০');
  });
  it("writes a chart's short figures with the sign first too", () => {
    expect(moneyFormatFor('en', 'BDT', 'compact')(12345)).toBe('৳12.3K');
    expect(moneyFormatFor('bn', 'BDT', 'compact')(12345)).toBe('৳১২.৩\u00a0হা');
    expect(moneyFormatFor('bn', 'BDT', 'compact')(250000)).toBe('৳২.৫\u00a0লা');
  });
  it('builds each format once', () => expect(moneyFormatFor('bn', 'BDT')).toBe(bangla));
});
