import { dhakaDay } from '@store/contract/dhaka-time';
import type { Order, OrderExportQuery } from '@store/contract/order';
import { collections, db } from '../firebase';
import { csvRow } from '../http/csv-download';
import { listOrders } from './order-list';

/**
 * The columns of the export, one row per order line, so a spreadsheet can total any tool's units and sales (the
 * line totals are goods; the order's delivery charge and total, delivery included, repeat on each of its rows).
 */
export const ORDER_CSV_COLUMNS = [
  'Order number',
  'Date',
  'Customer email',
  'Status',
  'SKU',
  'Tool',
  'Quantity',
  'Unit price',
  'Line total',
  'Address',
  'Phone',
  'PO number',
  'Payment method',
  'Payment status',
  'Amount paid',
  'Delivery',
  'Delivery charge',
  'Order total',
] as const;

/** Orders read per Firestore query: what the export holds in memory at once, whatever it exports in all. */
export const EXPORT_PAGE_SIZE = 200;


/** "courier chattogram", "pickup", or nothing for an order placed before delivery charges. */
const deliveryColumn = ({ delivery }: Order) => (delivery ? [delivery.method, delivery.district].filter(Boolean).join(' ') : undefined);

/** The rows of one order: one per line, each with the order's own columns (its payment's among them). */
function orderRows(order: Order, skus: Map<string, string>): string {
  return order.lines
    .map((line) =>
      csvRow([
        order.id,
        order.createdAt,
        order.email,
        order.status,
        skus.get(line.toolId),
        line.toolname,
        line.quantity,
        line.unitPrice,
        line.lineTotal,
        order.address,
        order.phone,
        order.poNumber,
        order.payment.method,
        order.payment.status,
        order.payment.amountPaid,
        deliveryColumn(order),
        order.delivery?.charge,
        order.total,
      ]),
    )
    .join('');
}

/**
 * Looks up the skus of the tools of a page's lines that are not known yet (lines snapshot the name, not the
 * sku): one getAll per page. The map grows with the catalog, never with the orders. A deleted tool has none.
 */
async function learnSkus(orders: Order[], skus: Map<string, string>) {
  const unknown = [...new Set(orders.flatMap((order) => order.lines.map((line) => line.toolId)))].filter((id) => !skus.has(id));
  if (unknown.length === 0) return;
  // A field mask reads part of each tool, which the tools' converter would refuse as a whole tool: read it untyped.
  const tools = await db.getAll(...unknown.map((id) => collections.tools.doc(id).withConverter(null)), { fieldMask: ['sku'] });
  for (const tool of tools) skus.set(tool.id, (tool.get('sku') as string | undefined) ?? '');
}

/**
 * The export as CSV text, a page of orders at a time (the list's filters and order, newest first): the
 * header and the first page come as the first chunk, so a refusal (a bad filter) happens before anything is
 * sent. Only one page of orders is held at a time.
 */
export async function* ordersCsv(filters: OrderExportQuery, pageSize = EXPORT_PAGE_SIZE): AsyncGenerator<string> {
  const skus = new Map<string, string>();
  let cursor: string | undefined;
  let header = csvRow([...ORDER_CSV_COLUMNS]);
  do {
    const page = await listOrders({ ...filters, limit: pageSize, cursor });
    await learnSkus(page.orders, skus);
    yield header + page.orders.map((order) => orderRows(order, skus)).join('');
    header = '';
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** orders-2026-11-25.csv: the day of the export, in Dhaka. */
export const exportFileName = (now = new Date()) => `orders-${dhakaDay(now)}.csv`;
