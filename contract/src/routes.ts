import type { z } from 'zod';
import type { ErrorCode } from './errors';

/** The JSON API is served under this path of the site (Hosting rewrites /api/** to the api function). */
export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call a route: anyone, any signed-in user, or administrators. The function checks it first. */
export type Access = 'public' | 'signed-in' | 'admin';

/** The zod schemas of one call: what it reads from the request, and what it answers. */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Absent for a 204 answer. */
  response?: z.ZodType;
}

/**
 * One API call. `path` is relative to API_BASE, with `:name` for each path parameter. The schemas load on
 * demand: the function and the tests parse with them, while the browser only needs their types, so the
 * storefront's first download stays free of zod.
 */
export interface ApiRoute<S extends RouteSchemas = RouteSchemas> {
  method: HttpMethod;
  path: string;
  access: Access;
  /** The status of a success (a review that replaces an earlier one answers 200 rather than 201). */
  status: 200 | 201 | 204;
  /** Public answers the Hosting CDN may keep briefly; everything else is private, no-store. */
  cache?: 'public';
  /** A success that is not JSON: the handler streams it in this content type (the route has no response schema). */
  produces?: 'text/csv';
  /** The refusals this call makes itself, beyond those its access, its schemas and every route can give. */
  errors: readonly ErrorCode[];
  schemas: () => Promise<S>;
}

/** What every route may answer: a body the API cannot read, an overload, a fault. */
export const COMMON_ERRORS = [
  'invalid-json',
  'payload-too-large',
  'unsupported-media-type',
  'rate-limited',
  'internal',
  'unavailable',
] as const satisfies readonly ErrorCode[];

/** Every refusal `route` may answer with: its own, those of its access and schemas, and the common ones. */
export function routeErrors(route: ApiRoute, schemas: RouteSchemas): Set<ErrorCode> {
  const codes = new Set<ErrorCode>([...COMMON_ERRORS, ...route.errors]);
  if (route.access !== 'public') codes.add('unauthenticated');
  if (route.access === 'admin') codes.add('permission-denied');
  if (schemas.params || schemas.query || schemas.headers || schemas.body) codes.add('invalid-argument');
  return codes;
}

// The path stays a literal type, so clients can derive names from it (the web app's query keys do).
// So is `produces`: a handler's reply is a stream exactly for the routes that declare one.
export const route = <S extends RouteSchemas, const P extends string, const T extends ApiRoute['produces'] = undefined>(
  definition: ApiRoute<S> & { path: P; produces?: T },
) => definition;

const tool = () => import('./tool');
const review = () => import('./review');
const user = () => import('./user');
const order = () => import('./order');
const stats = () => import('./stats');
const cart = () => import('./cart');
const quote = () => import('./quote');
const common = () => import('./common');

/**
 * Every call of the API but the shop's administration (shop-routes.ts, kept apart so the storefront's first
 * download does not carry them): the function registers its routes from this table, and the web app calls
 * through it.
 */
export const api = {
  listTools: route({
    method: 'GET',
    path: '/tools',
    access: 'public',
    status: 200,
    cache: 'public',
    errors: [],
    schemas: async () => {
      const { ToolListQuery, ToolPage } = await tool();
      return { query: ToolListQuery, response: ToolPage };
    },
  }),
  getTool: route({
    method: 'GET',
    path: '/tools/:idOrSlug',
    access: 'public',
    status: 200,
    cache: 'public',
    errors: ['not-found'],
    schemas: async () => {
      const { ToolRefPath, ToolDetail } = await tool();
      return { params: ToolRefPath, response: ToolDetail };
    },
  }),
  addTool: route({
    method: 'POST',
    path: '/tools',
    access: 'admin',
    status: 201,
    errors: ['sku-taken'],
    schemas: async () => {
      const { ToolInput, Tool } = await tool();
      return { body: ToolInput, response: Tool };
    },
  }),
  updateTool: route({
    method: 'PATCH',
    path: '/tools/:id',
    access: 'admin',
    status: 200,
    errors: ['not-found', 'sku-taken'],
    schemas: async () => {
      const [{ ToolPatch, Tool }, { DocPath }] = await Promise.all([tool(), common()]);
      return { params: DocPath, body: ToolPatch, response: Tool };
    },
  }),
  deleteTool: route({
    method: 'DELETE',
    path: '/tools/:id',
    access: 'admin',
    status: 204,
    errors: ['not-found'],
    schemas: async () => ({ params: (await common()).DocPath }),
  }),

  listReviews: route({
    method: 'GET',
    path: '/review',
    access: 'public',
    status: 200,
    cache: 'public',
    errors: [],
    schemas: async () => {
      const { ReviewListQuery, ReviewPage } = await review();
      return { query: ReviewListQuery, response: ReviewPage };
    },
  }),
  postReview: route({
    method: 'POST',
    path: '/review',
    access: 'signed-in',
    status: 201,
    errors: ['email-not-verified', 'not-found'],
    schemas: async () => {
      const { ReviewInput, Review } = await review();
      return { body: ReviewInput, response: Review };
    },
  }),

  // /user/admin/:email comes before /user/:email, so "admin" is never read as an email.
  makeAdmin: route({
    method: 'PUT',
    path: '/user/admin/:email',
    access: 'admin',
    status: 200,
    errors: ['not-found', 'conflict'],
    schemas: async () => {
      const { EmailPath, User } = await user();
      return { params: EmailPath, response: User };
    },
  }),
  removeAdmin: route({
    method: 'DELETE',
    path: '/user/admin/:email',
    access: 'admin',
    status: 200,
    errors: ['not-found', 'last-admin', 'conflict'],
    schemas: async () => {
      const { EmailPath, User } = await user();
      return { params: EmailPath, response: User };
    },
  }),
  recordUser: route({
    method: 'PUT',
    path: '/user/:email',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied'],
    schemas: async () => {
      const { EmailPath, UpsertUserBody, User } = await user();
      // The body is optional: an empty PUT records the account as it is.
      return { params: EmailPath, body: UpsertUserBody.default({}), response: User };
    },
  }),
  adminStatus: route({
    method: 'GET',
    path: '/admin/:email',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found'],
    schemas: async () => {
      const { EmailPath, AdminStatus } = await user();
      return { params: EmailPath, response: AdminStatus };
    },
  }),
  listUsers: route({
    method: 'GET',
    path: '/user',
    access: 'admin',
    status: 200,
    errors: [],
    schemas: async () => {
      const { UserListQuery, UserPage } = await user();
      return { query: UserListQuery, response: UserPage };
    },
  }),
  removeUser: route({
    method: 'DELETE',
    path: '/user/:uid',
    access: 'admin',
    status: 204,
    errors: ['not-found', 'last-admin', 'conflict'],
    schemas: async () => ({ params: (await user()).UidPath }),
  }),

  placeOrder: route({
    method: 'POST',
    path: '/orders',
    access: 'signed-in',
    status: 201,
    // A 409 about stock or the minimum names each failing line (lines.{i}.quantity) in details.
    errors: ['email-not-verified', 'not-found', 'below-minimum', 'insufficient-stock', 'price-changed', 'idempotency-key-reused'],
    schemas: async () => {
      const { IdempotencyHeaders, PlaceOrderBody, Order } = await order();
      return { headers: IdempotencyHeaders, body: PlaceOrderBody, response: Order };
    },
  }),
  listOrders: route({
    method: 'GET',
    path: '/orders',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied'],
    schemas: async () => {
      const { OrderListQuery, OrderPage } = await order();
      return { query: OrderListQuery, response: OrderPage };
    },
  }),
  getOrder: route({
    method: 'GET',
    path: '/orders/:id',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found'],
    schemas: async () => {
      const [{ Order }, { DocPath }] = await Promise.all([order(), common()]);
      return { params: DocPath, response: Order };
    },
  }),
  updateOrderStatus: route({
    method: 'PATCH',
    path: '/orders/:id',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found', 'invalid-transition'],
    schemas: async () => {
      const [{ UpdateOrderBody, Order }, { DocPath }] = await Promise.all([order(), common()]);
      return { params: DocPath, body: UpdateOrderBody, response: Order };
    },
  }),

  getCart: route({
    method: 'GET',
    path: '/cart',
    access: 'signed-in',
    status: 200,
    errors: [],
    schemas: async () => ({ response: (await cart()).Cart }),
  }),
  setCartLine: route({
    method: 'PUT',
    path: '/cart/lines/:toolId',
    access: 'signed-in',
    status: 200,
    errors: ['not-found', 'cart-full'],
    schemas: async () => {
      const { CartLinePath, SetCartLineBody, Cart } = await cart();
      return { params: CartLinePath, body: SetCartLineBody, response: Cart };
    },
  }),
  removeCartLine: route({
    method: 'DELETE',
    path: '/cart/lines/:toolId',
    access: 'signed-in',
    status: 204,
    errors: [],
    schemas: async () => ({ params: (await cart()).CartLinePath }),
  }),

  requestQuote: route({
    method: 'POST',
    path: '/quotes',
    access: 'signed-in',
    status: 201,
    errors: ['email-not-verified', 'not-found'],
    schemas: async () => {
      const { CreateQuoteBody, Quote } = await quote();
      return { body: CreateQuoteBody, response: Quote };
    },
  }),
  listQuotes: route({
    method: 'GET',
    path: '/quotes',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied'],
    schemas: async () => {
      const { QuoteListQuery, QuotePage } = await quote();
      return { query: QuoteListQuery, response: QuotePage };
    },
  }),
  getQuote: route({
    method: 'GET',
    path: '/quotes/:id',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found'],
    schemas: async () => {
      const [{ Quote }, { DocPath }] = await Promise.all([quote(), common()]);
      return { params: DocPath, response: Quote };
    },
  }),
  updateQuote: route({
    method: 'PATCH',
    path: '/quotes/:id',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found', 'invalid-transition'],
    schemas: async () => {
      const [{ UpdateQuoteBody, Quote }, { DocPath }] = await Promise.all([quote(), common()]);
      return { params: DocPath, body: UpdateQuoteBody, response: Quote };
    },
  }),
  acceptQuote: route({
    method: 'POST',
    path: '/quotes/:id/accept',
    access: 'signed-in',
    status: 201,
    errors: ['email-not-verified', 'permission-denied', 'not-found', 'invalid-transition', 'quote-expired', 'insufficient-stock', 'idempotency-key-reused'],
    schemas: async () => {
      const [{ IdempotencyHeaders, AcceptQuoteBody, Order }, { DocPath }] = await Promise.all([order(), common()]);
      return { params: DocPath, headers: IdempotencyHeaders, body: AcceptQuoteBody, response: Order };
    },
  }),


  salesStats: route({
    method: 'GET',
    path: '/stats/sales',
    access: 'admin',
    status: 200,
    errors: [],
    schemas: async () => {
      const { SalesQuery, SalesStats } = await stats();
      return { query: SalesQuery, response: SalesStats };
    },
  }),
} as const;

type SchemasOf<R> = R extends ApiRoute<infer S> ? S : never;
type InputOf<S, K extends keyof RouteSchemas> = K extends keyof S ? (S[K] extends z.ZodType ? z.input<S[K]> : never) : never;
type OutputOf<S, K extends keyof RouteSchemas> = K extends keyof S ? (S[K] extends z.ZodType ? z.output<S[K]> : never) : never;

type Part<S, K extends keyof RouteSchemas, Optional extends boolean> = K extends keyof S
  ? Optional extends true
    ? { [P in K]?: InputOf<S, K> }
    : { [P in K]: InputOf<S, K> }
  : unknown;
/** What a caller sends to `R`: each part only where the route reads it; a query, and a body that may be absent, optional. */
export type RouteInput<R> = Part<SchemasOf<R>, 'params', false> &
  Part<SchemasOf<R>, 'headers', false> &
  Part<SchemasOf<R>, 'query', true> &
  Part<SchemasOf<R>, 'body', undefined extends InputOf<SchemasOf<R>, 'body'> ? true : false>;
/** What the function reads from a request to `R`, parsed. */
export type ParsedInput<R> = {
  [K in 'params' | 'query' | 'headers' | 'body' as K extends keyof SchemasOf<R> ? K : never]: OutputOf<SchemasOf<R>, K>;
};
/** The body of a success of `R` as the caller reads it (undefined for 204). */
export type RouteResponse<R> = 'response' extends keyof SchemasOf<R> ? OutputOf<SchemasOf<R>, 'response'> : undefined;
/** What the function's handler for `R` gives back (before the response schema's defaults and transforms). */
export type HandlerResult<R> = 'response' extends keyof SchemasOf<R> ? InputOf<SchemasOf<R>, 'response'> : void;

/**
 * The site address of a call: routeUrl(api.getTool, { idOrSlug: 'a b' }) is /api/tools/a%20b. Query values
 * left undefined or empty are not sent.
 */
export function routeUrl(route: ApiRoute, params: object = {}, query: object = {}): string {
  const values = params as Record<string, unknown>;
  const path = route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${API_BASE}${path}${queryString ? `?${queryString}` : ''}`;
}
