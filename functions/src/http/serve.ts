import type { Writable } from 'node:stream';
import type { Request, Router } from 'express';
import type { ApiRoute, HandlerResult, ParsedInput } from '@store/contract/routes';
import { ApiError } from './api-error';
import { authenticate, requireAdmin, type Caller } from './auth';
import { cachePublic } from './cache';
import { parse } from './validate';
import { siteOrigin } from './site-origin';

type CallerOf<R extends ApiRoute> = R['access'] extends 'public' ? undefined : Caller;

/** What a handler may change of its answer beyond the body: a status other than the route's, a header, a Location. */
export interface Reply {
  status(code: number): unknown;
  set(name: string, value: string): unknown;
  location(url: string): unknown;
}

/**
 * Marks an answer as one given before: the request repeats one already done (the same Idempotency-Key, or the same
 * record sent again), so nothing changed. With `status`, the answer's status too (a repeated record is 200, not 201).
 */
export function answerReplay(reply: Reply, status?: 200) {
  reply.set('Idempotent-Replayed', 'true');
  if (status) reply.status(status);
}

/** The reply of a route that `produces` a non-JSON answer: the handler writes the body to it and ends it. */
export type StreamReply = Reply & Writable;

/**
 * A route's work: it gets the caller and the parsed request, and gives back the answer's body (or, for a route
 * that `produces` another type, streams it to the reply).
 */
export type RouteHandler<R extends ApiRoute> = (
  input: ParsedInput<R> & {
    caller: CallerOf<R>;
    /** Where customers reach the store (siteOrigin): asked only by handlers that give it out, so that a store without one still answers the rest. */
    origin: () => string;
  },
  reply: [NonNullable<R['produces'] | R['producesOnRequest']>] extends [never] ? Reply : StreamReply,
) => Promise<HandlerResult<R>>;

/** A request's parts before parsing, as Express or an in-process caller gives them. */
interface RawInput {
  params?: unknown;
  query?: unknown;
  headers?: Record<string, string | undefined>;
  body?: unknown;
}

type ExpressMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Parses a request's parts with the route's schemas: a 400 naming the field at fault. */
async function parseInput<R extends ApiRoute>(route: R, raw: RawInput, caller: Caller | undefined) {
  const schemas = await route.schemas();
  return {
    caller,
    ...(schemas.params && { params: parse(schemas.params, raw.params, 'path') }),
    ...(schemas.headers && { headers: parse(schemas.headers, pick(raw.headers ?? {}, Object.keys(schemas.headers.shape)), 'headers') }),
    ...(schemas.query && { query: parse(schemas.query, raw.query, 'query') }),
    ...(schemas.body && { body: parse(schemas.body, raw.body, 'body') }),
  } as ParsedInput<R> & { caller: CallerOf<R> };
}

/** The named headers, looked up case-insensitively (Node gives header names in lower case). */
const pick = (headers: Record<string, string | undefined>, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, headers[name.toLowerCase()]]));

/** The public routes by method and path, for publicRead. */
const publicRoutes = new Map<string, { route: ApiRoute; handler: (input: never, reply: Reply) => Promise<unknown> }>();
const routeKey = (route: Pick<ApiRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * Registers `route` of the contract's table on `router`: checks the caller's access, parses the path,
 * headers, query and body with the route's schemas, runs the handler and answers with the route's status.
 * A public route can also be read in-process (publicRead).
 */
export function serve<R extends ApiRoute>(router: Router, route: R, handler: RouteHandler<R>): void {
  if (route.access === 'public') publicRoutes.set(routeKey(route), { route, handler: handler as unknown as (input: never, reply: Reply) => Promise<unknown> });
  router[route.method.toLowerCase() as ExpressMethod](route.path, async (req, res) => {
    checkMediaType(req, route);
    const caller = route.access === 'admin' ? await requireAdmin(req) : route.access === 'signed-in' ? await authenticate(req) : undefined;
    const headers = Object.fromEntries(Object.keys(req.headers).map((name) => [name, req.get(name)]));
    const input = await parseInput(route, { params: req.params, query: req.query, headers, body: req.body }, caller);
    res.status(route.status);
    const result = await handler({ ...input, origin: () => siteOrigin(req) }, res as Reply & StreamReply);
    // A streamed answer is whole once the handler returns (its stream has ended it).
    if (route.produces || res.writableEnded) return;
    // Only a success may sit in the CDN: a 404 for a slug would outlive the tool created under it.
    if (route.cache === 'public') cachePublic(res);
    if (res.statusCode === 204 || res.statusCode === 303) res.end();
    else res.json(result);
  });
}

/** A body is JSON, or the type the route declares it consumes (the payment gateway's form); anything else is a 415. */
function checkMediaType(req: Request, route: ApiRoute) {
  const length = (req as Request & { rawBody?: Buffer }).rawBody?.length ?? Number(req.get('content-length') ?? 0);
  const type = route.consumes ?? 'application/json';
  if (length > 0 && !req.is(type)) {
    throw new ApiError('unsupported-media-type', type === 'application/json' ? 'Send the body as JSON (Content-Type: application/json)' : `Send the body as ${type}`);
  }
}

/** An answer of publicRead: the status and the body, as they would reach an HTTP caller. */
export interface PublicAnswer {
  status: number;
  body: unknown;
}

/**
 * Answers a public route in this process, as an anonymous HTTP call would be answered (same parsing, same
 * handler, the body as JSON gives it): the server renderer reads the catalog this way instead of calling
 * itself over the network. Refusals come back as the API's error bodies; anything else throws.
 */
export async function publicRead(route: Pick<ApiRoute, 'method' | 'path'>, raw: RawInput): Promise<PublicAnswer> {
  const registered = publicRoutes.get(routeKey(route));
  if (!registered) return { status: 404, body: { error: { code: 'not-found', message: `No public API route ${routeKey(route)}` } } };
  let status: number = registered.route.status;
  const reply: Reply = {
    status: (code) => (status = code),
    set: () => undefined,
    location: () => undefined,
  };
  try {
    const input = await parseInput(registered.route, raw, undefined);
    const result = await registered.handler({ ...input, origin: () => siteOrigin({ get: () => undefined }) } as never, reply);
    return { status, body: status === 204 ? undefined : JSON.parse(JSON.stringify(result ?? null)) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, body: { error: { code: error.code, message: error.message, details: error.details } } };
  }
}
