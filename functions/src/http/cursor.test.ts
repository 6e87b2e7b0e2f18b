import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('page cursors', () => {
  it('give back the values they were made from', () => {
    const values = [new Timestamp(1_700_000_000, 5), 'order-1'];
    expect(decodeCursor(encodeCursor(values), 2)).toEqual(values);
    expect(decodeCursor(encodeCursor([19.99, 'tool-1']), 2)).toEqual([19.99, 'tool-1']);
  });

  it.each([
    ['a number for the document id', b64([1, 2])],
    ['a document path for the id', b64(['a', 'tools/x'])],
    ['a reserved id', b64(['a', '__x__'])],
    ['an empty id', b64(['a', ''])],
    ['a timestamp out of range', b64([{ t: [1e20, 0] }, 'a'])],
    ['a timestamp that is not a pair', b64([{ t: 5 }, 'a'])],
    ['a broken UTF-16 string', b64(['\ud800', 'a'])],
    ['the wrong length', b64(['a'])],
    ['text that is not JSON', Buffer.from('not json').toString('base64url')],
  ])('refuse %s with a 400 naming the cursor', (_label, cursor) => {
    expect(() => decodeCursor(cursor, 2)).toThrow(expect.objectContaining({ code: 'invalid-argument', details: [{ field: 'cursor', message: 'Invalid cursor' }] }));
  });
});
