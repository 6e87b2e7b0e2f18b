import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../firebase';
import { api, API_URL, createUser, resetEmulators, seedTool, snapshotFirestore, storedOrder, type TestUser } from '../test-support/emulators';
import { csvField } from '../http/csv-download';
import { dhakaDay } from '@store/contract/dhaka-time';
import { EXPORT_PAGE_SIZE, exportFileName, ORDER_CSV_COLUMNS, ordersCsv } from './order-export';
import type { OrderDocument } from './order-model';

type Tool = Awaited<ReturnType<typeof seedTool>>;

let admin: TestUser;
let customer: TestUser;
let drill: Tool;
let saw: Tool;

/** What a customer may type into an address: commas, quotes, line breaks, and text a spreadsheet would run. */
const TRICKY_ADDRESS = '=HYPERLINK("http://evil.example","click"), Flat 2\n"Lake View", Road 5, Dhaka';

/** The n-th second of a day: orders stored in a known order. */
const secondOf = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 1000);

async function storeOrders(docs: [id: string, doc: OrderDocument][]) {
  for (let start = 0; start < docs.length; start += 400) {
    const batch = db.batch();
    for (const [id, doc] of docs.slice(start, start + 400)) batch.set(db.collection('orders').doc(id), doc);
    await batch.commit();
  }
}

/** GET /api/orders/export as raw text (the test helper's api() reads JSON). */
async function exportCsv(query: string, token = admin.token) {
  const res = await fetch(`${API_URL}/orders/export${query ? `?${query}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const rowsOf = (text: string) => parse(text, { columns: true, relax_column_count: false }) as Record<(typeof ORDER_CSV_COLUMNS)[number], string>[];

describe('csvField', () => {
  it('quotes commas, quotes and line breaks (RFC 4180) and neutralises formulas with a leading apostrophe', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a, b')).toBe('"a, b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+880 1712')).toBe("'+880 1712");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tx')).toBe(`"'\tx"`);
    expect(csvField('=a,"b"')).toBe(`"'=a,""b"""`);
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(undefined)).toBe('');
  });

  it('keeps every part a spreadsheet could split off as text: after ; , a tab or a line break, and full-width signs', () => {
    // Read with ";" as the separator (Excel's in many locales), these were formula cells.
    expect(csvField('x;=1+1')).toBe(`"x;'=1+1"`);
    expect(csvField('PO-1;@SUM(A1)')).toBe(`"PO-1;'@SUM(A1)"`);
    expect(csvField('a,+b')).toBe(`"a,'+b"`);
    expect(csvField('note\n=HYPERLINK("x")')).toBe(`"note\n'=HYPERLINK(""x"")"`);
    expect(csvField('\uFF1D1+1')).toBe("'\uFF1D1+1");
    expect(csvField('ok;\uFF20x\t\uFF0By')).toBe(`"ok;'\uFF20x\t'\uFF0By"`);
    // A hyphen inside a part is not the start of one.
    expect(csvField('Dhaka-1207')).toBe('Dhaka-1207');
  });
});

describe('GET /api/orders/export', () => {
  beforeAll(async () => {
    await resetEmulators();
    [admin, customer] = await Promise.all([createUser({ admin: true }), createUser({ email: 'csv-buyer@example.com' })]);
    drill = await seedTool({ name: 'Export Drill', sku: 'EXP-DRILL' });
    saw = await seedTool({ name: 'Export Saw, "Pro"', sku: 'EXP-SAW' });
    await storeOrders([
      [
        'order-tricky',
        storedOrder(customer, drill, secondOf('2026-03-02', 1), {
          lines: [
            { toolId: drill.id, toolname: 'Export Drill', quantity: 2, unitPrice: 10.5, lineTotal: 21 },
            { toolId: saw.id, toolname: 'Export Saw, "Pro"', quantity: 1, unitPrice: 99.99, lineTotal: 99.99 },
          ],
          toolIds: [drill.id, saw.id],
          total: 120.99,
          address: TRICKY_ADDRESS,
          phone: '+880 1712-345678',
          poNumber: '@PO-77',
        }),
      ],
      ['order-shipped', storedOrder(customer, drill, secondOf('2026-03-05', 2), { status: 'shipped' })],
      ['order-april', storedOrder(customer, drill, secondOf('2026-04-10', 3))],
    ]);
  });

  it('answers the orders as CSV, one row per line, as a dated attachment; text comes back exactly, formulas neutralised', async () => {
    const res = await exportCsv('');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="orders-${dhakaDay()}.csv"`);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    expect(res.text.split('\r\n')[0]).toBe(ORDER_CSV_COLUMNS.join(','));
    const rows = rowsOf(res.text);
    // Newest first; the tricky order's two lines come last.
    expect(rows.map((row) => row['Order number'])).toEqual(['order-april', 'order-shipped', 'order-tricky', 'order-tricky']);
    const [drillLine, sawLine] = rows.slice(2);
    expect(drillLine).toEqual({
      'Order number': 'order-tricky',
      Date: '2026-03-02T00:00:01.000Z',
      'Customer email': 'csv-buyer@example.com',
      Status: 'pending',
      SKU: 'EXP-DRILL',
      Tool: 'Export Drill',
      Quantity: '2',
      'Unit price': '10.5',
      'Line total': '21',
      // The one change: a leading apostrophe, so a spreadsheet shows the text instead of running it.
      Address: `'${TRICKY_ADDRESS}`,
      Phone: "'+880 1712-345678",
      'PO number': "'@PO-77",
      // Stored before the store took payments: due, by the method a body without one gets.
      'Payment method': 'cod',
      'Payment status': 'due',
      'Amount paid': '0',
      // Placed before delivery charges: no delivery, and the total is the goods.
      Delivery: '',
      'Delivery charge': '',
      'Order total': '120.99',
    });
    expect(sawLine).toMatchObject({ SKU: 'EXP-SAW', Tool: 'Export Saw, "Pro"', Quantity: '1', 'Unit price': '99.99', 'Line total': '99.99', Address: `'${TRICKY_ADDRESS}` });
    expect(rows[0]!['PO number']).toBe('');
  });

  it('names the file after the day in Dhaka: at 19:00 UTC it is already the next day there', () => {
    expect(exportFileName(new Date('2026-11-24T19:00:00Z'))).toBe('orders-2026-11-25.csv');
    expect(exportFileName(new Date('2026-11-24T17:59:59Z'))).toBe('orders-2026-11-24.csv');
  });

  it('takes the list filters: status, from, to, and q (an order number or an email)', async () => {
    const numbers = async (query: string) => [...new Set(rowsOf((await exportCsv(query)).text).map((row) => row['Order number']))];
    expect(await numbers('status=shipped')).toEqual(['order-shipped']);
    expect(await numbers('from=2026-03-03&to=2026-03-31')).toEqual(['order-shipped']);
    expect(await numbers('to=2026-03-04')).toEqual(['order-tricky']);
    expect(await numbers('q=order-april')).toEqual(['order-april']);
    expect(await numbers(`q=${encodeURIComponent(customer.email)}&status=pending`)).toEqual(['order-april', 'order-tricky']);
    expect(await numbers('q=nobody%40example.com')).toEqual([]);
    // No match is a header alone, still a CSV.
    expect((await exportCsv('status=delivered')).text).toBe(`${ORDER_CSV_COLUMNS.join(',')}\r\n`);
  });

  it.each([
    ['status', 'status=lost'],
    ['from', 'from=2026-02-30'],
    ['to', 'from=2026-03-05&to=2026-03-01'],
    ['q', 'q=not%20an%20id'],
    ['scope', 'scope=all'],
    ['limit', 'limit=10'],
  ])('is 400 as JSON naming %s for ?%s, before any CSV', async (field, query) => {
    const res = await exportCsv(query);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('content-disposition')).toBeNull();
    expect(JSON.parse(res.text).error.details[0].field).toBe(field);
  });

  it('is 401 without a token and 403 for a customer, writing nothing', async () => {
    const before = await snapshotFirestore();
    expect((await api('GET', '/orders/export')).status).toBe(401);
    const refused = await api('GET', '/orders/export', { token: customer.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('permission-denied');
    expect(await snapshotFirestore()).toEqual(before);
  });

  it('is not taken for an order number by GET /api/orders/:id', async () => {
    expect((await api('GET', '/orders/export', { token: customer.token })).status).toBe(403);
    expect((await api('GET', '/orders/order-april', { token: admin.token })).body.id).toBe('order-april');
  });
});

/** The function's worker process on the Functions emulator (the one serving `api`), if this machine shows it. */
function apiWorkerPid(): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (!cmdline.includes('functionsEmulatorRuntime')) continue;
      if (readFileSync(`/proc/${entry}/environ`, 'utf8').split('\0').includes('FUNCTION_TARGET=api')) return Number(entry);
    } catch {
      // A process that ended meanwhile, or one we may not read.
    }
  }
  return undefined;
}

/** Peak and current resident memory of a process, in MB (VmHWM and VmRSS of /proc/pid/status). */
function residentMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
  return { peak: Math.round(kb('VmHWM') / 102.4) / 10, now: Math.round(kb('VmRSS') / 102.4) / 10 };
}

/** Runs `work` while sampling this process's heap every 2 ms: the highest heapUsed above where it started, in MB. */
async function peakHeapGrowth(work: () => Promise<void>) {
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  const sample = () => (peak = Math.max(peak, process.memoryUsage().heapUsed));
  const timer = setInterval(sample, 2);
  await work();
  sample();
  clearInterval(timer);
  return Math.round((peak - start) / 1e5) / 10;
}

describe('GET /api/orders/export at 2,000 orders', () => {
  const ORDERS = 2000;
  /** The oldest 200 are confirmed: the small export. */
  const SMALL = 200;

  beforeAll(async () => {
    await resetEmulators();
    [admin, customer] = await Promise.all([createUser({ admin: true }), createUser({ email: 'bulk-buyer@example.com' })]);
    drill = await seedTool({ name: 'Export Drill', sku: 'EXP-DRILL' });
    await storeOrders(Array.from({ length: ORDERS }, (_, n) => [`bulk-${String(n).padStart(4, '0')}`, storedOrder(customer, drill, secondOf('2026-05-01', n), { address: `House ${n}, Road "${n % 7}", Dhaka`, status: n < SMALL ? 'confirmed' : 'pending' })]));
  }, 120_000);

  it('exports every order in one request, in one pass over pages of orders', async () => {
    const pid = apiWorkerPid();
    const before = pid ? residentMb(pid) : undefined;
    const res = await exportCsv('');
    const after = pid ? residentMb(pid) : undefined;
    expect(res.status).toBe(200);
    const rows = rowsOf(res.text);
    expect(rows).toHaveLength(ORDERS);
    expect(new Set(rows.map((row) => row['Order number'])).size).toBe(ORDERS);
    expect(rows[0]).toMatchObject({ 'Order number': 'bulk-1999', SKU: 'EXP-DRILL', Address: 'House 1999, Road "4", Dhaka' });
    console.info(`export of ${ORDERS} orders: ${res.text.length} characters; api worker resident memory before ${JSON.stringify(before)} MB, after ${JSON.stringify(after)} MB`);
  }, 120_000);

  it('holds one page of orders at a time: ten times the orders, not ten times the heap', async () => {
    const drain = async (filters: Parameters<typeof ordersCsv>[0]) => {
      const pages: number[] = [];
      for await (const chunk of ordersCsv(filters)) pages.push(chunk.split('\r\n').length - 1);
      return pages;
    };
    // Warm up (module loading, the SDK's connection), so neither measure pays for it.
    await drain({ status: 'cancelled' });
    let small: number[] = [];
    let large: number[] = [];
    const smallGrowth = await peakHeapGrowth(async () => void (small = await drain({ status: 'confirmed' })));
    const largeGrowth = await peakHeapGrowth(async () => void (large = await drain({})));
    // One chunk per Firestore page: the header rides on the first; no page holds more than EXPORT_PAGE_SIZE orders.
    expect(small.reduce((a, b) => a + b)).toBe(SMALL + 1);
    expect(large.reduce((a, b) => a + b)).toBe(ORDERS + 1);
    expect(large).toHaveLength(ORDERS / EXPORT_PAGE_SIZE);
    expect(Math.max(...large.slice(1))).toBe(EXPORT_PAGE_SIZE);
    console.info(`peak heap growth while exporting (in this process, same code and Firestore): ${SMALL} orders ${smallGrowth} MB, ${ORDERS} orders ${largeGrowth} MB`);
    // Ten times the orders, not ten times the memory: what a page, its rows and the garbage between collections take.
    expect(largeGrowth).toBeLessThan(Math.max(3 * smallGrowth, 32));
  }, 120_000);
});
