import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { StreamReply } from './serve';

/**
 * Streams CSV `chunks` to the reply as a download named `fileName`, and ends it. The first chunk is read before
 * anything is sent, so a refusal while reading it still answers as JSON.
 */
export async function sendCsv(reply: StreamReply, fileName: string, chunks: AsyncGenerator<string> | Generator<string>): Promise<void> {
  const first = await chunks.next();
  reply.set('Content-Type', 'text/csv; charset=utf-8');
  reply.set('Content-Disposition', `attachment; filename="${fileName}"`);
  // pipeline writes as fast as the caller reads, and stops reading Firestore if they go away.
  await pipeline(Readable.from(continueWith(first, chunks)), reply);
}

/** The chunks of a generator whose first result was already taken. */
async function* continueWith<T>(first: IteratorResult<T>, rest: AsyncGenerator<T> | Generator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/**
 * Where a spreadsheet could start reading a formula: the text's start, and every part after a comma, a semicolon
 * (the separator of Excel in many locales), a tab or a line break, that begins with =, +, -, @ or their
 * full-width forms (which spreadsheets read as the same).
 */
const FORMULA_START = /(^|[,;\t\r\n])(?=[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a semicolon, a quote, a tab or a line break, quotes
 * doubled, so it stays one cell whatever separator the spreadsheet reads with. Every part a spreadsheet could run
 * as a formula (FORMULA_START), and text starting with a tab or a carriage return, gets an apostrophe first, so it
 * shows as the text it is. Numbers are written as they are.
 */
export function csvField(value: string | number | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const escaped = value.replace(FORMULA_START, "$1'");
  const text = /^[\t\r]/.test(escaped) ? `'${escaped}` : escaped;
  return /[",;\t\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record: its fields (csvField) and the line break RFC 4180 ends a record with. */
export const csvRow = (fields: (string | number | undefined)[]) => `${fields.map(csvField).join(',')}\r\n`;
