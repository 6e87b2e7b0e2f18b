import { FieldPath } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { collections } from '../firebase';
import { CourierUnavailable } from './courier';
import { applyTracking } from './shipment-changes';
import { shipmentId } from './shipment-model';
import { courier } from './the-courier';

// The courier's tracking, on the store's schedule: every open courier shipment's status is asked by its invoice
// and applied (shipment-changes.ts applyTracking), each change once however many sweeps read it.

/** Shipments read per query, and asked of the courier at once. */
const PAGE = 300;
const AT_ONCE = 16;
/** A sweep stops taking up shipments after this long; the next picks up the rest. */
const SWEEP_BUDGET_MS = 50_000;

/** Runs `task` over the items, at most `width` at a time. */
async function inParallel<T>(items: readonly T[], width: number, task: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

/** Asks the courier of every open courier shipment, for up to `budgetMs`: answers how many it changed. */
export async function sweepTracking(budgetMs = SWEEP_BUDGET_MS): Promise<{ asked: number; changed: number }> {
  const stopAt = Date.now() + budgetMs;
  let asked = 0;
  let changed = 0;
  let after: string | undefined;
  for (;;) {
    let query = collections.shipments.where('tracked', '==', true).orderBy(FieldPath.documentId()).limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    await inParallel(page.docs, AT_ONCE, async (snap) => {
      if (Date.now() >= stopAt) return;
      const { orderId, number } = snap.data();
      try {
        const status = await courier().statusByInvoice(shipmentId(orderId, number));
        asked++;
        if (status && (await applyTracking(snap.id, status.state, status.courierStatus))) changed++;
      } catch (error) {
        // The next sweep asks again.
        if (!(error instanceof CourierUnavailable)) logger.error('A shipment status failed', { shipment: snap.id, error: String(error) });
      }
    });
    if (page.docs.length < PAGE || Date.now() >= stopAt) return { asked, changed };
    after = page.docs.at(-1)!.id;
  }
}
