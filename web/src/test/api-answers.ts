import { vi, type MockInstance } from 'vitest';
import { jsonResponse } from './render';

/** What a call is answered with: a body (200), or a Response made afresh for each call, maybe later. */
type Answer = object | (() => Response | Promise<Response>);

/**
 * Stands in for the API by call: each "METHOD /api/path" (its query left out) gets its answer, however often and
 * in whatever order the page asks. A call the test did not expect is answered 500, which the page shows.
 */
export function answerApi(answers: Record<string, Answer>): MockInstance<typeof fetch> {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = `${init?.method ?? 'GET'} ${String(input).split('?')[0]}`;
    const answer = answers[call];
    if (answer === undefined) return jsonResponse({ error: { code: 'internal', message: `No answer for ${call} in this test` } }, 500);
    return typeof answer === 'function' ? answer() : jsonResponse(answer);
  });
}

/** The API's refusal of a call. */
export const refusal = (status: number, code: string, message: string, details?: { field: string; message: string }[]) => () =>
  jsonResponse({ error: { code, message, ...(details && { details }) } }, status);
