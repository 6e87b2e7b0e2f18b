/**
 * The payment sandbox (scripts/payment-sandbox.mjs), as tests script it: its control calls stand in for a
 * customer at the gateway's page. scripts/firebase.mjs starts it beside the emulators and names it here.
 */
export const SANDBOX_URL = process.env.PAYMENT_SANDBOX_URL ?? 'http://127.0.0.1:9450';

export async function sandbox(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${SANDBOX_URL}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** A payment session's key: the last path segment of the gateway page's address. */
export const sessionKeyOf = (redirectUrl: string) => new URL(redirectUrl).pathname.split('/').pop()!;
