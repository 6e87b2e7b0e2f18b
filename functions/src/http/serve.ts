import type { Request, Response, Router } from 'express';
import type { ApiRoute, HandlerResult, ParsedInput } from '@store/contract/routes';
import { authenticate, requireAdmin, type Caller } from './auth';
import { cachePublic } from './cache';
import { parse } from './validate';

type CallerOf<R extends ApiRoute> = R['access'] extends 'public' ? undefined : Caller;

/** A route's work: it gets the caller and the parsed request, and gives back the answer's body. */
export type RouteHandler<R extends ApiRoute> = (
  input: ParsedInput<R> & { caller: CallerOf<R> },
  req: Request,
  res: Response,
) => Promise<HandlerResult<R>>;

type ExpressMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Registers `route` of the contract's table on `router`: checks the caller's access, parses the path,
 * headers, query and body with the route's schemas (a 400 naming the field at fault), runs the handler and
 * answers with the route's status. The handler may still set headers or another status on `res`.
 */
export function serve<R extends ApiRoute>(router: Router, route: R, handler: RouteHandler<R>): void {
  router[route.method.toLowerCase() as ExpressMethod](route.path, async (req, res) => {
    const caller = route.access === 'admin' ? await requireAdmin(req) : route.access === 'signed-in' ? await authenticate(req) : undefined;
    const schemas = await route.schemas();
    const input = {
      caller,
      ...(schemas.params && { params: parse(schemas.params, req.params, 'path') }),
      ...(schemas.headers && { headers: parse(schemas.headers, headerValues(req, Object.keys(schemas.headers.shape)), 'headers') }),
      ...(schemas.query && { query: parse(schemas.query, req.query, 'query') }),
      ...(schemas.body && { body: parse(schemas.body, req.body, 'body') }),
    } as ParsedInput<R> & { caller: CallerOf<R> };
    res.status(route.status);
    const result = await handler(input, req, res);
    // Only a success may sit in the CDN: a 404 for a slug would outlive the tool created under it.
    if (route.cache === 'public') cachePublic(res);
    if (res.statusCode === 204) res.end();
    else res.json(result);
  });
}

const headerValues = (req: Request, names: string[]) => Object.fromEntries(names.map((name) => [name, req.get(name)]));
