import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Locale } from '@store/contract/locale';
import type { Manifest } from '@store/contract/page-renderer';
import { APP_PART, catalogLanguageModule, catalogPartModule, partOfPage } from './lib/i18n/catalog-part';

/**
 * What a route downloads before it is interactive, read from the Vite manifest of a production build: the page's
 * first script (src/boot.ts), the app it starts (src/main.tsx) and the page's lazy chunk, with everything they
 * import statically. Node code, for the
 * server renderer's preloads (src/server/render-page.tsx), the bundle budget test (src/bundle-budget.test.ts)
 * and the bench (bench/lib/bundle.ts); the browser app never imports it.
 */

export type { Manifest };

/**
 * Gzipped JavaScript any storefront route may load before it is interactive, in either language: 166.2 KiB, the
 * catalog's 162.5 KiB of before the translations and little more, so Bangla pages are as quick as English ones were. (165 until the navigation learnt to move what
 * has no room into its menu, amounts their sign first, and the pages their Dhaka dates: 0.4 KiB on the Bangla
 * product page, the heaviest; 166 until the address book: My Profile now reaches the address fields and the districts
 * too, which splits a chunk the product page's on-demand delivery modules shared, so it lists two more chunks to
 * preload, 0.1 KiB on the Bangla product page.) The bundle budget test holds every route to it; the bench reports
 * against it.
 */
export const STOREFRONT_BUDGET_KIB = 166.2;

/** The manifest of the build in `dist` (web/dist, or wherever it was built). */
export function readManifest(dist: string): Manifest {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`No build found at ${manifestPath}: run npm run build (or npm run build -w web) first.`);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** Manifest key of the entry chunk (src/boot.ts), the one script the page's HTML names. */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk: run npm run build');
  return key;
}

/** Manifest key of a lazy chunk (a page): by source path, or by chunk name when Rollup gave it no facade. */
export function pageKey(manifest: Manifest, src: string): string {
  if (manifest[src]) return src;
  const name = basename(src).replace(/\.tsx?$/, '');
  const key = Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === name);
  if (!key) throw new Error(`${src} has no chunk in the manifest: is it still lazy-loaded by the router?`);
  return key;
}

/** The chunk and every chunk it imports statically, transitively. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Manifest keys of the entry chunk and the app it starts, with their static imports: what every route loads. */
export const appKeys = (manifest: Manifest): Set<string> =>
  staticClosure(manifest, pageKey(manifest, 'src/main.tsx'), staticClosure(manifest, entryKey(manifest)));

const jsFiles = (manifest: Manifest, keys: Iterable<string>) =>
  [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js'));

/**
 * The JavaScript files the route whose page module is `pageSrc` loads before it is interactive, in `locale`: with
 * that language's catalog module (with the app's part) and the page's part (src/lib/i18n/catalog.ts).
 */
export function firstLoadFiles(manifest: Manifest, pageSrc: string, locale: Locale): string[] {
  const keys = staticClosure(manifest, pageKey(manifest, pageSrc), appKeys(manifest));
  staticClosure(manifest, catalogLanguageModule(locale), keys);
  const part = partOfPage(pageSrc);
  if (part !== APP_PART) staticClosure(manifest, catalogPartModule(locale, part), keys);
  return jsFiles(manifest, keys);
}

/** The page's own chunks, less those the app brings (which its import fetches already). */
export function pageChunkFiles(manifest: Manifest, pageSrc: string): string[] {
  const app = appKeys(manifest);
  return jsFiles(manifest, [...staticClosure(manifest, pageKey(manifest, pageSrc))].filter((key) => !app.has(key)));
}
