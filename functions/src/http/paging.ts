import { FieldPath, type DocumentData, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { decodeCursor, encodeCursor } from './cursor';

export interface PageRequest {
  /**
   * A field sorted before the main one, in its own direction: a coarse grouping (applications before the
   * accounts already decided) whose groups are then sorted by orderBy.
   */
  groupBy?: [field: string, direction: 'asc' | 'desc'];
  /** The sort: a field, then the document id in the same direction, so every page boundary is exact. */
  orderBy: [field: string, direction: 'asc' | 'desc'];
  /**
   * A field the query also filters on by range, which Firestore must order by before the document id. It
   * only breaks ties of the sort; the cursor carries its value too.
   */
  thenBy?: string;
  limit: number;
  cursor?: string;
}

/**
 * One page of `query`: at most `limit` items, and the cursor of the next page (null on the last). It reads
 * limit + 1 documents, the extra one only to know whether a next page exists.
 */
export async function readPage<T, D extends DocumentData>(
  query: Query<D>,
  { groupBy, orderBy: [field, direction], thenBy, limit, cursor }: PageRequest,
  toItem: (doc: QueryDocumentSnapshot<D>) => T,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const sorts: [string, 'asc' | 'desc'][] = [...(groupBy ? [groupBy] : []), [field, direction], ...(thenBy ? [[thenBy, direction] as [string, 'asc' | 'desc']] : [])];
  const fields = sorts.map(([sorted]) => sorted);
  let page = query;
  for (const [sorted, way] of sorts) page = page.orderBy(sorted, way);
  page = page.orderBy(FieldPath.documentId(), direction);
  if (cursor) page = page.startAfter(...decodeCursor(cursor, fields.length + 1));
  const snap = await page.limit(limit + 1).get();
  const docs = snap.docs.slice(0, limit);
  const last = docs.at(-1);
  return {
    items: docs.map(toItem),
    nextCursor: snap.docs.length > limit && last ? encodeCursor([...fields.map((sorted) => last.get(sorted)), last.id]) : null,
  };
}
