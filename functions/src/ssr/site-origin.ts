import type { Request } from 'firebase-functions/v2/https';

/** The site's address as the visitor used it: Hosting passes its own host on in X-Forwarded-Host. */
export function siteOrigin(req: Request): string {
  const host = req.get('x-forwarded-host') ?? req.get('host') ?? 'localhost';
  const proto = req.get('x-forwarded-proto')?.split(',')[0] ?? req.protocol;
  // A host header is the caller's to write: only a plain host name (and port) goes into the page.
  const safeHost = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) ? host : 'localhost';
  return `${proto === 'http' ? 'http' : 'https'}://${safeHost}`;
}
