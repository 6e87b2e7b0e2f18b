import { describe, expect, it } from 'vitest';
import { DocId, text } from './common';

describe('DocId', () => {
  it.each(['abc', 'A-b_9', '_x', 'x__'])('accepts %j', (id) => expect(DocId.safeParse(id).success).toBe(true));
  it.each(['', 'a/b', '..', 'a b', 'é', 'a'.repeat(129), '__name__', '__proto__', '__x__'])('refuses %j', (id) =>
    expect(DocId.safeParse(id).success).toBe(false),
  );
});

describe('text', () => {
  const review = text('review', 10);
  it('counts characters, not UTF-16 units, and takes emoji pairs', () => {
    expect(review.safeParse('😀'.repeat(10)).success).toBe(true);
    expect(review.safeParse('😀'.repeat(11)).success).toBe(false);
  });
  it.each(['half \ud83d', '\udc00 half', 'a\u0000b', '\u001b[31m', '   '])('refuses %j', (value) =>
    expect(review.safeParse(value).success).toBe(false),
  );
});
