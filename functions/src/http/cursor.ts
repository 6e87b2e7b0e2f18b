import { Timestamp } from 'firebase-admin/firestore';
import { DocId, isWellFormed } from '@store/contract/common';
import { invalidField } from './api-error';

/** Firestore's Timestamp range: years 1 to 9999. */
const MIN_SECONDS = -62_135_596_800;
const MAX_SECONDS = 253_402_300_799;

type CursorValue = string | number | boolean | Timestamp;

/** Page cursors are the last row's sort values, base64url-encoded; opaque to callers. */
export function encodeCursor(values: CursorValue[]): string {
  const plain = values.map((value) => (value instanceof Timestamp ? { t: [value.seconds, value.nanoseconds] } : value));
  return Buffer.from(JSON.stringify(plain)).toString('base64url');
}

export function decodeCursor(cursor: string, length: number): CursorValue[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidField('cursor', 'Invalid cursor');
  }
  if (!Array.isArray(parsed) || parsed.length !== length) throw invalidField('cursor', 'Invalid cursor');
  // Every page is ordered by a field and then the document id, so the last value must be a plain id:
  // anything else (a number, "a/b", "__x__") makes Firestore throw rather than find nothing.
  if (!DocId.safeParse(parsed.at(-1)).success) throw invalidField('cursor', 'Invalid cursor');
  return parsed.map((value: unknown) => {
    if (typeof value === 'string' && isWellFormed(value)) return value;
    if (typeof value === 'boolean') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (value && typeof value === 'object' && 't' in value && Array.isArray(value.t)) {
      const [seconds, nanos] = value.t as unknown[];
      if (
        Number.isInteger(seconds) &&
        (seconds as number) >= MIN_SECONDS &&
        (seconds as number) <= MAX_SECONDS &&
        Number.isInteger(nanos) &&
        (nanos as number) >= 0 &&
        (nanos as number) < 1e9
      ) {
        return new Timestamp(seconds as number, nanos as number);
      }
    }
    throw invalidField('cursor', 'Invalid cursor');
  });
}
