import { FieldPath, FieldValue, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import type { OrderDocument } from '../../functions/src/orders/order-model';

/** orders/{id} as the first release stored it: one tool, no lines, no history. What this migration moves. */
export interface OneToolOrderDocument extends Omit<OrderDocument, 'lines' | 'toolIds' | 'units' | 'history'> {
  toolId: string;
  toolname: string;
  unitPrice: number;
  quantity: number;
}

/**
 * The fields of the first release's orders, which held one tool each and no lines. A status change made by
 * that release's successor gave such an order its lines but left these beside them.
 */
const ONE_TOOL_FIELDS = ['toolId', 'toolname', 'quantity', 'unitPrice'] as const;

interface StoredLine {
  toolId: unknown;
  quantity: unknown;
}

/**
 * The update that brings a stored order to the lines shape, or null when it is in it already. The lines,
 * toolIds, units and history are the ones the API has shown for such an order all along: its one tool as one
 * line whose total is the order's, created pending by the customer and, when its status has moved since,
 * moved by "system" at its updatedAt. Nothing else changes (not updatedAt: the order itself did not change).
 */
export function linesShapeUpdate(data: Record<string, unknown>): Record<string, unknown> | null {
  const update: Record<string, unknown> = Object.fromEntries(ONE_TOOL_FIELDS.filter((field) => field in data).map((field) => [field, FieldValue.delete()]));
  const lines: StoredLine[] = Array.isArray(data.lines)
    ? data.lines
    : [{ toolId: data.toolId, toolname: data.toolname, quantity: data.quantity, unitPrice: data.unitPrice, lineTotal: data.total } as StoredLine];
  if (!Array.isArray(data.lines)) update.lines = lines;
  if (!Array.isArray(data.toolIds)) update.toolIds = lines.map((line) => line.toolId);
  if (typeof data.units !== 'number') update.units = lines.reduce((sum, line) => sum + Number(line.quantity), 0);
  if (!Array.isArray(data.history)) {
    update.history = [
      { status: 'pending', at: data.createdAt, by: 'customer' },
      ...(data.status !== 'pending' ? [{ status: data.status, at: data.updatedAt, by: 'system' }] : []),
    ];
  }
  return Object.keys(update).length ? update : null;
}

const FAILED_PRECONDITION = 9;
const NOT_FOUND = 5;
/** Tries of one order whose every write lost to a change made between its read and its write. */
const ORDER_TRIES = 10;

/**
 * Rewrites one order if it is still in the old shape, on the condition that it is unchanged since it was
 * read: a status change committed in between (which writes a new history) makes it read the order again
 * rather than overwrite it. Answers whether it rewrote it.
 */
async function migrateOrder(snap: DocumentSnapshot): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    const update = snap.exists ? linesShapeUpdate(snap.data()!) : null;
    if (!update) return false;
    try {
      await snap.ref.update(update, { lastUpdateTime: snap.updateTime! });
      return true;
    } catch (error) {
      const code = (error as { code?: number }).code;
      if ((code !== FAILED_PRECONDITION && code !== NOT_FOUND) || attempt >= ORDER_TRIES) throw error;
      snap = await snap.ref.get();
    }
  }
}

export interface MigrationProgress {
  /** Orders rewritten to the lines shape. */
  moved: number;
  /** Orders already in it, left as they were. */
  left: number;
  /** The id of the last order looked at: a run stopped midway can start after it (or from the start again). */
  lastId?: string;
}

/**
 * Brings every order to the lines shape, a page at a time in document id order, from after `startAfter`
 * when given. Running it again changes nothing: an order in the lines shape is only read.
 */
export async function migrateOrders(
  db: Firestore,
  { pageSize = 200, startAfter, onPage }: { pageSize?: number; startAfter?: string; onPage?: (progress: MigrationProgress) => void } = {},
): Promise<MigrationProgress> {
  const progress: MigrationProgress = { moved: 0, left: 0, lastId: startAfter };
  for (;;) {
    let page = db.collection('orders').orderBy(FieldPath.documentId()).limit(pageSize);
    if (progress.lastId !== undefined) page = page.startAfter(progress.lastId);
    const { docs } = await page.get();
    if (docs.length === 0) return progress;
    for (const moved of await Promise.all(docs.map(migrateOrder))) {
      if (moved) progress.moved++;
      else progress.left++;
    }
    progress.lastId = docs.at(-1)!.id;
    onPage?.(progress);
  }
}
