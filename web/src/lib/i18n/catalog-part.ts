/**
 * The parts the catalogs are split into, one chunk per part and language, so that a page downloads the messages
 * of the app's frame and of its own feature, and no others (./message-parts.ts says which message goes where).
 */
export const CATALOG_PARTS = [
  'app',
  'dashboard',
  'admin',
  'auth',
  'cart',
  'catalog',
  'company',
  'home',
  'orders',
  'product',
  'profile',
  'purchase',
  'quotes',
  'reviews',
  'search',
  'compare',
  'static-pages',
  'on-demand',
] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

export const APP_PART: CatalogPart = 'app';

export const isCatalogPart = (part: string): part is CatalogPart => (CATALOG_PARTS as readonly string[]).includes(part);

/**
 * The shared modules that pages load only on demand (a dialog, an administrator's buttons), with messages of their
 * own: those of a domain's on-demand/ folder.
 */
const ON_DEMAND_FILE = /^domains\/[^/]+\/on-demand\//;

/**
 * The part of the code a source file (relative to web/src, "/" separators) is loaded with: each folder of
 * features/ is a part (the app loads a feature only through import(), beside its messages); app/dashboard/ is
 * one, loaded with the dashboard's page; the domains' on-demand/ folders (domains/<name>/on-demand/) are one, so
 * that what a page shows only when asked is not in its first download; the rest (the frame, domains/, components/,
 * lib/, config/) is the app's, or, for a module only features use, theirs.
 */
export function partOfFile(file: string): string {
  const feature = /^features\/([^/]+)\//.exec(file)?.[1];
  if (feature) return feature;
  if (file.startsWith('app/dashboard/')) return 'dashboard';
  return ON_DEMAND_FILE.test(file) ? 'on-demand' : APP_PART;
}

/** The part a page module of the route table ("src/features/catalog/catalog-page.tsx") is loaded with. */
export const partOfPage = (page: string): CatalogPart => partOfFile(page.replace(/^src\//, '')) as CatalogPart;

/** The module of a language's catalog, with the app's part in it (./catalog.ts), as the Vite manifest names it. */
export const catalogLanguageModule = (locale: string): string => `src/lib/i18n/catalog-${locale}.ts`;

/** The module of another part of a language's catalog, as the Vite manifest names it. */
export const catalogPartModule = (locale: string, part: CatalogPart): string => `src/lib/i18n/messages/${locale}.json?part=${part}`;
