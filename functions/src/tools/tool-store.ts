import { FieldPath, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import type { ErrorDetail } from '@store/contract/errors';
import {
  RATING_STARS,
  priceTierProblems,
  slugify,
  type RatingHistogram,
  type Tool,
  type ToolDetail,
  type ToolInput,
  type ToolPatch,
} from '@store/contract/tool';
import { collections, db } from '../firebase';
import { ApiError, notFound } from '../http/api-error';
import { recordAudit, type Actor } from '../audit/audit-store';
import { nameFields, newToolDocument, toTool, toToolDetail, type ToolDocument } from './tool-model';

/** A tool by its document id or its slug, with its reviews per star. */
export async function findTool(idOrSlug: string): Promise<ToolDetail> {
  const byId = await collections.tools.doc(idOrSlug).get();
  const doc = byId.exists ? byId : (await collections.tools.where('slug', '==', idOrSlug).limit(1).get()).docs[0];
  if (!doc?.exists) throw notFound('Tool');
  return detailOf(doc);
}

/** Tools by their slugs, in the order given, with their reviews per star: one query. 404 naming the first missing. */
export async function findToolsBySlugs(slugs: string[]): Promise<ToolDetail[]> {
  const found = await collections.tools.where('slug', 'in', slugs).get();
  const bySlug = new Map(found.docs.map((doc) => [doc.data().slug, doc]));
  const missing = slugs.find((slug) => !bySlug.has(slug));
  if (missing) throw new ApiError('not-found', `Tool ${missing} not found`, [{ field: 'tools', message: `no tool ${missing}` }]);
  return Promise.all(slugs.map((slug) => detailOf(bySlug.get(slug)!)));
}

async function detailOf(doc: DocumentSnapshot<ToolDocument>): Promise<ToolDetail> {
  const tool = doc.data()!;
  return toToolDetail(doc.id, tool, tool.ratingCounts ?? (await countRatings(doc.id)));
}

/** What the sitemap needs of a tool: its page's slug and when it last changed (null if the document has no date). */
export interface ToolPageEntry {
  slug: string;
  updatedAt: Date | null;
}

/**
 * Every tool's slug and last change, for the sitemap: a query that selects only those two fields, read
 * `pageSize` documents at a time in document id order (so no tool is left out, whatever its fields).
 */
export async function listToolPages(pageSize = 1000): Promise<ToolPageEntry[]> {
  const entries: ToolPageEntry[] = [];
  // Untyped: a projection is not a whole tool, and the SDK would keep the converter on the select() query.
  const query = collections.tools
    .withConverter(null)
    .select('slug', 'updatedAt').orderBy(FieldPath.documentId()).limit(pageSize);
  for (let page = await query.get(); ; page = await query.startAfter(page.docs.at(-1)!).get()) {
    for (const doc of page.docs) {
      const slug: unknown = doc.get('slug');
      const updatedAt: unknown = doc.get('updatedAt');
      if (typeof slug !== 'string' || slug === '') continue;
      entries.push({ slug, updatedAt: updatedAt instanceof Timestamp ? updatedAt.toDate() : updatedAt instanceof Date ? updatedAt : null });
    }
    if (page.size < pageSize) return entries;
  }
}

/**
 * Reviews per star of a tool written by release 1, which keeps no per-star counts: five count() queries.
 * The review code leaves such a tool's counts absent, so this stays exact.
 */
async function countRatings(toolId: string): Promise<RatingHistogram> {
  const counts = await Promise.all(
    RATING_STARS.map((star) => collections.reviews.where('toolId', '==', toolId).where('rating', '==', Number(star)).count().get()),
  );
  const histogram = Object.fromEntries(RATING_STARS.map((star, index) => [star, counts[index]!.data().count])) as RatingHistogram;
  return histogram;
}

/** `base`, or the first of base-2, base-3... that no other tool has in `field`. Read inside the transaction. */
async function firstFree(tx: Transaction, field: 'slug' | 'sku', base: string, exceptId?: string): Promise<string> {
  const similar = await tx.get(collections.tools.where(field, '>=', base).where(field, '<=', `${base}-\uf8ff`));
  const taken = new Set(similar.docs.filter((doc) => doc.id !== exceptId).map((doc) => doc.data()[field]));
  let value = base;
  for (let n = 2; taken.has(value); n++) value = `${base}-${n}`;
  return value;
}

const uniqueSlug = (tx: Transaction, name: string, exceptId?: string) => firstFree(tx, 'slug', slugify(name), exceptId);

/** The sku a tool added without one gets: its name in upper case ("CORDLESS-DRILL-18V"), made unique. */
function skuFromName(name: string): string {
  // 28 characters leave room for a "-NN" suffix within the 32 a sku may have.
  const base = slugify(name).toUpperCase().slice(0, 28).replace(/-+$/, '');
  return base.length >= 3 ? base : `TOOL-${base}`;
}

/** Refuses a sku another tool has (409 sku-taken). Read inside the transaction. */
async function claimSku(tx: Transaction, sku: string, exceptId?: string): Promise<string> {
  const holders = await tx.get(collections.tools.where('sku', '==', sku).limit(2));
  if (holders.docs.some((doc) => doc.id !== exceptId)) {
    throw new ApiError('sku-taken', `Another tool has the sku ${sku}`, [{ field: 'sku', message: `sku ${sku} is taken` }]);
  }
  return sku;
}

export async function createTool(input: ToolInput, actor: Actor): Promise<Tool> {
  const ref = collections.tools.doc();
  return db.runTransaction(async (tx) => {
    const slug = await uniqueSlug(tx, input.name);
    const sku = input.sku ? await claimSku(tx, input.sku) : await firstFree(tx, 'sku', skuFromName(input.name));
    const doc = newToolDocument({ ...input, sku }, slug);
    tx.create(ref, doc);
    recordAudit(tx, actor, 'tool.create', ref.id, `Added ${doc.name} (${doc.sku})`);
    return toTool(ref.id, doc);
  });
}

/**
 * The tiers the tool will have must fit the price and minimum it will have. When the patch leaves the tiers
 * as they are, the price or minimum it changes is at fault, and is named first.
 */
function checkTiersAfter(patch: ToolPatch, after: ToolDocument) {
  const problems = priceTierProblems(after.priceTiers ?? [], after);
  if (problems.length === 0) return;
  const tierDetails: ErrorDetail[] = problems.map(({ path, message }) => ({ field: path.join('.'), message }));
  const details: ErrorDetail[] = patch.priceTiers
    ? tierDetails
    : [
        ...[...new Set(problems.map((problem) => problem.against))].map((field) => ({
          field,
          message: `${field} does not fit the volume prices: ${problems.find((problem) => problem.against === field)!.message}`,
        })),
        ...tierDetails,
      ];
  throw new ApiError('invalid-argument', `${details[0]!.field}: ${details[0]!.message}`, details);
}

/** The first picture is `picture`: a patch of either keeps the other in step. */
function pictureChanges(patch: ToolPatch, current: ToolDocument): Partial<ToolDocument> {
  if (patch.pictures) return { pictures: patch.pictures, picture: patch.pictures[0]! };
  if (patch.picture !== undefined) return { picture: patch.picture, pictures: [patch.picture, ...(current.pictures ?? [current.picture]).slice(1)] };
  return {};
}

export async function updateTool(id: string, patch: ToolPatch, actor: Actor): Promise<Tool> {
  const ref = collections.tools.doc(id);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const current = snap.data();
    if (!current) throw notFound('Tool');
    const renamed = patch.name !== undefined && patch.name !== current.name;
    const changes: Partial<ToolDocument> = {
      ...patch,
      ...pictureChanges(patch, current),
      ...(renamed ? { ...nameFields(patch.name!), slug: await uniqueSlug(tx, patch.name!, id) } : {}),
      ...(patch.sku !== undefined && patch.sku !== current.sku ? { sku: await claimSku(tx, patch.sku, id) } : {}),
      ...(patch.available !== undefined ? { inStock: patch.available > 0 } : {}),
      updatedAt: Timestamp.now(),
    };
    const after = { ...current, ...changes };
    checkTiersAfter(patch, after);
    tx.update(ref, changes);
    recordAudit(tx, actor, 'tool.update', id, `Edited ${after.name}: ${Object.keys(patch).sort().join(', ') || 'nothing'}`);
    return toTool(id, after);
  });
}

export async function deleteTool(id: string, actor: Actor): Promise<void> {
  const ref = collections.tools.doc(id);
  await db.runTransaction(async (tx) => {
    const tool = (await tx.get(ref)).data();
    if (!tool) throw notFound('Tool');
    tx.delete(ref);
    recordAudit(tx, actor, 'tool.delete', id, `Deleted ${tool.name} (${tool.sku ?? 'no sku'})`);
  });
}
