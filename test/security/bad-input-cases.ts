/**
 * The bad-input table: for every API route and every field it reads (body, query, path, header), values that
 * must be refused. Each case says who sends it and what the API must answer.
 *
 * Some requests are refused before the API's own code runs, or cannot reach it through the Hosting
 * emulator, so they are marked and checked differently (SECURITY.md lists them):
 * - `runtime`: refused by the Cloud Functions runtime, which answers a plain 400 or 413 of its own: a body
 *   that is not JSON text it accepts (malformed, a top level that is not an object or array, a charset it
 *   does not read, "gzip" that is not), a body that inflates past its 32 MB limit, and a path with broken
 *   percent-encoding ("%zz"). Only the status and "nothing written" are checked.
 * - `target: FUNCTION`: sent straight to the function. The Hosting emulator's static server fails on
 *   broken percent-encoding with a 500 of its own, and answers its own 404 page for a path segment that
 *   starts with a dot (firebase.json ignores dot-files), before any rewrite; production Hosting passes
 *   such paths to the function, so the function's own answer is what these cases check.
 */
import { gzipSync } from 'node:zlib';
import type { RawRequest } from './support';
import { HOSTING, FUNCTION } from './support';

export type Caller = 'anonymous' | 'customer' | 'admin';

export interface BadInputCase {
  group: string;
  name: string;
  as: Caller;
  request: RawRequest;
  expected: {
    status: number;
    /** For 400s from the API: the field its error details must name. */
    field?: string;
    /** Refused by the Functions runtime before the API runs: its plain 400, not the API's JSON error. */
    runtime?: true;
    /** An address a browser is sent to, which refuses nothing: it sends the browser on (303) to this page. */
    location?: string;
  };
}

/** Ids and addresses of the fixture the cases point at (see bad-input.test.ts). */
export interface Fixture {
  toolId: string;
  orderId: string;
  /** A quote the customer asked for and an administrator has not answered. */
  quoteId: string;
  /** A visible review, for the moderation routes. */
  reviewId: string;
  customerEmail: string;
  /** An approved trade account the customer owns. */
  companyId: string;
  /** An approver of that company (a member the owner may change or remove). */
  memberUid: string;
  /** An account order of that company's buyer, awaiting approval. */
  approvalOrderId: string;
  /** An open invitation of that company, to someone else. */
  invitationId: string;
  /** An address in the customer's address book. */
  addressId: string;
}

const MB = 1 << 20;
const JSON_CT = { 'content-type': 'application/json' };
const b64 = (value: string) => Buffer.from(value).toString('base64url');
const enc = encodeURIComponent;

// ---- Values -------------------------------------------------------------------------------------------

/** Bad values for a required text field of at most `max` characters, with the status each earns. */
function badText(max: number): [label: string, value: unknown, status?: number][] {
  return [
    ['null', null],
    ['a number', 42],
    ['a boolean', true],
    ['an array', ['text']],
    ['an object', { text: 'x' }],
    ['an empty string', ''],
    ['only spaces', '   '],
    ['only unicode spaces (NBSP, em space, ideographic space, BOM)', '\u00a0\u2003\u3000\ufeff'],
    [`${max + 1} ASCII characters`, 'x'.repeat(max + 1)],
    [`${max + 1} non-ASCII characters`, 'é'.repeat(max + 1)],
    [`${max + 1} emoji (two UTF-16 units each)`, '😀'.repeat(max + 1)],
    ['a NUL character', 'before\u0000after'],
    ['a bell character', 'ding\u0007'],
    ['an ANSI escape sequence', '\u001b[31mred\u001b[0m'],
    ['a DEL character', 'del\u007f'],
    ['a lone high surrogate', 'broken \ud83d emoji'],
    ['a lone low surrogate', '\udc00 broken'],
    ['a 60 KB string (under the body limit)', 'x'.repeat(60_000)],
    ['a 100 KB string (over the body limit)', 'x'.repeat(100_000), 413],
    ['a 1 MB string (sent gzip-compressed)', 'x'.repeat(MB), 413],
  ];
}

interface NumberRules {
  min: number;
  max: number;
  whole: boolean;
  /** null is a value of the field (a buyer's order limit: none), so not a bad one. */
  nullable?: true;
}

/**
 * Bad values for a number field. Values JSON cannot carry (Infinity, -Infinity) are written as raw JSON
 * number literals that parse to them (1e400); `raw` marks those.
 */
function badNumber({ min, max, whole, nullable }: NumberRules): [label: string, value: unknown, raw?: string][] {
  const cases: [string, unknown, string?][] = [
    ['a numeric string', String(Math.max(min, 1))],
    ['an empty string', ''],
    ...(nullable ? [] : [['null', null] as [string, unknown]]),
    ['a boolean', true],
    ['an array', [Math.max(min, 1)]],
    ['an object', { $numberInt: '1' }],
    ['"NaN"', 'NaN'],
    ['"Infinity"', 'Infinity'],
    ['1e400 (Infinity once parsed)', undefined, '1e400'],
    ['-1e400 (-Infinity once parsed)', undefined, '-1e400'],
    ['1e308', 1e308],
    [`below the minimum (${min - 1})`, min - 1],
    ['negative', -1],
    [`above the maximum (${max + 1})`, max + 1],
    ['2^53 + 2', 2 ** 53 + 2],
    ['written with an exponent above the maximum', undefined, `${max / 1000}e4`],
  ];
  if (whole) {
    cases.push(['fractional', min + 0.5], ['fractional with an exponent', undefined, `${min + 1}5e-1`], ['the smallest denormal', 5e-324]);
  }
  return cases;
}

/** The money fields: every amount a caller sends. */
const MONEY_FIELDS = /^(price|amount|expectedTotal|creditLimit|orderLimit)$|unitPrice$/;

/**
 * Amounts that are not a whole number of poisha, however close to one: floating point would round each to ৳0.00 or
 * a whole taka, so they are refused by their decimal form before any arithmetic.
 */
const badMoney: [label: string, value: unknown, raw?: string][] = [
  ['5e-324 (the smallest denormal)', 5e-324],
  ['1e-9', 1e-9],
  ['9e-9', 9e-9],
  ['0.001', 0.001],
  ['-0', undefined, '-0'],
  ['the string "1e2"', '1e2'],
  ['1e21', 1e21],
];

/** Picture links a tool may not have: only https links and paths on this site load in the store's pages. */
const badPictures: [string, string][] = [
  ['javascript:', 'javascript:alert(document.cookie)'],
  ['javascript: in mixed case', 'JaVaScRiPt:alert(1)'],
  ['javascript: after spaces', '   javascript:alert(1)'],
  ['javascript: after a NUL', '\u0000javascript:alert(1)'],
  ['javascript: split by a tab', 'java\tscript:alert(1)'],
  ['data: SVG with a script', 'data:image/svg+xml,<svg onload=alert(1)>'],
  ['data: base64 PNG', 'data:image/png;base64,iVBORw0KGgo='],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['http:', 'http://example.com/drill.png'],
  ['protocol-relative', '//evil.example/drill.png'],
  ['protocol-relative with a backslash', '/\\evil.example/drill.png'],
  ['https with credentials', 'https://user:secret@example.com/drill.png'],
  ['ftp:', 'ftp://example.com/drill.png'],
  ['file:', 'file:///etc/passwd'],
  ['a relative path', 'drill.png'],
  ['a path with a space', '/tools/my drill.png'],
  ['https with no host', 'https://'],
  ['a link longer than 2048', `https://example.com/${'a'.repeat(2048)}`],
  ['a site path with a lone surrogate', '/tools/\ud800.svg'],
  ['an https link with a lone surrogate', 'https://example.com/\udc00.png'],
  ['a site path with a NUL', '/tools/drill\u0000.svg'],
];

/** Document ids as they arrive in a JSON body. */
const badDocIds: [string, unknown][] = [
  ['empty', ''],
  ['with a slash', 'tools/abc'],
  ['with dots', '../users'],
  ['129 characters', 'a'.repeat(129)],
  ['non-ASCII', 'outil-ä'],
  ['with a space', 'a b'],
  ['with a NUL', 'a\u0000b'],
  ['reserved by Firestore (__proto__)', '__proto__'],
  ['reserved by Firestore (__name__)', '__name__'],
  ['a number', 42],
  ['null', null],
  ['an array', ['abc']],
  ['an object', { id: 'abc' }],
];

/**
 * Document ids as they arrive in a path segment (already percent-encoded where needed). Dot segments
 * are resolved by the Hosting server before the rewrite, so they reach no route: 404.
 */
const badPathIds: [label: string, segment: string, status: number][] = [
  ['an encoded slash', 'a%2Fb', 400],
  ['an encoded backslash', 'a%5Cb', 400],
  ['encoded dot-dot', '%2e%2e', 404],
  ['a doubly encoded slash', 'a%252Fb', 400],
  ['129 characters', 'a'.repeat(129), 400],
  ['non-ASCII', 'outil-%C3%A4', 400],
  ['an encoded space', 'a%20b', 400],
  ['an encoded NUL', 'a%00b', 400],
  ['a semicolon', 'a;b', 400],
  ['an encoded question mark', 'a%3Fb', 400],
  ['reserved by Firestore', '__reserved__', 400],
];

/** Path segments that start with a dot: the Hosting emulator answers its own 404 for those (see above). */
const dotPathIds: [label: string, segment: string][] = [
  ['path traversal to another collection', '..%2Fusers%2Fx'],
  ['a leading dot', '.env'],
];

/** Addresses that are not valid emails. */
const badEmails: [string, string][] = [
  ['no @', 'plainaddress'],
  ['nothing before @', '@example.com'],
  ['nothing after @', 'user@'],
  ['two @', 'user@@example.com'],
  ['a quoted local part', '"user"@example.com'],
  ['an IP literal', 'user@[127.0.0.1]'],
  ['a leading dot', '.user@example.com'],
  ['two dots in a row', 'user..name@example.com'],
  ['no top-level domain', 'user@example'],
  ['longer than 254 characters', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`],
  ['a NUL character', 'user\u0000@example.com'],
  ['a space', 'user name@example.com'],
  ['non-ASCII', 'üser@exämple.com'],
  ['a script tag', '<script>@example.com'],
  ['a path traversal', '../../admin@example.com'],
  ['an encoded slash', 'user/x@example.com'],
];

// ---- Requests -------------------------------------------------------------------------------------------

type Body = { json: unknown } | { raw: string };

/**
 * Bodies of 1 MB and more are sent gzip-compressed: the Functions runtime inflates them before the API runs,
 * so the API meets the full body, while the wire carries a few KB. Sent uncompressed, bodies near 1 MB
 * intermittently break the Functions emulator's proxy to its worker (write EPIPE, then the emulator exits
 * on ERR_HTTP_HEADERS_SENT), which would take the whole run down; production has no such proxy.
 */
const gzipped = (request: RawRequest): RawRequest => ({
  ...request,
  headers: { ...request.headers, 'content-encoding': 'gzip' },
  body: gzipSync(request.body ?? ''),
});

/** `base` with the value at a dotted path ("specs.voltage", "priceTiers.0.unitPrice") replaced. */
function withValue(base: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(base);
  const keys = field.split('.');
  let parent = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  parent[keys.at(-1)!] = value;
  return copy;
}

/** A JSON body where some fields are raw JSON text (for 1e400 and friends). */
function bodyWith(base: Record<string, unknown>, field: string, value: unknown, raw?: string): Body {
  if (raw === undefined) return { json: withValue(base, field, value) };
  const marker = '"__RAW__"';
  return { raw: JSON.stringify(withValue(base, field, '__RAW__')).replace(marker, raw) };
}

function jsonRequest(method: string, path: string, body: Body, headers: Record<string, string> = {}): RawRequest {
  return {
    method,
    path,
    headers: { 'content-type': 'application/json', ...headers },
    body: 'json' in body ? JSON.stringify(body.json) : body.raw,
  };
}

/** The tool fields added after the first release (sku, category...), valid with a price of 10 and a minimum of 1. */
const releaseTwoFields = {
  sku: 'BAD-INPUT-NEW',
  category: 'drills-drivers',
  powerSource: 'battery',
  specs: { voltage: 18, powerW: 500, weightKg: 1.5, warrantyMonths: 24 },
  pictures: ['/tools/drill.svg', '/tools/drill-side.svg'],
  priceTiers: [
    { minQuantity: 10, unitPrice: 9 },
    { minQuantity: 50, unitPrice: 8 },
  ],
};

/** A tool's text in Bangla, which release 3 added. */
const translatedFields = { i18n: { bn: { name: 'ড্রিল', description: 'একটি ড্রিল।' } } };

/** Values that are not one of a fixed set of words. */
const badWords = (valid: string): [string, unknown][] => [
  ['unknown', 'something-else'],
  ['upper case', valid.toUpperCase()],
  ['empty', ''],
  ['a number', 3],
  ['null', null],
  ['an array', [valid]],
];

/** Bad values of the fields of releaseTwoFields and translatedFields not covered by the text and number tables, by field. */
const toolFieldCases: [field: string, label: string, value: unknown][] = [
  ...(['AB', 'A'.repeat(33), 'VF_18', 'VF 18', 'VF/18', 'ÉCLAIR-1', '', 18, null] as const).map((value): [string, string, unknown] => ['sku', JSON.stringify(value).slice(0, 20), value]),
  ...badWords('saws').map(([label, value]): [string, string, unknown] => ['category', label, value]),
  ...badWords('battery').map(([label, value]): [string, string, unknown] => ['powerSource', label, value]),
  ['specs', 'a string', 'fast'],
  ['specs', 'an array', [18]],
  ['specs', 'null', null],
  ['specs.colour', 'an unknown spec', 'red'],
  ['pictures', 'an empty list', []],
  ['pictures', '9 pictures', Array.from({ length: 9 }, (_, i) => `/tools/p${i}.svg`)],
  ['pictures', 'a string', '/tools/drill.svg'],
  ['picture', 'not the first of pictures', '/tools/other.svg'],
  ['priceTiers', 'a string', '10 for 9'],
  ['priceTiers', '6 tiers', Array.from({ length: 6 }, (_, i) => ({ minQuantity: 10 + i, unitPrice: 9 - i }))],
  ['priceTiers.0', 'a tier that is a number', 5],
  ['priceTiers.0.minQuantity', 'at the minimum order', 1],
  ['priceTiers.0.unitPrice', 'at the price', 10],
  ['priceTiers.1.minQuantity', 'not above the tier before', 10],
  ['priceTiers.1.unitPrice', 'not below the tier before', 9],
  ['priceTiers.0.extra', 'an unknown tier field', 1],
  ['i18n', 'a string', 'বাংলা'],
  ['i18n', 'null', null],
  ['i18n.fr', 'a language the store does not speak', { name: 'Perceuse' }],
  ['i18n.bn', 'a string', 'ড্রিল'],
  ['i18n.bn.name', 'empty', ''],
  ['i18n.bn.name', 'a number', 7],
  ['i18n.bn.name', 'too long', 'ক'.repeat(121)],
  ['i18n.bn.description', 'too long', 'ক'.repeat(2001)],
  ['i18n.bn.description', 'a control character', 'ড্রিল\u0007'],
  ['i18n.bn.extra', 'an unknown field', 'x'],
];

interface BodyRoute {
  group: string;
  as: Caller;
  method: string;
  path: string;
  valid: Record<string, unknown>;
  headers: Record<string, string>;
  /** Unknown fields are refused. */
  strict: boolean;
}

/** A courier's address with its district, as checkout's `delivery` gives it. */
const deliveryAddress = { lines: 'House 5, Road 2', area: 'Mirpur', district: 'dhaka' };

/** Values that name none of the 64 districts (any case of a district's name is one). */
const badDistricts: [label: string, value: unknown][] = [
  ['unknown', 'Atlantis'],
  ['a division, not a district', 'Dhaka division'],
  ['a thana, not a district', 'Mirpur'],
  ['empty', ''],
  ['61 characters', 'd'.repeat(61)],
  ['a prototype key', 'constructor'],
  ['a number', 42],
  ['null', null],
  ['an array', ['dhaka']],
  ['an operator object', { $ne: null }],
];

/** Body routes, with a valid body that each case spoils. */
function bodyRoutes(f: Fixture): BodyRoute[] {
  const key = { 'idempotency-key': `bad-input-${Math.random().toString(36).slice(2)}` };
  return [
    {
      group: 'POST /api/tools',
      as: 'admin' as const,
      method: 'POST',
      path: '/tools',
      valid: { name: 'Bad Input Drill', picture: '/tools/drill.svg', description: 'A drill.', price: 10, minimum: 1, available: 5, ...releaseTwoFields, ...translatedFields },
      headers: {},
      strict: true,
    },
    {
      group: 'PATCH /api/tools/:id',
      as: 'admin' as const,
      method: 'PATCH',
      path: `/tools/${f.toolId}`,
      valid: { name: 'Renamed Drill', picture: '/tools/drill.svg', description: 'A drill.', price: 10, minimum: 1, available: 5, ...releaseTwoFields, ...translatedFields },
      headers: {},
      strict: true,
    },
    {
      group: 'POST /api/review',
      as: 'customer' as const,
      method: 'POST',
      path: '/review',
      valid: { toolId: f.toolId, rating: 4, review: 'Good drill.' },
      headers: {},
      strict: true,
    },
    {
      group: 'PUT /api/user/:email',
      as: 'customer' as const,
      method: 'PUT',
      path: `/user/${enc(f.customerEmail)}`,
      valid: { email: f.customerEmail, displayName: 'New Name' },
      headers: {},
      // Extra fields (a role, say) are ignored here by design; the privilege suite checks that.
      strict: false,
    },
    {
      // The language switch's body: the locale alone.
      group: 'PUT /api/user/:email (locale)',
      as: 'customer' as const,
      method: 'PUT',
      path: `/user/${enc(f.customerEmail)}`,
      valid: { locale: 'bn' },
      headers: {},
      strict: false,
    },
    {
      group: 'POST /api/orders',
      as: 'customer' as const,
      method: 'POST',
      path: '/orders',
      valid: { toolId: f.toolId, quantity: 2, address: '12 Road, Dhaka', phone: '+880 1712-345678', paymentMethod: 'cod' },
      headers: key,
      strict: true,
    },
    {
      group: 'POST /api/orders (lines)',
      as: 'customer' as const,
      method: 'POST',
      path: '/orders',
      valid: { lines: [{ toolId: f.toolId, quantity: 2 }], address: '12 Road, Dhaka', phone: '+880 1712-345678', poNumber: 'PO-1', paymentMethod: 'online' },
      headers: { 'idempotency-key': `bad-input-lines-${Math.random().toString(36).slice(2)}` },
      strict: true,
    },
    {
      group: 'PATCH /api/orders/:id',
      as: 'customer' as const,
      method: 'PATCH',
      path: `/orders/${f.orderId}`,
      valid: { status: 'cancelled' },
      headers: {},
      strict: true,
    },
    {
      group: 'PUT /api/cart/lines/:toolId',
      as: 'customer' as const,
      method: 'PUT',
      path: `/cart/lines/${f.toolId}`,
      valid: { quantity: 2 },
      headers: {},
      strict: true,
    },
    {
      group: 'POST /api/quotes',
      as: 'customer' as const,
      method: 'POST',
      path: '/quotes',
      valid: { lines: [{ toolId: f.toolId, quantity: 500 }], message: 'A price for 500?' },
      headers: {},
      strict: true,
    },
    {
      group: 'PATCH /api/quotes/:id',
      as: 'admin' as const,
      method: 'PATCH',
      path: `/quotes/${f.quoteId}`,
      valid: { status: 'declined', reason: 'Not for sale in that number' },
      headers: {},
      strict: true,
    },
    {
      group: 'PATCH /api/review/:id',
      as: 'admin' as const,
      method: 'PATCH',
      path: `/review/${f.reviewId}`,
      valid: { hidden: true },
      headers: {},
      strict: true,
    },
    {
      group: 'POST /api/quotes/:id/accept',
      as: 'customer' as const,
      method: 'POST',
      path: `/quotes/${f.quoteId}/accept`,
      valid: { address: '12 Road, Dhaka', phone: '+880 1712-345678', poNumber: 'PO-2', paymentMethod: 'online' },
      headers: { 'idempotency-key': `bad-input-accept-${Math.random().toString(36).slice(2)}` },
      strict: true,
    },
    {
      group: 'POST /api/delivery/quote',
      as: 'anonymous' as const,
      method: 'POST',
      path: '/delivery/quote',
      valid: { lines: [{ toolId: f.toolId, quantity: 2 }], district: 'dhaka' },
      headers: {},
      strict: true,
    },
    {
      // Checkout with a delivery address and its district: the free-text address may be left out.
      group: 'POST /api/orders (delivery)',
      as: 'customer' as const,
      method: 'POST',
      path: '/orders',
      valid: { lines: [{ toolId: f.toolId, quantity: 2 }], phone: '+880 1712-345678', paymentMethod: 'cod', delivery: { method: 'courier', address: deliveryAddress } },
      headers: { 'idempotency-key': `bad-input-delivery-${Math.random().toString(36).slice(2)}` },
      strict: true,
    },
    {
      group: 'POST /api/quotes/:id/accept (delivery)',
      as: 'customer' as const,
      method: 'POST',
      path: `/quotes/${f.quoteId}/accept`,
      valid: { phone: '+880 1712-345678', paymentMethod: 'online', delivery: { method: 'courier', address: deliveryAddress } },
      headers: { 'idempotency-key': `bad-input-accept-delivery-${Math.random().toString(36).slice(2)}` },
      strict: true,
    },
    {
      // An administrator's record of cash received on the fixture's order (a cash order).
      group: 'POST /api/orders/:id/payments',
      as: 'admin' as const,
      method: 'POST',
      path: `/orders/${f.orderId}/payments`,
      valid: { kind: 'payment', amount: 1, method: 'cash', reference: 'Receipt 1', at: '2026-01-15' },
      headers: {},
      strict: true,
    },
    ...tradeAccountBodyRoutes(f),
    {
      group: 'POST /api/addresses',
      as: 'customer' as const,
      method: 'POST',
      path: '/addresses',
      valid: { label: 'Home', ...deliveryAddress, default: true },
      headers: {},
      strict: true,
    },
    {
      group: 'PATCH /api/addresses/:id',
      as: 'customer' as const,
      method: 'PATCH',
      path: `/addresses/${f.addressId}`,
      valid: { label: 'Site office', ...deliveryAddress, default: true },
      headers: {},
      strict: true,
    },
    {
      // An administrator's shipment of the fixture's order by the own van.
      group: 'POST /api/orders/:id/shipments',
      as: 'admin' as const,
      method: 'POST',
      path: `/orders/${f.orderId}/shipments`,
      valid: { lines: [{ lineIndex: 0, quantity: 1, serials: ['BI-0001'] }], carrier: 'own-van', vehicle: 'DM-TA 11-2345' },
      headers: {},
      strict: true,
    },
    {
      group: 'PATCH /api/orders/:id/shipments/:n',
      as: 'admin' as const,
      method: 'PATCH',
      path: `/orders/${f.orderId}/shipments/1`,
      valid: { status: 'delivered', receivedBy: 'Rahim at the gate' },
      headers: {},
      strict: true,
    },
  ];
}

/** The trade accounts' bodies: the customer owns the fixture's company; administrators decide and take payments. */
function tradeAccountBodyRoutes(f: Fixture): BodyRoute[] {
  const company = `/companies/${f.companyId}`;
  const route = (group: string, as: Caller, path: string, valid: Record<string, unknown>): BodyRoute => ({
    group,
    as,
    method: group.split(' ')[0]!,
    path,
    valid,
    headers: {},
    strict: true,
  });
  return [
    route('POST /api/companies', 'customer', '/companies', {
      name: 'Padma Builders',
      tradeLicence: 'TRAD/DNCC/012345/2024',
      bin: '000123456-0101',
      address: '14 Tejgaon I/A, Dhaka',
      phone: '+880 1712-345678',
    }),
    // A change of an approved account; a decision on an application is a form of its own.
    route('PATCH /api/companies/:id', 'admin', company, { creditLimit: 20_000, termsDays: 45, hold: false }),
    route('PATCH /api/companies/:id (decline)', 'admin', company, { status: 'declined', reason: 'The trade licence has expired' }),
    route('POST /api/companies/:id/members', 'customer', `${company}/members`, { email: 'new-buyer@example.com', role: 'buyer', orderLimit: 2500 }),
    route('PATCH /api/companies/:id/members/:uid', 'customer', `${company}/members/${f.memberUid}`, { role: 'buyer', orderLimit: 1000 }),
    route('POST /api/companies/:id/payments', 'admin', `${company}/payments`, { amount: 100, method: 'bank', reference: 'DBBL-1' }),
    route('POST /api/orders/:id/approval', 'customer', `/orders/${f.approvalOrderId}/approval`, { decision: 'reject', reason: "Over this month's budget" }),
  ];
}

/** Fields of each body, with their kind and rules. */
const textFields = {
  'POST /api/tools': { name: 120, description: 2000 },
  'PATCH /api/tools/:id': { name: 120, description: 2000 },
  'POST /api/review': { review: 2000 },
  'PUT /api/user/:email': { displayName: 80 },
  'POST /api/orders': { address: 500 },
  'POST /api/orders (lines)': { address: 500, poNumber: 40 },
  'POST /api/quotes': { message: 2000 },
  'PATCH /api/quotes/:id': { reason: 500 },
  'POST /api/quotes/:id/accept': { address: 500, poNumber: 40 },
  'POST /api/orders (delivery)': { 'delivery.address.lines': 200, 'delivery.address.area': 80 },
  'POST /api/quotes/:id/accept (delivery)': { 'delivery.address.lines': 200, 'delivery.address.area': 80 },
  'POST /api/orders/:id/payments': { reference: 100 },
  'POST /api/companies': { name: 120, tradeLicence: 40, bin: 40, address: 500 },
  'PATCH /api/companies/:id (decline)': { reason: 500 },
  'POST /api/companies/:id/payments': { reference: 100 },
  'POST /api/orders/:id/approval': { reason: 500 },
  'POST /api/orders/:id/shipments': { vehicle: 30 },
  'PATCH /api/orders/:id/shipments/:n': { receivedBy: 100 },
  'POST /api/addresses': { label: 40, lines: 200, area: 80 },
  // A label of null takes the label away, so the label's cases are below.
  'PATCH /api/addresses/:id': { lines: 200, area: 80 },
} as Record<string, Record<string, number>>;

const toolNumberFields: Record<string, NumberRules> = {
  price: { min: 0.01, max: 1_000_000, whole: false },
  minimum: { min: 1, max: 1_000_000, whole: true },
  available: { min: 0, max: 10_000_000, whole: true },
  'specs.voltage': { min: 0.01, max: 1000, whole: false },
  'specs.powerW': { min: 0.01, max: 100_000, whole: false },
  'specs.weightKg': { min: 0.01, max: 1000, whole: false },
  'specs.warrantyMonths': { min: 1, max: 600, whole: true },
  'priceTiers.0.minQuantity': { min: 2, max: 1_000_000, whole: true },
  'priceTiers.0.unitPrice': { min: 0.01, max: 1_000_000, whole: false },
};

const numberFields = {
  'POST /api/tools': toolNumberFields,
  'PATCH /api/tools/:id': toolNumberFields,
  'POST /api/review': { rating: { min: 1, max: 5, whole: true } },
  'POST /api/orders': { quantity: { min: 1, max: 1_000_000, whole: true }, expectedTotal: { min: 0, max: 1e12, whole: false } },
  'POST /api/orders (lines)': { 'lines.0.quantity': { min: 1, max: 1_000_000, whole: true }, expectedTotal: { min: 0, max: 1e12, whole: false } },
  'PUT /api/cart/lines/:toolId': { quantity: { min: 1, max: 1_000_000, whole: true } },
  'POST /api/delivery/quote': { 'lines.0.quantity': { min: 1, max: 1_000_000, whole: true } },
  'POST /api/orders (delivery)': { 'lines.0.quantity': { min: 1, max: 1_000_000, whole: true }, expectedTotal: { min: 0, max: 1e12, whole: false } },
  'POST /api/quotes': { 'lines.0.quantity': { min: 1, max: 1_000_000, whole: true } },
  'POST /api/orders/:id/payments': { amount: { min: 0.01, max: 1e12, whole: false } },
  'PATCH /api/companies/:id': { creditLimit: { min: 0, max: 1e12, whole: false } },
  'POST /api/companies/:id/members': { orderLimit: { min: 0, max: 1e12, whole: false } },
  'PATCH /api/companies/:id/members/:uid': { orderLimit: { min: 0, max: 1e12, whole: false, nullable: true } },
  'POST /api/companies/:id/payments': { amount: { min: 0.01, max: 1e12, whole: false } },
  'POST /api/orders/:id/shipments': { 'lines.0.quantity': { min: 1, max: 1_000_000, whole: true }, 'lines.0.lineIndex': { min: 0, max: 49, whole: true } },
} as Record<string, Record<string, NumberRules>>;

const requiredFields: Record<string, string[]> = {
  // picture may be left out when pictures is given (it is their first); without either, see below.
  'POST /api/tools': ['name', 'description', 'price', 'minimum', 'available'],
  'POST /api/review': ['toolId', 'rating', 'review'],
  'POST /api/orders': ['toolId', 'quantity', 'address', 'phone'],
  'PATCH /api/orders/:id': ['status'],
  'POST /api/orders (lines)': ['address', 'phone'],
  'PUT /api/cart/lines/:toolId': ['quantity'],
  'POST /api/quotes': ['lines'],
  'PATCH /api/quotes/:id': ['status', 'reason'],
  'POST /api/quotes/:id/accept': ['address', 'phone'],
  'POST /api/delivery/quote': ['lines', 'district'],
  // Without lines the body is the release 1 form, which names toolId (as for the lines group).
  'POST /api/orders (delivery)': ['phone'],
  'POST /api/quotes/:id/accept (delivery)': ['phone'],
  'PATCH /api/review/:id': ['hidden'],
  'POST /api/orders/:id/payments': ['kind', 'amount', 'method', 'reference'],
  'POST /api/companies': ['name', 'tradeLicence', 'address', 'phone'],
  'PATCH /api/companies/:id (decline)': ['reason'],
  'POST /api/companies/:id/members': ['email', 'role'],
  'POST /api/companies/:id/payments': ['amount', 'method', 'reference'],
  'POST /api/orders/:id/approval': ['decision', 'reason'],
  'POST /api/orders/:id/shipments': ['lines', 'carrier'],
  'PATCH /api/orders/:id/shipments/:n': ['receivedBy'],
  'POST /api/addresses': ['lines', 'area', 'district'],
};

/** Bad lists of lines, for the bodies that take them: [label, lines, the field named]. */
const badLines = (toolId: string): [string, unknown, string][] => [
  ['not a list', { toolId, quantity: 2 }, 'lines'],
  ['null', null, 'lines'],
  ['empty', [], 'lines'],
  ['51 lines', Array.from({ length: 51 }, (_, i) => ({ toolId: `tool-${i}`, quantity: 2 })), 'lines'],
  ['one tool on two lines', [{ toolId, quantity: 2 }, { toolId, quantity: 3 }], 'lines.1.toolId'],
  ['a line that is a string', [toolId], 'lines.0'],
  ['a line without a quantity', [{ toolId }], 'lines.0.quantity'],
  ['a line with a price', [{ toolId, quantity: 2, unitPrice: 0.01 }], 'lines.0.unitPrice'],
  ...badDocIds.map(([label, value]): [string, unknown, string] => [`a line whose toolId is ${label}`, [{ toolId: value, quantity: 2 }], 'lines.0.toolId']),
];

/** Bad values of single fields of the trade accounts' bodies, by group: [field, label, value, raw JSON]. */
const tradeAccountFieldCases: Record<string, [field: string, label: string, value: unknown, raw?: string][]> = {
  'PATCH /api/companies/:id': [
    ...badWords('approved').map(([label, value]): [string, string, unknown] => ['status', label, value]),
    ['status', 'applied (an application is not decided back)', 'applied'],
    // Net 7, 15, 30, 45 or 60 days only.
    ...([
      ['0', 0],
      ['1', 1],
      ['10 (between two terms)', 10],
      ['14', 14],
      ['31', 31],
      ['90', 90],
      ['negative', -30],
      ['fractional', 30.5],
      ['a numeric string', '30'],
      ['"net 30"', 'net 30'],
      ['null', null],
      ['a boolean', true],
      ['an array', [30]],
    ] as const).map(([label, value]): [string, string, unknown] => ['termsDays', label, value]),
    ['termsDays', '1e400 (Infinity once parsed)', undefined, '1e400'],
    ['hold', 'the text "true"', 'true'],
    ['hold', '1', 1],
    ['hold', 'null', null],
    ['hold', 'an array', [true]],
  ],
  'POST /api/companies/:id/members': [
    ...badEmails.map(([label, value]): [string, string, unknown] => ['email', label, value]),
    ['email', 'a number', 42],
    ['email', 'null', null],
    ['email', 'a list of addresses', ['a@example.com', 'b@example.com']],
    ...badWords('buyer').map(([label, value]): [string, string, unknown] => ['role', label, value]),
    ['role', 'owner (a company has one, the applicant)', 'owner'],
    ['role', 'admin', 'admin'],
  ],
  'PATCH /api/companies/:id/members/:uid': [
    ...badWords('buyer').map(([label, value]): [string, string, unknown] => ['role', label, value]),
    ['role', 'owner (a company has one, the applicant)', 'owner'],
  ],
  'POST /api/companies/:id/payments': [
    ...badWords('bank').map(([label, value]): [string, string, unknown] => ['method', label, value]),
    ['method', 'online (the gateway records those)', 'online'],
    ['method', 'account (what is being paid)', 'account'],
  ],
  'POST /api/orders/:id/approval': [
    ...badWords('reject').map(([label, value]): [string, string, unknown] => ['decision', label, value]),
    ['decision', 'approved', 'approved'],
    ['decision', 'rejected', 'rejected'],
  ],
};

/**
 * Whole bodies of the trade accounts' routes that break a rule between fields, or name a field the caller may
 * not set, by group: [label, body, the field named]. `valid` is the group's valid body.
 */
function tradeAccountBodies(valid: Record<string, unknown>): Record<string, [label: string, body: unknown, field: string][]> {
  const approve = { status: 'approved', creditLimit: 10_000, termsDays: 30 };
  const decline = { status: 'declined', reason: 'The trade licence has expired' };
  /** Fields the server keeps, sent as if the caller could set them. */
  const kept = (fields: Record<string, unknown>): [string, unknown, string][] =>
    Object.entries(fields).map(([field, value]) => [`${field} in the body (the server's to set)`, { ...valid, [field]: value }, field]);
  return {
    'POST /api/companies': kept({ status: 'approved', creditLimit: 1_000_000, termsDays: 60, ownerUid: 'someone-else', outstandingPoisha: 0, hold: false }),
    'PATCH /api/companies/:id': [
      ['an empty object', {}, 'body'],
      ['an approval without a credit limit', { status: 'approved', termsDays: 30 }, 'creditLimit'],
      ['an approval without terms', { status: 'approved', creditLimit: 10_000 }, 'termsDays'],
      ['an approval with a reason', { ...approve, reason: 'Good references' }, 'reason'],
      ['an approval that also holds the account', { ...approve, hold: true }, 'hold'],
      ['an approval with a negative limit', { ...approve, creditLimit: -10_000 }, 'creditLimit'],
      ['an approval with a limit of three decimals', { ...approve, creditLimit: 10_000.005 }, 'creditLimit'],
      ['an approval on terms not offered (net 10)', { ...approve, termsDays: 10 }, 'termsDays'],
      ['a reason without a decline', { hold: true, reason: 'Cheque bounced' }, 'reason'],
      ...kept({ outstandingPoisha: 0, outstanding: 0, available: 1_000_000, ownerUid: 'someone-else', queue: 0, declineReason: 'x' }),
    ],
    'PATCH /api/companies/:id (decline)': [
      ['a decline with a credit limit', { ...decline, creditLimit: 10_000 }, 'creditLimit'],
      ['a decline with terms', { ...decline, termsDays: 30 }, 'termsDays'],
      ['a decline that holds the account', { ...decline, hold: true }, 'hold'],
    ],
    'POST /api/companies/:id/members': [
      ['an order limit for an approver', { email: 'new-approver@example.com', role: 'approver', orderLimit: 5000 }, 'orderLimit'],
      ['an order limit of 0 for an approver', { email: 'new-approver@example.com', role: 'approver', orderLimit: 0 }, 'orderLimit'],
      ...kept({ companyId: 'another-company', uid: 'someone-else', invitedBy: 'owner@example.com' }),
    ],
    'PATCH /api/companies/:id/members/:uid': [
      ['an empty object', {}, 'body'],
      ['an order limit for an approver', { role: 'approver', orderLimit: 5000 }, 'orderLimit'],
      // The fixture's member is an approver: an order limit alone is refused by the server, which reads the role.
      ['an order limit alone, for a member who is an approver', { orderLimit: 5000 }, 'orderLimit'],
      ...kept({ companyId: 'another-company', email: 'someone-else@example.com', uid: 'someone-else' }),
    ],
    'POST /api/companies/:id/payments': kept({ at: '2026-01-15', by: 'someone@example.com', kind: 'payment', orderId: 'some-order', applied: [] }),
    'POST /api/orders/:id/approval': [
      ['an approval with a reason', { decision: 'approve', reason: 'Fine' }, 'reason'],
      ['a decision in the name of someone else', { decision: 'approve', by: 'owner@example.com' }, 'by'],
      ['a decision with the order status', { decision: 'approve', status: 'pending' }, 'status'],
    ],
  };
}

export function generateBadInputCases(f: Fixture): BadInputCase[] {
  const cases: BadInputCase[] = [];
  const add = (group: string, as: Caller, name: string, request: RawRequest, expected: BadInputCase['expected']) =>
    cases.push({ group, name, as, request, expected });

  for (const route of bodyRoutes(f)) {
    const { group, as, method, path, valid, headers } = route;
    const bodyCase = (name: string, body: Body, expected: BadInputCase['expected']) =>
      add(group, as, name, jsonRequest(method, path, body, headers), expected);

    for (const [field, max] of Object.entries(textFields[group] ?? {})) {
      for (const [label, value, status] of badText(max)) {
        const request = jsonRequest(method, path, bodyWith(valid, field, value), headers);
        add(group, as, `${field}: ${label}`, label.includes('gzip') ? gzipped(request) : request, status === 413 ? { status } : { status: 400, field });
      }
    }
    for (const [field, rules] of Object.entries(numberFields[group] ?? {})) {
      const labels = badNumber(rules);
      if (field === 'price' || field.endsWith('unitPrice') || field === 'amount') labels.push(['zero', 0], ['three decimals', 1.001], ['below a cent', 1e-7]);
      // Limits may be 0 (no credit, or every order approved), but are money all the same.
      if (field === 'creditLimit' || field === 'orderLimit') labels.push(['three decimals', 2500.005], ['below a cent', 1e-7]);
      if (MONEY_FIELDS.test(field)) labels.push(...badMoney);
      if (field.startsWith('specs.')) labels.push(['zero', 0]);
      for (const [label, value, raw] of labels) bodyCase(`${field}: ${label}`, bodyWith(valid, field, value, raw), { status: 400, field });
    }
    if ('picture' in valid) {
      for (const [label, value] of badPictures) {
        bodyCase(`picture: ${label}`, bodyWith(valid, 'picture', value), { status: 400, field: 'picture' });
        bodyCase(`pictures.1: ${label}`, bodyWith(valid, 'pictures.1', value), { status: 400, field: 'pictures.1' });
      }
      bodyCase('picture: a number', bodyWith(valid, 'picture', 7), { status: 400, field: 'picture' });
    }
    if ('priceTiers' in valid) {
      for (const [field, label, value] of toolFieldCases) bodyCase(`${field}: ${label}`, bodyWith(valid, field, value), { status: 400, field });
    }
    if (group === 'POST /api/tools') {
      const { picture: _picture, pictures: _pictures, ...withoutPictures } = valid as Record<string, unknown>;
      bodyCase('picture and pictures: both missing', { json: withoutPictures }, { status: 400, field: 'picture' });
    }
    if ('toolId' in valid) {
      for (const [label, value] of badDocIds) bodyCase(`toolId: ${label}`, bodyWith(valid, 'toolId', value), { status: 400, field: 'toolId' });
    }
    // A shipment's lines name the order's lines by index, not tools (their own cases are below); an address's
    // lines are its street lines, a text.
    if ('lines' in valid && group !== 'POST /api/orders/:id/shipments' && !group.includes('/api/addresses')) {
      for (const [label, value, field] of badLines(f.toolId)) bodyCase(`lines: ${label}`, bodyWith(valid, 'lines', value), { status: 400, field });
    }
    if (group === 'POST /api/orders (lines)') {
      bodyCase('lines and toolId both', { json: { ...valid, toolId: f.toolId } }, { status: 400, field: 'toolId' });
      bodyCase('lines and quantity both', { json: { ...valid, quantity: 2 } }, { status: 400, field: 'quantity' });
    }
    if (group === 'PATCH /api/quotes/:id') {
      const quoted = { status: 'quoted', lines: [{ toolId: f.toolId, unitPrice: 9 }], expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString() };
      for (const [label, value] of [['accepted (the accept route does that)', 'accepted'], ['expired', 'expired'], ['unknown', 'lost'], ['a number', 1], ['null', null]] as const) {
        bodyCase(`status: ${label}`, { json: { status: value, reason: 'x' } }, { status: 400, field: 'status' });
      }
      for (const [label, value] of [
        ['in the past', new Date(Date.now() - 86_400_000).toISOString()],
        ['less than a day ahead', new Date(Date.now() + 3_600_000).toISOString()],
        ['31 days ahead', new Date(Date.now() + 31 * 86_400_000).toISOString()],
        ['not a date', 'soon'],
        ['a date without a time', '2030-01-01'],
        ['a number', Date.now() + 7 * 86_400_000],
      ] as const) {
        bodyCase(`expiresAt: ${label}`, bodyWith(quoted, 'expiresAt', value), { status: 400, field: 'expiresAt' });
      }
      for (const [label, value] of [['zero', 0], ['negative', -5], ['a fraction of a cent', 9.001], ['a string', '9']] as const) {
        bodyCase(`lines.0.unitPrice: ${label}`, bodyWith(quoted, 'lines.0.unitPrice', value), { status: 400, field: 'lines.0.unitPrice' });
      }
      bodyCase('lines: empty', bodyWith(quoted, 'lines', []), { status: 400, field: 'lines' });
      bodyCase('a quote without lines', { json: { status: 'quoted', expiresAt: quoted.expiresAt } }, { status: 400, field: 'lines' });
      bodyCase('a withdrawal with a reason', { json: { status: 'withdrawn', reason: 'x' } }, { status: 400, field: 'reason' });
    }
    if ('phone' in valid) {
      for (const [label, value] of [
        ['letters', 'call me'],
        ['too few digits', '12345'],
        ['too many digits', '1'.repeat(16)],
        ['a plus in the middle', '12+345678'],
        ['a number', 8801712345678],
        ['a newline', '+880 1712\n345678'],
        ['full-width digits', '０１７１２３４５６７８'],
      ] as const) {
        bodyCase(`phone: ${label}`, bodyWith(valid, 'phone', value), { status: 400, field: 'phone' });
      }
    }
    if (group.startsWith('POST /api/orders') && 'expectedTotal' in (numberFields[group] ?? {})) {
      bodyCase('expectedTotal: a fraction of a cent', bodyWith(valid, 'expectedTotal', 39.991), { status: 400, field: 'expectedTotal' });
    }
    if (group === 'POST /api/delivery/quote') {
      for (const [label, value] of badDistricts) bodyCase(`district: ${label}`, bodyWith(valid, 'district', value), { status: 400, field: 'district' });
      for (const [label, value] of badWords('pickup')) bodyCase(`method: ${label}`, bodyWith(valid, 'method', value), { status: 400, field: 'method' });
      bodyCase('a pickup with a district', { json: { ...valid, method: 'pickup' } }, { status: 400, field: 'district' });
      bodyCase('a courier without a district', { json: { lines: valid.lines, method: 'courier' } }, { status: 400, field: 'district' });
    }
    if ('delivery' in valid) {
      const address = (field: string, value: unknown) => bodyWith(valid, `delivery.address.${field}`, value);
      for (const [label, value] of badDistricts) bodyCase(`delivery.address.district: ${label}`, address('district', value), { status: 400, field: 'delivery.address.district' });
      for (const [label, value] of badWords('courier')) bodyCase(`delivery.method: ${label}`, bodyWith(valid, 'delivery.method', value), { status: 400, field: 'delivery.method' });
      for (const field of ['lines', 'area', 'district']) {
        const { [field]: _dropped, ...rest } = deliveryAddress as Record<string, unknown>;
        bodyCase(`delivery.address.${field}: missing`, bodyWith(valid, 'delivery.address', rest), { status: 400, field: `delivery.address.${field}` });
      }
      bodyCase('delivery: a string', bodyWith(valid, 'delivery', 'courier'), { status: 400, field: 'delivery' });
      bodyCase('delivery: null', bodyWith(valid, 'delivery', null), { status: 400, field: 'delivery' });
      bodyCase('delivery.address: a string', bodyWith(valid, 'delivery.address', 'House 5, Dhaka'), { status: 400, field: 'delivery.address' });
      bodyCase('a courier delivery with no address anywhere', bodyWith(valid, 'delivery', { method: 'courier' }), { status: 400, field: 'delivery.address' });
      bodyCase('a pickup with a delivery address', bodyWith(valid, 'delivery.method', 'pickup'), { status: 400, field: 'delivery.address' });
      bodyCase('a delivery charge of its own choosing', bodyWith(valid, 'delivery.charge', 0), { status: 400, field: 'delivery.charge' });
      bodyCase('a zone of its own choosing', bodyWith(valid, 'delivery.zone', 'dhaka-city'), { status: 400, field: 'delivery.zone' });
      bodyCase('an extra field in the address', address('postcode', '1216'), { status: 400, field: 'delivery.address.postcode' });
      bodyCase('method missing', bodyWith(valid, 'delivery', { address: deliveryAddress }), { status: 400, field: 'delivery.method' });
    }
    if (group.includes('/api/addresses')) {
      for (const [label, value] of badDistricts) bodyCase(`district: ${label}`, bodyWith(valid, 'district', value), { status: 400, field: 'district' });
      const badDefaults: [string, unknown][] = [['the text "true"', 'true'], ['1', 1], ['null', null], ['an object', { $ne: false }]];
      if (group.startsWith('PATCH')) {
        // There is no undoing a default: another address is made the default instead.
        badDefaults.push(['false', false]);
        for (const [label, value, status] of badText(40).filter(([label]) => label !== 'null')) {
          const request = jsonRequest(method, path, bodyWith(valid, 'label', value), headers);
          add(group, as, `label: ${label}`, label.includes('gzip') ? gzipped(request) : request, status === 413 ? { status } : { status: 400, field: 'label' });
        }
        bodyCase('an empty object', { json: {} }, { status: 400, field: 'body' });
      }
      for (const [label, value] of badDefaults) bodyCase(`default: ${label}`, bodyWith(valid, 'default', value), { status: 400, field: 'default' });
      for (const field of ['id', 'uid', 'addedAt', 'defaultId']) bodyCase(`a field the server keeps: ${field}`, bodyWith(valid, field, 'x'), { status: 400, field });
    }
    if ('paymentMethod' in valid) {
      for (const [label, value] of [...badWords('online'), ['a way to pay the store does not take', 'bkash'], ['an object', { method: 'online' }]] as const) {
        bodyCase(`paymentMethod: ${label}`, bodyWith(valid, 'paymentMethod', value), { status: 400, field: 'paymentMethod' });
      }
    }
    if (group === 'POST /api/orders/:id/shipments') {
      const lines = (valid as { lines: unknown[] }).lines;
      for (const [label, value] of [...badWords('own-van'), ['a courier the store does not use', 'pathao']] as const) {
        bodyCase(`carrier: ${label}`, bodyWith(valid, 'carrier', value), { status: 400, field: 'carrier' });
      }
      for (const [label, body, field] of [
        ['an own van without a vehicle', { lines, carrier: 'own-van' }, 'vehicle'],
        ['a vehicle on a courier shipment', { lines, carrier: 'steadfast', vehicle: 'DM-TA 11-2345' }, 'vehicle'],
        ['no lines', { lines: [], carrier: 'pickup' }, 'lines'],
        ['lines that are not a list', { lines: { lineIndex: 0, quantity: 1 }, carrier: 'pickup' }, 'lines'],
        ['51 lines', { lines: Array.from({ length: 51 }, (_, i) => ({ lineIndex: i % 50, quantity: 1 })), carrier: 'pickup' }, 'lines'],
        ['a line that is a number', { lines: [0], carrier: 'pickup' }, 'lines.0'],
        ['a line without a quantity', { lines: [{ lineIndex: 0 }], carrier: 'pickup' }, 'lines.0.quantity'],
        ['a line naming a tool', { lines: [{ lineIndex: 0, quantity: 1, toolId: 'bad-input-tool' }], carrier: 'pickup' }, 'lines.0.toolId'],
        ['one order line twice', { lines: [{ lineIndex: 0, quantity: 1 }, { lineIndex: 0, quantity: 1 }], carrier: 'pickup' }, 'lines.1.lineIndex'],
        ['fewer serials than units', { lines: [{ lineIndex: 0, quantity: 2, serials: ['BI-0001'] }], carrier: 'pickup' }, 'lines.0.serials'],
        ['a serial with a space', { lines: [{ lineIndex: 0, quantity: 1, serials: ['BI 0001'] }], carrier: 'pickup' }, 'lines.0.serials.0'],
        ['a serial of 41 characters', { lines: [{ lineIndex: 0, quantity: 1, serials: ['S'.repeat(41)] }], carrier: 'pickup' }, 'lines.0.serials.0'],
        ['a line the order does not have', { lines: [{ lineIndex: 7, quantity: 1 }], carrier: 'pickup' }, 'lines.0.lineIndex'],
        ['a status in the body (the server sets it)', { lines, carrier: 'pickup', status: 'delivered' }, 'status'],
        ['a cash amount in the body (the server sets it)', { lines, carrier: 'pickup', codAmount: 0 }, 'codAmount'],
      ] as const) {
        bodyCase(label, { json: body }, { status: 400, field });
      }
    }
    if (group === 'PATCH /api/orders/:id/shipments/:n') {
      for (const [label, body, field] of [
        ['an unknown status', { status: 'in-transit' }, 'status'],
        ['no status', { receivedBy: 'Rahim' }, 'status'],
        ['received back without units', { status: 'received-back' }, 'units'],
        ['received back with no units', { status: 'received-back', units: [] }, 'units'],
        ['received back with a negative count', { status: 'received-back', units: [{ lineIndex: 0, quantity: -1 }] }, 'units.0.quantity'],
        ['received back with a fractional count', { status: 'received-back', units: [{ lineIndex: 0, quantity: 1.5 }] }, 'units.0.quantity'],
        ['delivered with units', { status: 'delivered', receivedBy: 'Rahim', units: [{ lineIndex: 0, quantity: 1 }] }, 'units'],
      ] as const) {
        bodyCase(label, { json: body }, { status: 400, field });
      }
    }
    if (group === 'POST /api/orders/:id/payments') {
      const spoiled: [field: string, label: string, value: unknown][] = [
        ...badWords('payment').map(([label, value]): [string, string, unknown] => ['kind', label, value]),
        ...badWords('cash').map(([label, value]): [string, string, unknown] => ['method', label, value]),
        ['method', 'online (the gateway records those)', 'online'],
        ['at', 'not a date', 'yesterday'],
        ['at', 'a month that does not exist', '2026-13-01'],
        ['at', 'a day that does not exist', '2026-02-30'],
        ['at', 'a date and time', '2026-01-15T10:00:00Z'],
        ['at', 'in the future', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)],
        ['at', 'empty', ''],
        ['at', 'a number', 20260115],
        ['at', 'null', null],
        ['by', 'another recorder', 'someone@example.com'],
      ];
      for (const [field, label, value] of spoiled) bodyCase(`${field}: ${label}`, bodyWith(valid, field, value), { status: 400, field });
    }
    for (const [field, label, value, raw] of tradeAccountFieldCases[group] ?? []) bodyCase(`${field}: ${label}`, bodyWith(valid, field, value, raw), { status: 400, field });
    for (const [label, body, field] of tradeAccountBodies(valid)[group] ?? []) bodyCase(label, { json: body }, { status: 400, field });
    if ('idempotency-key' in headers) {
      const idempotency = (label: string, value: string | string[] | undefined) => {
        const { 'idempotency-key': _key, ...rest } = headers as Record<string, string>;
        add(group, as, `Idempotency-Key: ${label}`, jsonRequest(method, path, { json: valid }, value === undefined ? rest : { ...rest, 'idempotency-key': value as string }), {
          status: 400,
          field: 'Idempotency-Key',
        });
      };
      idempotency('missing', undefined);
      idempotency('empty', '');
      idempotency('7 characters', 'abcdefg');
      idempotency('129 characters', 'k'.repeat(129));
      idempotency('with a space', 'order key 12345');
      idempotency('with a slash', 'order/key/12345');
      idempotency('non-ASCII (Latin-1)', Buffer.from('clé-de-commande', 'latin1').toString('latin1'));
      idempotency('sent twice', ['key-one-12345', 'key-two-12345']);
    }
    if (group === 'PATCH /api/orders/:id') {
      for (const [label, value] of [
        ['unknown', 'refunded'],
        ['upper case', 'CANCELLED'],
        ['empty', ''],
        ['a number', 4],
        ['null', null],
        ['an array', ['cancelled']],
      ] as const) {
        bodyCase(`status: ${label}`, { json: { status: value } }, { status: 400, field: 'status' });
      }
    }
    if (group === 'PATCH /api/review/:id') {
      for (const [label, value] of [
        ['the text "true"', 'true'],
        ['1', 1],
        ['null', null],
        ['an array', [true]],
        ['an object', { hidden: true }],
      ] as const) {
        bodyCase(`hidden: ${label}`, { json: { hidden: value } }, { status: 400, field: 'hidden' });
      }
    }
    if (group.startsWith('PUT /api/user/:email')) {
      for (const [label, value] of [
        ...badWords('bn'),
        ['a language the store does not speak', 'fr'],
        ['a language tag with a region', 'bn-BD'],
        ['an object', { $ne: null }],
      ] as const) {
        bodyCase(`locale: ${label}`, bodyWith(valid, 'locale', value), { status: 400, field: 'locale' });
      }
    }
    if (group === 'PUT /api/user/:email') {
      for (const [label, value] of [
        ['another address', 'someone-else@example.com'],
        ['not an address', 'not-an-email'],
        ['a number', 5],
        ['an object', { $ne: null }],
      ] as const) {
        bodyCase(`email: ${label}`, bodyWith(valid, 'email', value), { status: 400, field: 'email' });
      }
      // Names that pass for the store or its people, however they are spelled.
      for (const [label, value] of [
        ["the store's name", 'Voltforge Official'],
        ['the store\'s name in full-width letters', 'Ｖｏｌｔｆｏｒｇｅ'],
        ['"admin" in capitals', 'SITE ADMIN'],
        ['"staff" with a Cyrillic a', 'Stаff'],
        ['a check mark', 'Rahim ✔'],
      ] as const) {
        bodyCase(`displayName: ${label}`, bodyWith(valid, 'displayName', value), { status: 400, field: 'displayName' });
      }
    }

    for (const field of requiredFields[group] ?? []) {
      const { [field]: _dropped, ...rest } = valid as Record<string, unknown>;
      bodyCase(`${field}: missing`, { json: rest }, { status: 400, field });
    }
    if (route.strict) {
      bodyCase('an extra field', { json: { ...valid, extra: 1 } }, { status: 400, field: 'extra' });
      bodyCase('a role in the body', { json: { ...valid, role: 'admin' } }, { status: 400, field: 'role' });
      bodyCase('a __proto__ key', { raw: JSON.stringify(valid).replace(/^\{/, '{"__proto__":{"admin":true},') }, { status: 400, field: '__proto__' });
      bodyCase('a constructor key', { raw: JSON.stringify(valid).replace(/^\{/, '{"constructor":{"prototype":{"admin":true}},') }, {
        status: 400,
        field: 'constructor',
      });
    }
    if (group === 'PATCH /api/tools/:id') bodyCase('an empty object', { json: {} }, { status: 400, field: 'body' });

    // The body as a whole.
    bodyCase('a JSON array', { json: [valid] }, { status: 400, field: 'body' });
    bodyCase('an empty JSON array', { raw: '[]' }, { status: 400, field: 'body' });
    for (const [label, raw] of [
      ['truncated JSON', '{"name":'],
      ['a trailing comma', '{"a":1,}'],
      ['single quotes', "{'a':1}"],
      ['NaN as a number', '{"price":NaN}'],
      ['an unterminated array', '[1,2'],
      ['a JSON string at the top level', '"text"'],
      ['JSON null at the top level', 'null'],
      ['a JSON number at the top level', '42'],
      ['100,000 nested arrays', '['.repeat(100_000)],
    ]) {
      bodyCase(`malformed body: ${label}`, { raw: raw! }, { status: 400, runtime: true });
    }
    const typed = (label: string, contentType: string | undefined, body: string, status: number, runtime?: true) =>
      add(group, as, `content type: ${label}`, { method, path, headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers }, body }, {
        status,
        ...(runtime ? { runtime } : {}),
      });
    typed('text/plain with JSON text', 'text/plain', JSON.stringify(valid), 415);
    typed('a form', 'application/x-www-form-urlencoded', 'role=admin&name=x', 415);
    typed('multipart', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="role"\r\n\r\nadmin\r\n--x--', 415);
    typed('none', undefined, JSON.stringify(valid), 415);
    typed('XML', 'application/xml', '<tool><name>x</name></tool>', 415);
    typed('JSON declared as UTF-16', 'application/json; charset=utf-16', JSON.stringify(valid), 400, true);
    bodyCase('a 100 KB body', { json: { ...valid, padding: 'x'.repeat(100_000) } }, { status: 413 });
    add(group, as, 'a 1 MB body (sent gzip-compressed)', gzipped(jsonRequest(method, path, { json: { ...valid, padding: 'x'.repeat(MB) } }, headers)), {
      status: 413,
    });
    if (group === 'POST /api/review') {
      // Decompression bombs: a few KB on the wire that inflate to far more than the API takes.
      add(group, as, 'a gzip bomb: 16 MB of JSON in about 16 KB', gzipped(jsonRequest(method, path, { json: { ...valid, review: ' '.repeat(16 * MB) } }, headers)), {
        status: 413,
      });
      add(group, as, "a gzip bomb past the runtime's 32 MB limit", gzipped(jsonRequest(method, path, { json: { ...valid, review: ' '.repeat(40 * MB) } }, headers)), {
        status: 413,
        runtime: true,
      });
      add(group, as, 'a body that claims gzip but is not', { ...jsonRequest(method, path, { json: valid }, headers), headers: { ...JSON_CT, 'content-encoding': 'gzip' } }, {
        status: 400,
        runtime: true,
      });
    }
  }

  // ---- Path parameters ----
  const pathRoutes: {
    group: string;
    as: Caller;
    method: string;
    path: (segment: string) => string;
    field: string;
    body?: unknown;
    /**
     * Where an encoded dot-dot in this segment lands: URL parsing resolves "%2e%2e" as ".." (the Hosting and the
     * Functions emulators both do), which here makes the path another route's. `status`: what that route answers
     * this caller; none when it answers with the caller's own data (their order list), so the case is left out.
     */
    dotDot?: { reaches: string; status?: number };
  }[] = [
    { group: 'GET /api/tools/:idOrSlug', as: 'anonymous', method: 'GET', path: (s) => `/tools/${s}`, field: 'idOrSlug' },
    { group: 'PATCH /api/tools/:id', as: 'admin', method: 'PATCH', path: (s) => `/tools/${s}`, field: 'id', body: { price: 5 } },
    { group: 'DELETE /api/tools/:id', as: 'admin', method: 'DELETE', path: (s) => `/tools/${s}`, field: 'id' },
    { group: 'GET /api/orders/:id', as: 'customer', method: 'GET', path: (s) => `/orders/${s}`, field: 'id' },
    { group: 'PATCH /api/orders/:id', as: 'admin', method: 'PATCH', path: (s) => `/orders/${s}`, field: 'id', body: { status: 'cancelled' } },
    { group: 'POST /api/orders/:id/payment', as: 'customer', method: 'POST', path: (s) => `/orders/${s}/payment`, field: 'id' },
    {
      group: 'POST /api/orders/:id/payments',
      as: 'admin',
      method: 'POST',
      path: (s) => `/orders/${s}/payments`,
      field: 'id',
      body: { kind: 'payment', amount: 1, method: 'cash', reference: 'Receipt 1' },
    },
    { group: 'DELETE /api/user/:uid', as: 'admin', method: 'DELETE', path: (s) => `/user/${s}`, field: 'uid' },
    { group: 'PUT /api/cart/lines/:toolId', as: 'customer', method: 'PUT', path: (s) => `/cart/lines/${s}`, field: 'toolId', body: { quantity: 1 } },
    { group: 'DELETE /api/cart/lines/:toolId', as: 'customer', method: 'DELETE', path: (s) => `/cart/lines/${s}`, field: 'toolId' },
    { group: 'GET /api/quotes/:id', as: 'customer', method: 'GET', path: (s) => `/quotes/${s}`, field: 'id' },
    { group: 'PATCH /api/addresses/:id', as: 'customer', method: 'PATCH', path: (s) => `/addresses/${s}`, field: 'id', body: { default: true } },
    { group: 'DELETE /api/addresses/:id', as: 'customer', method: 'DELETE', path: (s) => `/addresses/${s}`, field: 'id' },
    { group: 'PATCH /api/quotes/:id', as: 'admin', method: 'PATCH', path: (s) => `/quotes/${s}`, field: 'id', body: { status: 'declined', reason: 'x' } },
    { group: 'POST /api/quotes/:id/accept', as: 'customer', method: 'POST', path: (s) => `/quotes/${s}/accept`, field: 'id', body: { address: '12 Road', phone: '+880 1712-345678' } },
    { group: 'PATCH /api/review/:id', as: 'admin', method: 'PATCH', path: (s) => `/review/${s}`, field: 'id', body: { hidden: true } },
    { group: 'DELETE /api/review/:id', as: 'admin', method: 'DELETE', path: (s) => `/review/${s}`, field: 'id' },
    { group: 'POST /api/companies/invitations/:id/accept', as: 'customer', method: 'POST', path: (s) => `/companies/invitations/${s}/accept`, field: 'id' },
    { group: 'PATCH /api/companies/:id', as: 'admin', method: 'PATCH', path: (s) => `/companies/${s}`, field: 'id', body: { hold: true } },
    {
      group: 'POST /api/companies/:id/members',
      as: 'customer',
      method: 'POST',
      path: (s) => `/companies/${s}/members`,
      field: 'id',
      body: { email: 'new-buyer@example.com', role: 'buyer' },
    },
    ...(['PATCH', 'DELETE'] as const).flatMap((method) => [
      {
        group: `${method} /api/companies/:id/members/:uid`,
        as: 'customer' as const,
        method,
        path: (s: string) => `/companies/${s}/members/${f.memberUid}`,
        field: 'id',
        ...(method === 'PATCH' && { body: { role: 'buyer' } }),
      },
      {
        group: `${method} /api/companies/:id/members/:uid`,
        as: 'customer' as const,
        method,
        path: (s: string) => `/companies/${f.companyId}/members/${s}`,
        field: 'uid',
        ...(method === 'PATCH' && { body: { role: 'buyer' }, dotDot: { reaches: 'PATCH /api/companies/:id', status: 403 } }),
      },
    ]),
    { group: 'GET /api/companies/:id/statement', as: 'customer', method: 'GET', path: (s) => `/companies/${s}/statement`, field: 'id' },
    { group: 'GET /api/companies/:id/orders', as: 'customer', method: 'GET', path: (s) => `/companies/${s}/orders`, field: 'id', dotDot: { reaches: 'GET /api/orders' } },
    {
      group: 'POST /api/companies/:id/payments',
      as: 'admin',
      method: 'POST',
      path: (s) => `/companies/${s}/payments`,
      field: 'id',
      body: { amount: 1, method: 'cash', reference: 'Receipt 1' },
    },
    { group: 'POST /api/orders/:id/approval', as: 'customer', method: 'POST', path: (s) => `/orders/${s}/approval`, field: 'id', body: { decision: 'approve' } },
    { group: 'GET /api/orders/:id/shipments', as: 'customer', method: 'GET', path: (s) => `/orders/${s}/shipments`, field: 'id' },
    {
      group: 'POST /api/orders/:id/shipments',
      as: 'admin',
      method: 'POST',
      path: (s) => `/orders/${s}/shipments`,
      field: 'id',
      body: { lines: [{ lineIndex: 0, quantity: 1 }], carrier: 'pickup' },
    },
    { group: 'POST /api/orders/:id/shipments/:n/booking', as: 'admin', method: 'POST', path: (s) => `/orders/${s}/shipments/1/booking`, field: 'id' },
    { group: 'POST /api/orders/:id/shipments/:n/booking', as: 'admin', method: 'POST', path: (s) => `/orders/${f.orderId}/shipments/${s}/booking`, field: 'n' },
    {
      group: 'PATCH /api/orders/:id/shipments/:n',
      as: 'admin',
      method: 'PATCH',
      path: (s) => `/orders/${s}/shipments/1`,
      field: 'id',
      body: { status: 'delivered', receivedBy: 'Rahim' },
    },
    {
      group: 'PATCH /api/orders/:id/shipments/:n',
      as: 'admin',
      method: 'PATCH',
      path: (s) => `/orders/${f.orderId}/shipments/${s}`,
      field: 'n',
      body: { status: 'delivered', receivedBy: 'Rahim' },
      // "/orders/<id>/shipments/.." is PATCH /api/orders/:id, which refuses this body (its own bad-input group).
      dotDot: { reaches: 'PATCH /api/orders/:id' },
    },
  ];
  for (const route of pathRoutes) {
    const request = (path: string): RawRequest =>
      route.body === undefined ? { method: route.method, path } : jsonRequest(route.method, path, { json: route.body });
    for (const [label, segment, status] of badPathIds) {
      if (status === 404 && route.dotDot) {
        const { reaches, status: answered } = route.dotDot;
        if (answered) add(route.group, route.as, `${route.field} in the path: ${label} (${reaches} once resolved)`, request(route.path(segment)), { status: answered });
        continue;
      }
      add(route.group, route.as, `${route.field} in the path: ${label}`, request(route.path(segment)), status === 400 ? { status, field: route.field } : { status });
    }
    for (const [label, segment] of dotPathIds) {
      add(route.group, route.as, `${route.field} in the path: ${label} (sent to the function)`, { ...request(route.path(segment)), target: FUNCTION }, {
        status: 400,
        field: route.field,
      });
    }
    for (const [label, segment] of [
      ['broken percent-encoding', '%zz'],
      ['a lone percent sign', '%'],
    ]) {
      add(route.group, route.as, `${route.field} in the path: ${label} (sent to the function)`, { ...request(route.path(segment!)), target: FUNCTION }, {
        status: 400,
        runtime: true,
      });
    }
  }

  const emailRoutes: { group: string; as: Caller; method: string; path: (email: string) => string }[] = [
    { group: 'PUT /api/user/:email', as: 'customer', method: 'PUT', path: (e) => `/user/${e}` },
    { group: 'GET /api/admin/:email', as: 'customer', method: 'GET', path: (e) => `/admin/${e}` },
    { group: 'PUT /api/user/admin/:email', as: 'admin', method: 'PUT', path: (e) => `/user/admin/${e}` },
    { group: 'DELETE /api/user/admin/:email', as: 'admin', method: 'DELETE', path: (e) => `/user/admin/${e}` },
  ];
  for (const route of emailRoutes) {
    for (const [label, email] of badEmails) {
      const viaFunction = email.startsWith('.') ? { target: FUNCTION } : {};
      add(route.group, route.as, `email in the path: ${label}${email.startsWith('.') ? ' (sent to the function)' : ''}`, { method: route.method, path: route.path(enc(email)), ...viaFunction }, {
        status: 400,
        field: 'email',
      });
    }
    // Well-formed but odd addresses: a customer may only name themself (403); an admin names nobody (404).
    for (const [label, email] of [
      ['plus addressing', 'customer+admin@example.com'],
      ['an apostrophe', "o'brien@example.com"],
    ]) {
      add(route.group, route.as, `email in the path: ${label} of nobody`, { method: route.method, path: route.path(enc(email!)) }, {
        status: route.as === 'customer' ? 403 : 404,
      });
    }
  }

  // ---- Query strings ----
  const cursors: [string, string][] = [
    ['not base64url', '!!!'],
    ['501 characters', 'a'.repeat(501)],
    ['base64url of text that is not JSON', b64('not json')],
    ['a JSON object', b64('{"a":1}')],
    ['one value', b64('["a"]')],
    ['three values', b64('["a","b","c"]')],
    ['a number where the document id goes', b64('[1,2]')],
    ['a document id with a slash', b64('["a","tools/x"]')],
    ['a reserved document id', b64('["a","__x__"]')],
    ['an empty document id', b64('["a",""]')],
    ['a timestamp out of range', b64('[{"t":[1e20,0]},"a"]')],
    ['a timestamp that is not a pair', b64('[{"t":5},"a"]')],
    ['a fractional timestamp', b64('[{"t":[1.5,0]},"a"]')],
    ['nested arrays', b64('[[1],"a"]')],
  ];
  /** The lists of orders and quotes: scope is mine or all. */
  const badScopes: [string, string][] = [
    ['unknown', 'everyone'],
    ['empty', ''],
  ];
  const dates: [string, string][] = [
    ['not a date', 'yesterday'],
    ['a month that does not exist', '2026-13-01'],
    ['a day that does not exist', '2026-02-30'],
    ['a date and time', '2026-05-01T10%3A00%3A00Z'],
    ['empty', ''],
    ['a number', '1767225600000'],
  ];
  const limits = (max: number): [string, string][] => [
    ['zero', '0'],
    ['negative', '-1'],
    ['fractional', '1.5'],
    ['above the maximum', String(max + 1)],
    ['huge, with an exponent', '1e9'],
    ['letters', 'ten'],
    ['empty', ''],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
  ];
  const ownListFields = { limit: limits(100).slice(0, 6), cursor: cursors.slice(0, 9) };
  /** The administrators' list of companies sorts by two fields (applications first, then the newest): its cursor holds three values. */
  const companyCursors: [string, string][] = [
    ...cursors.slice(0, 5),
    ['two values (a page of companies ends on three)', b64('[0,"a"]')],
    ['four values', b64('[0,"a","b","c"]')],
    ['a number where the document id goes', b64('[0,"a",2]')],
    ['a document id with a slash', b64('[0,"a","companies/x"]')],
    ['a reserved document id', b64('[0,"a","__x__"]')],
    ['an empty document id', b64('[0,"a",""]')],
    ['a timestamp out of range', b64('[0,{"t":[1e20,0]},"a"]')],
    ['a timestamp that is not a pair', b64('[0,{"t":5},"a"]')],
    ['nested arrays', b64('[[0],"a","b"]')],
  ];
  /** The catalog's price range: taka, from 0 to 1,000,000. */
  const prices: [string, string][] = [
    ['negative', '-1'],
    ['above the maximum', '1000001'],
    ['letters', 'cheap'],
    ['a currency sign', enc('৳500')],
    ['Infinity', 'Infinity'],
    ['NaN', 'NaN'],
    ['huge, with an exponent', '1e400'],
  ];
  /** A page's language: en or bn. */
  const badLanguages: [string, string][] = [
    ['unknown', 'fr'],
    ['upper case', 'BN'],
    ['a region tag', 'bn-BD'],
    ['empty', ''],
  ];
  /** The order lists' payment filter: due, overdue, paid or refund-due. */
  const badPaymentFilters: [string, string][] = [
    ['unknown', 'late'],
    ['upper case', 'PAID'],
    ['empty', ''],
    ['a payment status that is no filter (awaiting)', 'awaiting'],
    ['a payment status that is no filter (refunded)', 'refunded'],
    ['a Firestore field name', 'payment.status'],
  ];
  const queryRoutes: { group: string; as: Caller; path: string; fields: Record<string, [string, string][]>; extra?: string }[] = [
    {
      group: 'GET /api/tools',
      as: 'anonymous',
      path: '/tools',
      fields: {
        q: [
          ['41 characters', 'a'.repeat(41)],
          ['41 non-ASCII characters', enc('é'.repeat(41))],
        ],
        sort: [
          ['unknown', 'popular'],
          ['empty', ''],
          ['a Firestore field name', 'nameLower'],
        ],
        inStock: [
          ['yes', 'yes'],
          ['empty', ''],
          ['2', '2'],
        ],
        category: [
          ['unknown', 'lathes'],
          ['upper case', 'SAWS'],
          ['empty', ''],
          ['a Firestore field name', 'nameLower'],
        ],
        powerSource: [
          ['unknown', 'solar'],
          ['upper case', 'BATTERY'],
          ['empty', ''],
        ],
        sku: [
          ['with a space', 'AB%20C'],
          ['with an underscore', 'AB_C'],
          ['33 characters', 'A'.repeat(33)],
          ['non-ASCII', enc('ÄBC')],
          ['empty', ''],
        ],
        minPrice: prices,
        maxPrice: prices,
        lang: badLanguages,
        limit: limits(48),
        cursor: [
          ...cursors,
          // Each sort's cursor holds its own kinds of values: a date is no name, a number no relevance's six values.
          ['a timestamp where the name goes', b64('[{"t":[1,0]},"a"]')],
          ['a number where the name goes', b64('[5,"a"]')],
          ['six values (a search by relevance) on a list by name', b64('[0,0,1,2.5,"drill","a"]')],
        ],
      },
    },
    {
      // A search ranks by relevance: its cursor holds the rank, typos, stock, score, name and id.
      group: 'GET /api/tools',
      as: 'anonymous',
      path: '/tools?q=drill',
      fields: {
        cursor: [
          ['two values (a list by name)', b64('["drill","a"]')],
          ['a name where the score goes', b64('[0,0,1,"drill","drill","a"]')],
        ],
      },
      extra: 'q',
    },
    {
      // A sku search lists by sku, alone: the catalog's search, sort and filters do not combine with it.
      group: 'GET /api/tools',
      as: 'anonymous',
      path: '/tools?sku=ABC',
      fields: {
        q: [['with a sku', 'drill']],
        sort: [['with a sku', 'price_asc']],
        category: [['with a sku', 'saws']],
        powerSource: [['with a sku', 'battery']],
        inStock: [['with a sku', 'true']],
        minPrice: [['with a sku', '100']],
        maxPrice: [['with a sku', '100']],
      },
      extra: 'sku',
    },
    {
      group: 'GET /api/search/suggest',
      as: 'anonymous',
      path: '/search/suggest',
      fields: {
        q: [
          ['empty', ''],
          ['one character', 'd'],
          ['one character between spaces', '%20d%20'],
          ['41 characters', 'a'.repeat(41)],
          ['41 non-ASCII characters', enc('ড'.repeat(41))],
        ],
      },
    },
    {
      group: 'GET /api/search/suggest',
      as: 'anonymous',
      path: '/search/suggest?q=dr',
      fields: { lang: badLanguages },
      extra: 'lang',
    },
    {
      group: 'GET /api/compare',
      as: 'anonymous',
      path: '/compare',
      fields: {
        tools: [
          ['empty', ''],
          ['one tool', 'drill'],
          ['five tools', 'a,b,c,d,e'],
          ['the same tool twice', 'drill,saw,drill'],
          ['an empty slug', 'drill,,saw'],
          ['a trailing comma', 'drill,saw,'],
          ['a slug in capitals', 'drill,SAW'],
          ['a slug with a space', 'drill,circular%20saw'],
          ['a slug with an underscore', 'drill,circular_saw'],
          ['a slug that starts with a hyphen', 'drill,-saw'],
          ['a path', `drill,${enc('../users')}`],
          ['a document path', `drill,${enc('tools/x')}`],
          ['non-ASCII', `drill,${enc('করাত')}`],
          ['a slug of 201 characters', `drill,${'s'.repeat(201)}`],
        ],
      },
    },
    {
      group: 'GET /api/review',
      as: 'anonymous',
      path: '/review',
      fields: {
        toolId: [
          ['with a slash', 'a%2Fb'],
          ['reserved by Firestore', '__x__'],
          ['129 characters', 'a'.repeat(129)],
          ['empty', ''],
        ],
        limit: limits(50),
        cursor: cursors,
      },
    },
    {
      group: 'GET /api/review/all',
      as: 'admin',
      path: '/review/all',
      fields: {
        toolId: [
          ['with a slash', 'a%2Fb'],
          ['reserved by Firestore', '__x__'],
          ['empty', ''],
        ],
        limit: limits(50),
        cursor: cursors,
      },
    },
    {
      group: 'GET /api/user',
      as: 'admin',
      path: '/user',
      fields: {
        q: [
          ['empty', ''],
          ['only spaces', '%20%20'],
          ['255 characters', 'a'.repeat(255)],
        ],
        limit: limits(100),
        cursor: cursors.slice(0, 9),
      },
    },
    {
      group: 'GET /api/audit',
      as: 'admin',
      path: '/audit',
      fields: {
        action: [
          ['unknown', 'tool.explode'],
          ['upper case', 'TOOL.CREATE'],
          ['empty', ''],
          ['a Firestore field name', 'actorUid'],
        ],
        actorUid: [
          ['with a slash', 'a%2Fb'],
          ['reserved by Firestore', '__x__'],
          ['129 characters', 'a'.repeat(129)],
          ['empty', ''],
        ],
        limit: limits(100),
        cursor: cursors,
      },
    },
    {
      group: 'GET /api/orders/export',
      as: 'admin',
      path: '/orders/export',
      fields: {
        status: [
          ['unknown', 'lost'],
          ['upper case', 'PENDING'],
        ],
        payment: badPaymentFilters,
        from: dates,
        to: dates,
        q: [
          ['a space inside', 'an%20order'],
          ['a slash', 'a%2Fb'],
          ['empty', ''],
        ],
        scope: [['any', 'all']],
        limit: [['any', '10']],
        cursor: [['any', 'abc']],
      },
    },
    {
      group: 'GET /api/orders',
      as: 'customer',
      path: '/orders',
      fields: {
        scope: badScopes,
        status: [
          ['unknown', 'lost'],
          ['upper case', 'PENDING'],
        ],
        payment: badPaymentFilters,
        ...ownListFields,
        from: dates,
        to: dates,
      },
    },
    {
      // q is for administrators (scope=all); a customer's q is refused too, on its own.
      group: 'GET /api/orders',
      as: 'admin',
      path: '/orders?scope=all',
      fields: {
        q: [
          ['a space inside', 'an%20order'],
          ['a slash', 'a%2Fb'],
          ['255 characters', 'a'.repeat(255)],
          ['empty', ''],
          ['an address without a domain', 'someone%40'],
          ['reserved by Firestore', '__x__'],
        ],
      },
      extra: 'q only',
    },
    {
      group: 'GET /api/quotes',
      as: 'customer',
      path: '/quotes',
      fields: {
        scope: badScopes,
        status: [
          ['unknown', 'lost'],
          ['upper case', 'QUOTED'],
          ['an order status', 'pending'],
        ],
        ...ownListFields,
      },
    },
    {
      group: 'GET /api/companies',
      as: 'admin',
      path: '/companies',
      fields: {
        status: [
          ['unknown', 'closed'],
          ['upper case', 'APPROVED'],
          ['empty', ''],
          ['an order status', 'pending'],
          ['a Firestore field name', 'queue'],
        ],
        limit: limits(100),
        cursor: companyCursors,
      },
    },
    {
      group: 'GET /api/companies/:id/statement',
      as: 'customer',
      path: `/companies/${f.companyId}/statement`,
      fields: {
        format: [
          ['XML', 'xml'],
          ['PDF', 'pdf'],
          ['upper case', 'CSV'],
          ['a media type', 'text%2Fcsv'],
          ['two formats', 'csv%2Cjson'],
          ['empty', ''],
        ],
      },
    },
    {
      group: 'GET /api/companies/:id/orders',
      as: 'customer',
      path: `/companies/${f.companyId}/orders`,
      fields: {
        status: [
          ['unknown', 'lost'],
          ['upper case', 'PENDING'],
          ['a company status', 'approved'],
          ['a payment status', 'due'],
        ],
        limit: limits(100),
        cursor: cursors,
      },
    },
    {
      group: 'GET /api/stats/sales',
      as: 'admin',
      path: '/stats/sales',
      fields: {
        months: [
          ['zero', '0'],
          ['37', '37'],
          ['fractional', '1.5'],
          ['negative', '-3'],
          ['letters', 'year'],
          ['empty', ''],
          ['huge', '1e12'],
        ],
      },
    },
  ];
  for (const route of queryRoutes) {
    const join = route.path.includes('?') ? '&' : '?';
    const scoped = route.extra ? ` (${route.path.split('?')[1]})` : '';
    for (const [field, values] of Object.entries(route.fields)) {
      for (const [label, value] of values) {
        add(route.group, route.as, `${field} in the query${scoped}: ${label}`, { method: 'GET', path: `${route.path}${join}${field}=${value}` }, { status: 400, field });
      }
      add(route.group, route.as, `${field} in the query${scoped}: given twice`, { method: 'GET', path: `${route.path}${join}${field}=1&${field}=2` }, { status: 400, field });
    }
    if (!route.extra) add(route.group, route.as, 'an unknown query parameter', { method: 'GET', path: `${route.path}?admin=true` }, { status: 400, field: 'admin' });
  }
  addGatewayCases(add, f);
  add('GET /api/orders', 'customer', 'q in the query without scope=all', { method: 'GET', path: '/orders?q=some-order' }, { status: 400, field: 'q' });
  add('GET /api/orders', 'customer', 'from after to', { method: 'GET', path: '/orders?from=2026-05-02&to=2026-05-01' }, { status: 400, field: 'to' });
  add('GET /api/tools', 'anonymous', 'minPrice above maxPrice', { method: 'GET', path: '/tools?minPrice=500&maxPrice=499.99' }, { status: 400, field: 'maxPrice' });

  return cases.map((c) => ({ ...c, request: { target: HOSTING, ...c.request } }));
}

type AddCase = (group: string, as: Caller, name: string, request: RawRequest, expected: BadInputCase['expected']) => void;

const FORM_CT = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The payment gateway's calls, from anyone: its notice (a form, as SSLCommerz posts it) and the browser's return
 * (a query). Everything the gateway adds beyond the fields the store reads passes through unread, so an unknown
 * field is no refusal here; what is checked is what the store reads: the order's id, the val_id, the status, the
 * outcome and the language, and that the notice comes as a form.
 */
function addGatewayCases(add: AddCase, f: Fixture) {
  const notify = 'POST /api/payments/notify';
  const valid = { tran_id: f.orderId, val_id: 'SBX0000000000000000000000', status: 'VALID', amount: '20.00', currency: 'BDT' };
  const form = (fields: [string, string][]) => fields.map(([name, value]) => `${enc(name)}=${enc(value)}`).join('&');
  const formOf = (fields: Record<string, string>) => form(Object.entries(fields));
  const notice = (name: string, body: string, expected: BadInputCase['expected'], headers: Record<string, string> = FORM_CT) =>
    add(notify, 'anonymous', name, { method: 'POST', path: '/payments/notify', headers, body }, expected);
  const without = (field: string) => Object.fromEntries(Object.entries(valid).filter(([name]) => name !== field));

  const badTranIds: [string, string][] = [
    ['empty', ''],
    ['a path to another collection', 'users/admin'],
    ['a path inside the order', `${f.orderId}/secret`],
    ['dot-dot', '..'],
    ['reserved by Firestore', '__x__'],
    ['129 characters', 'a'.repeat(129)],
    ['non-ASCII', 'অর্ডার-১'],
    ['a space', 'an order'],
    ['a NUL character', 'a\u0000b'],
    ['an SQL injection', "' OR 1=1 --"],
  ];
  for (const [label, value] of badTranIds) notice(`tran_id: ${label}`, formOf({ ...valid, tran_id: value }), { status: 400, field: 'tran_id' });
  notice('tran_id: missing', formOf(without('tran_id')), { status: 400, field: 'tran_id' });
  notice('tran_id: given twice', `${formOf(valid)}&tran_id=other-order`, { status: 400, field: 'tran_id' });
  notice('tran_id: a nested field', `${formOf(without('tran_id'))}&tran_id[id]=${f.orderId}`, { status: 400, field: 'tran_id' });
  notice('val_id: 129 characters', formOf({ ...valid, val_id: 'v'.repeat(129) }), { status: 400, field: 'val_id' });
  notice('val_id: given twice', `${formOf(valid)}&val_id=SBXOTHER`, { status: 400, field: 'val_id' });
  notice('val_id: a nested field', `${formOf(without('val_id'))}&val_id[$ne]=x`, { status: 400, field: 'val_id' });
  notice('status: 41 characters', formOf({ ...valid, status: 'V'.repeat(41) }), { status: 400, field: 'status' });
  notice('status: given twice', `${formOf(valid)}&status=FAILED`, { status: 400, field: 'status' });
  notice('an empty form', '', { status: 400, field: 'tran_id' });
  notice('content type: JSON', JSON.stringify(valid), { status: 415 }, JSON_CT);
  notice('content type: JSON sent as a form type with a JSON body', JSON.stringify(valid), { status: 400, field: 'tran_id' });
  notice('content type: text/plain', formOf(valid), { status: 415 }, { 'content-type': 'text/plain' });
  notice('content type: multipart', `--x\r\nContent-Disposition: form-data; name="tran_id"\r\n\r\n${f.orderId}\r\n--x--`, { status: 415 }, { 'content-type': 'multipart/form-data; boundary=x' });
  notice('content type: XML', `<notice><tran_id>${f.orderId}</tran_id></notice>`, { status: 415 }, { 'content-type': 'application/xml' });
  notice('content type: none', formOf(valid), { status: 415 }, {});
  notice('a 100 KB form', formOf({ ...valid, value_a: 'x'.repeat(100_000) }), { status: 413 });
  add(notify, 'anonymous', 'a 1 MB form (sent gzip-compressed)', gzipped({ method: 'POST', path: '/payments/notify', headers: FORM_CT, body: formOf({ ...valid, value_a: 'x'.repeat(MB) }) }), {
    status: 413,
  });

  // The gateway's return is where a browser lands: whatever its query says, it answers a page, never an error. A
  // value the store would not have written reads as absent: no order named, the page saying the payment is being
  // checked; an outcome or language left out of the order's page address.
  const back = 'GET /api/payments/return';
  const backPosted = 'POST /api/payments/return';
  const query = { order: f.orderId, outcome: 'success', lang: 'bn' };
  const landing = (field: string) =>
    field === 'order' ? '/bn/payment-returned' : field === 'outcome' ? `/bn/dashboard/orders/${f.orderId}` : `/dashboard/orders/${f.orderId}?payment=success`;
  const returns: [field: string, label: string, value: string | undefined][] = [
    ['order', 'missing', undefined],
    ['order', 'empty', ''],
    ['order', 'a path', 'a/b'],
    ['order', 'another site', 'https://evil.example'],
    ['order', 'protocol-relative', '//evil.example'],
    ['order', '129 characters', 'a'.repeat(129)],
    ['order', 'non-ASCII', 'অর্ডার'],
    ['order', 'a line break (header injection)', 'abc\r\nLocation: https://evil.example'],
    ['order', 'reserved by Firestore', '__name__'],
    ['order', 'an order that does not exist', 'noSuchOrder123'],
    ['outcome', 'missing', undefined],
    ['outcome', 'unknown', 'paid'],
    ['outcome', 'upper case', 'SUCCESS'],
    ['outcome', 'empty', ''],
    ['lang', 'a language the store does not speak', 'fr'],
    ['lang', 'upper case', 'BN'],
    ['lang', 'with a region', 'bn-BD'],
    ['lang', 'empty', ''],
  ];
  for (const [field, label, value] of returns) {
    const fields = Object.entries(query).flatMap(([name, given]): [string, string][] => (name !== field ? [[name, given]] : value === undefined ? [] : [[name, value]]));
    add(back, 'anonymous', `${field} in the query: ${label}`, { method: 'GET', path: `/payments/return?${form(fields)}` }, { status: 303, location: landing(field) });
  }
  for (const field of Object.keys(query)) {
    add(back, 'anonymous', `${field} in the query: given twice`, { method: 'GET', path: `/payments/return?${formOf(query)}&${field}=x` }, { status: 303, location: landing(field) });
  }
  add(back, 'anonymous', 'no query at all', { method: 'GET', path: '/payments/return' }, { status: 303, location: '/payment-returned' });
  add(back, 'anonymous', 'only parameters the store does not know', { method: 'GET', path: '/payments/return?a=1&b[c]=2&utm_source=x' }, { status: 303, location: '/payment-returned' });

  // The same return posted as a form, as SSLCommerz sends the browser back: the gateway's tran_id names the order
  // when the query does not, and nothing in the form is refused.
  const posted = (name: string, path: string, body: string, location: string) =>
    add(backPosted, 'anonymous', name, { method: 'POST', path, headers: FORM_CT, body }, { status: 303, location });
  posted("the gateway's success form, with the store's query", `/payments/return?${formOf(query)}`, formOf(valid), `/bn/dashboard/orders/${f.orderId}?payment=success`);
  posted("the gateway's form alone", '/payments/return', formOf(valid), `/dashboard/orders/${f.orderId}`);
  posted('an empty form', '/payments/return', '', '/payment-returned');
  for (const [label, tranId] of badTranIds) posted(`tran_id: ${label}`, '/payments/return', formOf({ ...valid, tran_id: tranId }), '/payment-returned');
  posted('tran_id: given twice', '/payments/return', `${formOf(valid)}&tran_id=x`, '/payment-returned');
  posted('tran_id: an order that does not exist', '/payments/return?outcome=fail', formOf({ ...valid, tran_id: 'noSuchOrder123' }), '/payment-returned');
}
