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
  /**
   * The status of a success (a review that replaces an earlier one answers 200 rather than 201); 303 for an
   * address a browser is sent to, which answers by sending it on (the handler sets the Location).
   */
  status: 200 | 201 | 204 | 303;
  /** Public answers the Hosting CDN may keep briefly; everything else is private, no-store. */
  cache?: 'public';
  /** A success that is not JSON: the handler streams it in this content type (the route has no response schema). */
  produces?: 'text/csv';
  /** A success that is JSON unless the query asks for CSV (format=csv): then the handler streams it, as for `produces`. */
  producesOnRequest?: 'text/csv';
  /** A body that is not JSON: the payment gateway posts its notifications as an HTML form would. */
  consumes?: 'application/x-www-form-urlencoded';
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
// So are `produces` and `producesOnRequest`: a handler's reply is a stream exactly for the routes that declare one.
export const defineRoute = <
  S extends RouteSchemas,
  const P extends string,
  const T extends ApiRoute['produces'] = undefined,
  const O extends ApiRoute['producesOnRequest'] = undefined,
>(
  definition: ApiRoute<S> & { path: P; produces?: T; producesOnRequest?: O },
) => definition;

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
