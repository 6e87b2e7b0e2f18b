import type { Request } from 'express';

/**
 * The address customers reach the store at, for the addresses the store gives the payment gateway (where it
 * sends the browser back, and its notifications). STORE_ORIGIN in production (https://shop.example.com), so no
 * request's Host header can choose them; on the emulators, the host the request came through (Hosting forwards
 * it), so a customer on localhost comes back to localhost, where they are signed in.
 */
export function siteOrigin(req: Request): string {
  const configured = process.env.STORE_ORIGIN;
  if (configured) return configured.replace(/\/+$/, '');
  const host = req.get('x-forwarded-host') || req.get('host') || 'localhost';
  const protocol = req.get('x-forwarded-proto')?.split(',')[0]?.trim() || req.protocol;
  return `${protocol}://${host}`;
}
