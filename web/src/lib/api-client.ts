import type { ErrorBody, ErrorCode, ErrorDetail } from '@store/contract/errors';
import { INTL_LOCALE } from '@store/contract/locale';
import type { PublicApiReader } from '@store/contract/page-renderer';
import { routeUrl, type ApiRoute, type RouteInput, type RouteResponse } from '@store/contract/api-route';
import { useCallback } from 'react';
import { useIntl, type IntlShape } from './i18n/intl';
import type { MessageId } from './i18n/message-id';

/** The API's error codes, and those of failures the client sees itself (no network, an answer not the API's). */
export type ApiErrorCode = ErrorCode | 'network' | 'http-error' | 'invalid-response';

/** A failed API call, built from the API's `{ error: { code, message, details } }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly details?: ErrorDetail[];

  constructor(status: number, code: ApiErrorCode, message: string, details?: ErrorDetail[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** Gives the signed-in user's ID token, or null. Set by the app once Firebase Auth has loaded. */
export type IdTokenSource = () => Promise<string | null>;
let idTokenSource: IdTokenSource | null = null;

/**
 * Firebase loads after the first render (see app/firebase-session.tsx), so the client does not
 * import it: the session registers how to get a token. Calls made before that are anonymous, which
 * only public pages do (signed-in pages wait for the session).
 */
export function setIdTokenSource(source: IdTokenSource | null): void {
  idTokenSource = source;
}

const NETWORK_MESSAGE = 'Cannot reach the server. Check your connection and try again.';

// A shape check rather than ErrorBody.parse: it keeps zod out of the first download of every page.
function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  return (
    typeof error?.code === 'string' &&
    typeof error.message === 'string' &&
    (error.details === undefined || Array.isArray(error.details))
  );
}

function errorFrom(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const { code, message, details } = body.error;
    return new ApiError(status, code, message, details);
  }
  const message = status >= 500 ? 'The server had a problem. Please try again.' : `Request failed (${status}).`;
  return new ApiError(status, status >= 500 ? 'internal' : 'http-error', message);
}

/**
 * On the server (src/server/render-page.tsx), public calls are answered by the function's own process rather
 * than over the network; the browser never sets this.
 */
let inProcessReader: PublicApiReader | null = null;
export function readApiInProcess(reader: PublicApiReader): void {
  inProcessReader = reader;
}

/** Whether a route's input may be left out (every part it reads is optional). */
type InputArgs<R extends ApiRoute> = object extends RouteInput<R> ? [input?: RouteInput<R>, options?: CallOptions] : [input: RouteInput<R>, options?: CallOptions];

export interface CallOptions {
  signal?: AbortSignal;
}

/**
 * Calls `route` of the contract's table with the signed-in user's ID token. Resolves with the answer's
 * body (typed by the route; undefined for 204) and throws ApiError for any failure, network failures
 * included (status 0).
 */
export async function callApi<R extends ApiRoute>(route: R, ...args: InputArgs<R>): Promise<RouteResponse<R>> {
  return (await callApiWithStatus(route, ...args)).data;
}

/** callApi, with the status of the answer too (where 200 and 201 mean different things). */
export async function callApiWithStatus<R extends ApiRoute>(
  route: R,
  ...[input, options]: InputArgs<R>
): Promise<{ status: number; data: RouteResponse<R> }> {
  if (inProcessReader) {
    if (route.access !== 'public') throw new ApiError(0, 'network', 'Only public calls are answered while rendering on the server.');
    const { params, query } = (input ?? {}) as { params?: object; query?: object };
    const answer = await inProcessReader(route, { params, query });
    if (answer.status >= 400) throw errorFrom(answer.status, answer.body);
    return { status: answer.status, data: answer.body as RouteResponse<R> };
  }
  const response = await send(route, input as object | undefined, options, 'application/json');
  const { status } = response;
  if (status === 204) return { status, data: undefined as RouteResponse<R> };
  // Typed by the contract, not parsed with it: the API's tests hold every answer to the route's schema.
  const data = (await response.json().catch(() => {
    throw new ApiError(status, 'invalid-response', 'The server sent an unreadable answer. Please try again.');
  })) as RouteResponse<R>;
  return { status, data };
}

/**
 * Refuses, at compile time, a route whose success is only ever JSON (one without `produces` or
 * `producesOnRequest`).
 */
type FileRoute<R extends ApiRoute> = [NonNullable<R['produces'] | R['producesOnRequest']>] extends [never] ? { produces: 'a file type' } : unknown;

/**
 * Calls a route that answers a file (one that `produces` it, or one that does when its query asks, given that
 * query), as callApi does (the signed-in user's ID token, ApiError for any failure: a refusal still answers
 * JSON), and resolves with the file. A download link cannot carry the token, so the page saves the Blob itself
 * (see save-file.ts).
 */
export async function callApiForFile<R extends ApiRoute>(route: R & FileRoute<R>, ...[input, options]: InputArgs<R>): Promise<Blob> {
  if (inProcessReader) throw new ApiError(0, 'network', 'Files are not fetched while rendering on the server.');
  const fileType = route.produces ?? route.producesOnRequest;
  const response = await send(route, input as object | undefined, options, `${fileType}, application/json;q=0.5`);
  try {
    return await response.blob();
  } catch (error) {
    // The answer broke off part-way (a file is streamed, so this can happen after a 200).
    if (options?.signal?.aborted) throw error;
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }
}

/** Sends a call with the signed-in user's ID token; resolves with a successful answer, throws ApiError otherwise. */
async function send(route: ApiRoute, input: object | undefined, options: CallOptions | undefined, accept: string): Promise<Response> {
  const { params, query, headers: extraHeaders, body } = (input ?? {}) as { params?: object; query?: object; headers?: object; body?: unknown };
  const headers: Record<string, string> = { Accept: accept, ...(extraHeaders as Record<string, string>) };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = idTokenSource ? await idTokenSource() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(routeUrl(route, params, query), {
      method: route.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: options?.signal,
    });
  } catch (error) {
    if (options?.signal?.aborted) throw error;
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }
  if (!response.ok) throw errorFrom(response.status, await response.json().catch(() => undefined));
  return response;
}

const CODE_MESSAGES: Partial<Record<ApiErrorCode, string>> = {
  network: NETWORK_MESSAGE,
  'rate-limited': 'Too many requests. Please wait a moment and try again.',
  unauthenticated: 'Your session has ended. Please log in again.',
};

/**
 * Readable English for anything a call can throw: the API's own words, or an error's message. Pages say it in
 * their language with errorText below (and ./action-error-text.ts, which words Firebase Auth's errors too).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return CODE_MESSAGES[error.code] ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** The message of each error code a caller words itself (an ApiError's code). */
export type ErrorMessages = Readonly<Partial<Record<ApiErrorCode, MessageId>>>;

/**
 * The failures any page can meet, of the connection, the session and the server: every page downloads these
 * with the client, so they are few. What the API refuses a change for, and what the sign-in service says, are
 * worded by ./action-error-text.ts, which only pages that make changes download.
 */
const FAILURES: ErrorMessages = {
  network: 'errors.network',
  'rate-limited': 'errors.rateLimited',
  unauthenticated: 'errors.sessionEnded',
  internal: 'errors.server',
  unavailable: 'errors.server',
  'invalid-response': 'errors.server',
  'http-error': 'errors.server',
};

/**
 * What went wrong with a call, in the page's language. An English page says what the API wrote, which names the
 * specifics (which tool, how many are left); another language says what the error's code means, from
 * `messages` and then the failures any page can meet, or what the API wrote for a code it has no message for.
 * Any other error (a script that failed to download) says its own words in English, which no other language shows.
 */
export function errorText(error: unknown, intl: IntlShape, messages: ErrorMessages = FAILURES): string {
  if (intl.locale === INTL_LOCALE.en) return errorMessage(error);
  if (!(error instanceof ApiError)) return intl.formatMessage({ id: 'errors.unknown' });
  const id = messages[error.code] ?? FAILURES[error.code];
  return id ? intl.formatMessage({ id }) : errorMessage(error);
}

/** errorText in the page's language. */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback((error: unknown) => errorText(error, intl), [intl]);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
