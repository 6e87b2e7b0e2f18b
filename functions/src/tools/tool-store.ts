import { Timestamp, type Query, type Transaction } from 'firebase-admin/firestore';
import { slugify, type Tool, type ToolInput, type ToolPatch, type ToolSort } from '@store/contract/tool';
import { collections, db } from '../firebase';
import { notFound } from '../http/api-error';
import { countReads } from '../http/doc-reads';
import { readPage } from '../http/paging';
import { nameFields, newToolDocument, toTool, type ToolDocument } from './tool-model';

const SORT_ORDER: Record<ToolSort, [field: string, direction: 'asc' | 'desc']> = {
  name: ['nameLower', 'asc'],
  price_asc: ['price', 'asc'],
  price_desc: ['price', 'desc'],
  newest: ['createdAt', 'desc'],
};

export interface ToolListOptions {
  q?: string;
  sort: ToolSort;
  inStock?: boolean;
  limit: number;
  cursor?: string;
}

/** One page of the catalog. Reads at most limit + 1 documents, whatever the catalog's size. */
export async function listTools({ q, sort, inStock, limit, cursor }: ToolListOptions) {
  let filtered: Query = collections.tools;
  if (q) filtered = filtered.where('searchPrefixes', 'array-contains', q);
  if (inStock) filtered = filtered.where('inStock', '==', true);
  const [page, count] = await Promise.all([
    readPage(filtered, { orderBy: SORT_ORDER[sort], limit, cursor }, (doc) => toTool(doc.id, doc.data() as ToolDocument)),
    filtered.count().get(),
  ]);
  countReads.count(count.data().count);
  return { tools: page.items, nextCursor: page.nextCursor, total: count.data().count };
}

/** A tool by its document id or its slug. */
export async function findTool(idOrSlug: string): Promise<Tool> {
  const byId = await collections.tools.doc(idOrSlug).get();
  countReads.docs();
  if (byId.exists) return toTool(byId.id, byId.data() as ToolDocument);
  const bySlug = await collections.tools.where('slug', '==', idOrSlug).limit(1).get();
  countReads.query(bySlug);
  const doc = bySlug.docs[0];
  if (!doc) throw notFound('Tool');
  return toTool(doc.id, doc.data() as ToolDocument);
}

/** The name's slug, or the first of slug-2, slug-3... that no other tool has. Read inside the transaction. */
async function uniqueSlug(tx: Transaction, name: string, exceptId?: string): Promise<string> {
  const base = slugify(name);
  const similar = await tx.get(collections.tools.where('slug', '>=', base).where('slug', '<=', `${base}-\uf8ff`));
  const taken = new Set(similar.docs.filter((doc) => doc.id !== exceptId).map((doc) => doc.get('slug') as string));
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export async function createTool(input: ToolInput): Promise<Tool> {
  const ref = collections.tools.doc();
  return db.runTransaction(async (tx) => {
    const doc = newToolDocument(input, await uniqueSlug(tx, input.name));
    tx.create(ref, doc);
    return toTool(ref.id, doc);
  });
}

export async function updateTool(id: string, patch: ToolPatch): Promise<Tool> {
  const ref = collections.tools.doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('Tool');
    const current = snap.data() as ToolDocument;
    const renamed = patch.name !== undefined && patch.name !== current.name;
    const changes: Partial<ToolDocument> = {
      ...patch,
      ...(renamed ? { ...nameFields(patch.name!), slug: await uniqueSlug(tx, patch.name!, id) } : {}),
      ...(patch.available !== undefined ? { inStock: patch.available > 0 } : {}),
      updatedAt: Timestamp.now(),
    };
    tx.update(ref, changes);
    return toTool(id, { ...current, ...changes });
  });
}

export async function deleteTool(id: string): Promise<void> {
  const ref = collections.tools.doc(id);
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) throw notFound('Tool');
    tx.delete(ref);
  });
}
