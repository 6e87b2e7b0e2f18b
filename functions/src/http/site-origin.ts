import { ApiError } from './api-error';

/**
 * The store's addresses, from configuration only: STORE_ORIGIN holds one address, or several separated by commas
 * with the canonical one first (https://shop.example.com; on the emulators scripts/firebase.mjs sets localhost and
 * 127.0.0.1). No request's headers can make the store name another host in what it gives the payment gateway or
 * writes into a mail.
 */
export function configuredOrigins(): string[] {
  return (process.env.STORE_ORIGIN ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/**
 * The address customers reach the store at, for this request: the configured one the request came through (Hosting
 * forwards the visitor's host in X-Forwarded-Host), so a customer on 127.0.0.1 comes back to 127.0.0.1, where they
 * are signed in; any other request gets the canonical one. Without a configured address the store refuses to start
 * a payment or write a mail with a link (503), rather than trust a header.
 */
export function siteOrigin(req: { get(name: string): string | undefined }): string {
  const origins = configuredOrigins();
  if (origins.length === 0) throw new ApiError('unavailable', "The store's address is not configured (STORE_ORIGIN): it cannot send customers or mails back to it");
  // Hosting names the visitor's host, and not always the scheme: a configured address matches by its host, and by
  // its scheme too where the request says one.
  const host = req.get('x-forwarded-host') ?? req.get('host');
  const proto = req.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const through = origins.find((origin) => {
    const url = new URL(origin);
    return url.host === host && (!proto || url.protocol === `${proto}:`);
  });
  return through ?? origins[0]!;
}
