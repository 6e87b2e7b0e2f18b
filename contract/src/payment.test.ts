import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentReturnQuery, RecordPaymentBody } from './payment';

describe('RecordPaymentBody', () => {
  afterEach(() => vi.useRealTimers());

  it("takes today in Dhaka as the latest day, also while UTC is still on the day before", () => {
    // 01:30 on 2 March in Dhaka, 19:30 on 1 March in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T19:30:00Z'));
    const body = (at: string) => RecordPaymentBody.safeParse({ kind: 'payment', amount: 10, method: 'cash', reference: 'Receipt 1', at });
    expect(body('2026-03-02').success).toBe(true);
    expect(body('2026-03-01').success).toBe(true);
    expect(body('2026-03-03').error?.issues[0]?.message).toBe('at must not be in the future');
  });
});

describe('PaymentReturnQuery', () => {
  it('refuses nothing: what the store would not have written reads as absent, and the rest passes through', () => {
    expect(PaymentReturnQuery.parse({})).toEqual({});
    expect(PaymentReturnQuery.parse({ order: 'abc', outcome: 'fail', lang: 'bn' })).toEqual({ order: 'abc', outcome: 'fail', lang: 'bn' });
    const odd = PaymentReturnQuery.parse({ order: ['a', 'b'], outcome: 'paid', lang: 'fr', tran_id: 'abc', val_id: 'x' });
    expect(odd).toEqual({ tran_id: 'abc', val_id: 'x' });
    for (const order of ['a/b', '__name__', '', 'x'.repeat(129), { id: 'abc' }, 'https://evil.example']) {
      expect(PaymentReturnQuery.parse({ order, outcome: 'success' })).toEqual({ outcome: 'success' });
    }
  });
});
