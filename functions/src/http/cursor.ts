import { Timestamp } from 'firebase-admin/firestore';
import { invalidField } from './api-error';

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
  return parsed.map((value: unknown) => {
    if (typeof value === 'string' || typeof value === 'boolean') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (value && typeof value === 'object' && 't' in value) {
      const [seconds, nanos] = (value as { t: unknown }).t as unknown[];
      if (Number.isInteger(seconds) && Number.isInteger(nanos) && (nanos as number) >= 0 && (nanos as number) < 1e9) {
        return new Timestamp(seconds as number, nanos as number);
      }
    }
    throw invalidField('cursor', 'Invalid cursor');
  });
}
