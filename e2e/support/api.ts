import { randomUUID } from 'node:crypto';
import type { Order, OrderStatus } from '@store/contract/order';
import type { Quote } from '@store/contract/quote';
import type { Tool, ToolBody } from '@store/contract/tool';
import { DEMO_ADMIN, idTokenFor, PROJECT_ID, type Account } from './accounts';
import { BASE_URL } from './browser';

/**
 * Test data made through the store's own API, as an administrator or a customer would make it,
 * so each journey starts from things it owns (a tool with known stock, an order to move along).
 */
async function api<T>(path: string, { token, method = 'GET', body, headers = {} }: { token?: string; method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} /api${path} answered ${res.status}: ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

let adminToken: Promise<string> | undefined;
const asAdmin = () => (adminToken ??= idTokenFor(DEMO_ADMIN.email, DEMO_ADMIN.password));

let toolCounter = 0;

/** A new tool in the catalog, added by the demo administrator: a name no other run used, and known stock. */
export async function createTool(overrides: Partial<ToolBody> = {}): Promise<Tool> {
  const id = `${Date.now().toString(36).slice(-5)}${++toolCounter}`;
  const input: ToolBody = {
    name: `Test Drill ${id}`,
    picture: '/tools/cordless-drill-driver-18v.svg',
    description: 'A drill made for a browser test.',
    price: 12.5,
    minimum: 3,
    available: 20,
    ...overrides,
  };
  return api<Tool>('/tools', { token: await asAdmin(), method: 'POST', body: input });
}

export async function getTool(idOrSlug: string): Promise<Tool> {
  return api<Tool>(`/tools/${encodeURIComponent(idOrSlug)}`, { headers: { 'cache-control': 'no-cache' } });
}

/** An order placed by the customer through the API (the purchase journeys place theirs through the form). */
export async function placeOrder(
  customer: Pick<Account, 'email' | 'password'>,
  tool: Tool,
  quantity = tool.minimum,
  delivery: { address?: string; poNumber?: string } = {},
): Promise<Order> {
  const token = await idTokenFor(customer.email, customer.password);
  return api<Order>('/orders', {
    token,
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
    body: { toolId: tool.id, quantity, address: 'House 7, Road 3, Dhanmondi, Dhaka', phone: '+880 1711 000111', ...delivery },
  });
}

export async function setOrderStatus(order: Order, status: OrderStatus): Promise<Order> {
  return api<Order>(`/orders/${order.id}`, { token: await asAdmin(), method: 'PATCH', body: { status } });
}

/** A review of `tool` by `customer`, through the API (one per customer and tool). */
export async function postReview(customer: Pick<Account, 'email' | 'password'>, tool: Pick<Tool, 'id'>, rating: number, review: string) {
  const token = await idTokenFor(customer.email, customer.password);
  return api<unknown>('/review', { token, method: 'POST', body: { toolId: tool.id, rating, review } });
}

/** The catalog's tools for a query of GET /api/tools (all of them, up to the largest page). */
export async function listTools(query: Record<string, string>): Promise<Tool[]> {
  const params = new URLSearchParams({ ...query, limit: '48' });
  return (await api<{ tools: Tool[] }>(`/tools?${params}`, { headers: { 'cache-control': 'no-cache' } })).tools;
}

/** Sets a line of the customer's cart through the API (the cart journey fills its cart through the pages). */
export async function setCartLine(customer: Pick<Account, 'email' | 'password'>, tool: Pick<Tool, 'id'>, quantity: number): Promise<void> {
  const token = await idTokenFor(customer.email, customer.password);
  await api<unknown>(`/cart/lines/${tool.id}`, { token, method: 'PUT', body: { quantity } });
}

/** A request for quote by the customer, through the API (the quote journey asks for its own through the pages). */
export async function requestQuote(customer: Pick<Account, 'email' | 'password'>, lines: { toolId: string; quantity: number }[], message?: string): Promise<Quote> {
  const token = await idTokenFor(customer.email, customer.password);
  return api<Quote>('/quotes', { token, method: 'POST', body: { lines, message } });
}

/** The language a user's mails are written in (users/{uid}.locale), as an administrator reads it. */
export async function localeOf(email: string): Promise<string | undefined> {
  const { users } = await api<{ users: { email: string; locale?: string }[] }>(`/user?q=${encodeURIComponent(email)}`, { token: await asAdmin() });
  return users.find((user) => user.email === email)?.locale;
}

/**
 * The mails written to `to` (documents of mail/, which the Trigger Email extension sends on a real project), read
 * from the Firestore emulator as its owner.
 */
export async function mailsTo(to: string): Promise<{ subject: string; text: string }[]> {
  type Text = { stringValue: string };
  type Row = { document?: { fields: { message: { mapValue: { fields: { subject: Text; text: Text } } } } } };
  const res = await fetch(`http://127.0.0.1:8080/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: JSON.stringify({
      structuredQuery: { from: [{ collectionId: 'mail' }], where: { fieldFilter: { field: { fieldPath: 'to' }, op: 'EQUAL', value: { stringValue: to } } } },
    }),
  });
  if (!res.ok) throw new Error(`reading mail/ answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as Row[]).flatMap(({ document }) =>
    document ? [{ subject: document.fields.message.mapValue.fields.subject.stringValue, text: document.fields.message.mapValue.fields.text.stringValue }] : [],
  );
}
