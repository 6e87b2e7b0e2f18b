import type { ErrorBody, ErrorDetail } from '@store/contract/errors';
import { API_BASE } from '@store/contract/routes';
import type { z } from 'zod';
import { authErrorMessage, isAuthErrorCode } from './auth-errors';

/** A failed API call, built from the API's `{ error: { code, message, details } }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details?: ErrorDetail[];

  constructor(status: number, code: string, message: string, details?: ErrorDetail[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiFetchInit<T> {
  method?: HttpMethod;
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
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

/** The address apiFetch calls for `path` and `query` (also what a page's HTML may preload). */
export function apiUrl(path: string, query?: ApiFetchInit<unknown>['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

// A shape check rather than ErrorBody.parse: it keeps zod out of the first download of every page.
function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } } | null)?.error;
  return (
    typeof error?.code === 'string' &&
    typeof error.message === 'string' &&
    (error.details === undefined || Array.isArray(error.details))
  );
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isErrorBody(body)) {
    const { code, message, details } = body.error;
    return new ApiError(response.status, code, message, details);
  }
  const message =
    response.status >= 500 ? 'The server had a problem. Please try again.' : `Request failed (${response.status}).`;
  return new ApiError(response.status, response.status >= 500 ? 'internal' : 'http-error', message);
}

/**
 * Calls the JSON API under /api with the signed-in user's ID token. Resolves with the body (checked
 * with `schema` when given; undefined for 204) and throws ApiError for any failure, network
 * failures included (status 0).
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit<T> = {}): Promise<T> {
  return (await apiCall(path, init)).data;
}

/** apiFetch, with the status of the answer too (where 200 and 201 mean different things). */
export async function apiCall<T>(path: string, init: ApiFetchInit<T> = {}): Promise<{ status: number; data: T }> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const token = idTokenSource ? await idTokenSource() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, init.query), {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }

  if (!response.ok) throw await errorFrom(response);
  const { status } = response;
  if (status === 204) return { status, data: undefined as T };

  const data: unknown = await response.json().catch(() => {
    throw new ApiError(response.status, 'invalid-response', 'The server sent an unreadable answer. Please try again.');
  });
  if (!init.schema) return { status, data: data as T };
  const parsed = init.schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(status, 'invalid-response', 'The server sent an unexpected answer. Please try again.');
  }
  return { status, data: parsed.data };
}

const CODE_MESSAGES: Record<string, string> = {
  network: NETWORK_MESSAGE,
  'rate-limited': 'Too many requests. Please wait a moment and try again.',
  unauthenticated: 'Your session has ended. Please log in again.',
};

/** Readable text for anything a call can throw: ApiError, Firebase errors, other errors. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return CODE_MESSAGES[error.code] ?? error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (isAuthErrorCode(code)) return authErrorMessage(code);
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
