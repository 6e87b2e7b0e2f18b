import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { SOLD_STATUSES } from '@store/contract/order';
import { startOfDhakaMonth } from '@store/contract/dhaka-time';
import { monthKey, type SalesMonth } from '@store/contract/stats';
import { collections } from '../firebase';
import { fromPoisha, toPoisha } from '@store/contract/money';

/**
 * Units, revenue and order count of the orders not cancelled, for each of the last `months` calendar
 * months in Dhaka, oldest first. Aggregation queries: no counters to keep in step, no contention on orders.
 * An order keeps the sum of its lines' quantities in `units`, so one aggregation sums every figure. Revenue is
 * the goods: the orders' totals less their delivery charges (an order placed before them has none).
 */
export async function salesByMonth(months: number, now = new Date()): Promise<SalesMonth[]> {
  const starts = Array.from({ length: months + 1 }, (_, i) => startOfDhakaMonth(now, i - months + 1));
  return Promise.all(
    starts.slice(0, -1).map(async (start, i) => {
      const placed = collections.orders
        .where('status', 'in', SOLD_STATUSES)
        .where('createdAt', '>=', Timestamp.fromDate(start))
        .where('createdAt', '<', Timestamp.fromDate(starts[i + 1]!));
      // The delivery charges in an aggregation of their own: in one with the others, the Firestore emulator counts
      // only the orders that have a delivery, so orders placed before delivery charges would drop out.
      const [totals, charges] = await Promise.all([
        placed.aggregate({ units: AggregateField.sum('units'), revenue: AggregateField.sum('total'), orders: AggregateField.count() }).get(),
        placed.aggregate({ delivery: AggregateField.sum('delivery.charge') }).get(),
      ]);
      const { units, revenue, orders } = totals.data();
      const { delivery } = charges.data();
      // Sales are the goods: an order's total includes its delivery charge, which is not a sale of tools.
      return { month: monthKey(start), units: units ?? 0, revenue: fromPoisha(toPoisha(revenue ?? 0) - toPoisha(delivery ?? 0)), orders };
    }),
  );
}
