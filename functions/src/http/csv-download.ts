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
