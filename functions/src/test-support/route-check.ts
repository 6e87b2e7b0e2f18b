import { ErrorBody, errorStatus, type ErrorCode } from '@store/contract/errors';
import { api, routeErrors, type ApiRoute } from '@store/contract/routes';

const matchers = Object.values(api).map((route: ApiRoute) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
}));

/** The route of the contract's table that `method path` (relative to /api, query allowed) reaches, as Express picks it. */
function routeOf(method: string, path: string): ApiRoute | undefined {
  const pathname = path.split('?')[0]!;
  return matchers.find(({ route, pattern }) => route.method === method.toUpperCase() && pattern.test(pathname))?.route;
}

/**
 * Holds an answer of the API to its contract: a success's body parses with the route's response schema (none
 * for 204), and a refusal is an error body whose code is one the route may give, with that code's status.
 * Throws naming the route and what is wrong. `body` is undefined when the answer was not JSON. Answers to
 * paths no route serves, and refusals Hosting gives before the function runs (not JSON), are not checked.
 */
export async function checkAnswer(method: string, path: string, status: number, body: unknown): Promise<void> {
  const route = routeOf(method, path);
  if (!route) return;
  const schemas = await route.schemas();
  const name = `${route.method} ${route.path} answered ${status}`;
  if (status < 400) {
    // A streamed answer (CSV, always or on request) has no schema here: its tests parse it with a parser of its format.
    if (route.produces || (route.producesOnRequest && body === undefined)) return;
    if (!schemas.response) {
      if (status !== 204) throw new Error(`${name}; the contract says 204`);
      return;
    }
    const parsed = schemas.response.safeParse(body);
    if (!parsed.success) throw new Error(`${name} with a body its response schema refuses: ${parsed.error.message}`);
    return;
  }
  if (body === undefined) return;
  const error = ErrorBody.safeParse(body);
  if (!error.success) throw new Error(`${name} without an error body: ${JSON.stringify(body)?.slice(0, 200)}`);
  const code = error.data.error.code as ErrorCode;
  if (!routeErrors(route, schemas).has(code)) throw new Error(`${name} with code ${code}, which its contract does not list`);
  if (errorStatus[code] !== status) throw new Error(`${name} with code ${code}, which the contract gives status ${errorStatus[code]}`);
}
