import { describe, expect, it } from 'vitest';
import { DocId } from './common';

describe('DocId', () => {
  it.each(['abc', 'A-b_9', '_x', 'x__'])('accepts %j', (id) => expect(DocId.safeParse(id).success).toBe(true));
  it.each(['', 'a/b', '..', 'a b', 'é', 'a'.repeat(129), '__name__', '__proto__', '__x__'])('refuses %j', (id) =>
    expect(DocId.safeParse(id).success).toBe(false),
  );
});
