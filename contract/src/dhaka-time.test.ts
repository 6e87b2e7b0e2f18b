import { describe, expect, it } from 'vitest';
import { dhakaDay, dhakaMonth, endOfDhakaDay, startOfDhakaDay, startOfDhakaMonth, STORE_TIME_ZONE } from './dhaka-time';

describe('Dhaka days', () => {
  it('reads an instant as the day it is in Dhaka: 18:00 UTC is already the next day, 17:59 UTC not yet', () => {
    expect(dhakaDay('2026-11-24T23:59:00Z')).toBe('2026-11-25'); // 05:59 in Dhaka
    expect(dhakaDay('2026-11-24T18:00:00Z')).toBe('2026-11-25'); // midnight in Dhaka
    expect(dhakaDay('2026-11-24T17:59:59.999Z')).toBe('2026-11-24'); // 23:59:59 in Dhaka
    expect(dhakaDay('2026-11-25T00:00:00Z')).toBe('2026-11-25');
    expect(dhakaDay(new Date('2026-12-31T18:00:00Z'))).toBe('2027-01-01');
    expect(dhakaDay(Date.parse('2028-02-28T18:00:00Z'))).toBe('2028-02-29');
  });

  it('begins a day at midnight in Dhaka and ends it at the next one', () => {
    expect(startOfDhakaDay('2026-11-25').toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(endOfDhakaDay('2026-11-25').toISOString()).toBe('2026-11-25T18:00:00.000Z');
    expect(startOfDhakaDay('2027-01-01').toISOString()).toBe('2026-12-31T18:00:00.000Z');
    expect(endOfDhakaDay('2028-02-29').toISOString()).toBe('2028-02-29T18:00:00.000Z');
    // Every instant of a day reads as that day, and the end is the next day's first instant.
    expect(dhakaDay(startOfDhakaDay('2026-11-25'))).toBe('2026-11-25');
    expect(dhakaDay(endOfDhakaDay('2026-11-25').getTime() - 1)).toBe('2026-11-25');
    expect(dhakaDay(endOfDhakaDay('2026-11-25'))).toBe('2026-11-26');
  });

  it('reads months the same way, and steps from one to another across a year', () => {
    expect(dhakaMonth('2026-01-31T17:59:59Z')).toBe('2026-01');
    expect(dhakaMonth('2026-01-31T18:00:00Z')).toBe('2026-02');
    expect(startOfDhakaMonth('2026-01-31T18:00:00Z').toISOString()).toBe('2026-01-31T18:00:00.000Z');
    expect(startOfDhakaMonth('2026-01-15T12:00:00Z', -1).toISOString()).toBe('2025-11-30T18:00:00.000Z');
    expect(startOfDhakaMonth('2026-12-31T18:00:00Z', 1).toISOString()).toBe('2027-01-31T18:00:00.000Z');
    expect(dhakaMonth(startOfDhakaMonth('2026-03-10T00:00:00Z', -3))).toBe('2025-12');
  });

  it("agrees with the time zone database's Asia/Dhaka, every six hours for years around now", () => {
    const zone = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
    for (let at = Date.parse('2024-01-01T00:00:00Z'); at < Date.parse('2030-01-01T00:00:00Z'); at += 6 * 3_600_000 + 59_000) {
      expect(dhakaDay(at), new Date(at).toISOString()).toBe(zone.format(at));
    }
  });
});
