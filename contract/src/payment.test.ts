import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordPaymentBody } from './payment';

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
