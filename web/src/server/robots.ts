/**
 * The site's robots.txt: crawlers read the storefront, not the signed-in pages (/dashboard, /cart, in either
 * language) or the API.
 * Written into the browser build by vite.config.ts: Hosting serves it as a file, since the Functions runtime
 * answers /robots.txt itself, with a 404, before any function runs (firebase-tools#3734). The sitemap it names is
 * the ssr function's, built from Firestore.
 */
export function robotsTxt(origin: string): string {
  // The paths written out: vite.config.ts reads this module before the build, where the contract's TypeScript cannot be imported.
  const signedIn = ['/dashboard', '/cart', '/bn/dashboard', '/bn/cart'].map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...signedIn, 'Disallow: /api', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/** Where the site is served when VITE_SITE_ORIGIN does not say (the emulators' Hosting). */
export const DEFAULT_SITE_ORIGIN = 'http://127.0.0.1:5000';
