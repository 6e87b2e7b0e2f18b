import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * What a storefront route downloads before it is interactive, read from the Vite manifest of a production
 * build: the entry chunk (src/boot.ts), the app chunk it loads once the prerendered page has painted
 * (src/main.tsx) and the page's lazy chunk, with everything they import statically. Node code, for the
 * bundle budget test (src/bundle-budget.test.ts), the bench (bench/lib/bundle.ts) and the prerender plugin's
 * preloads (prerender-plugin.ts); the app never imports it.
 */

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest of the build in `dist` (web/dist, or wherever it was built). */
export function readManifest(dist: string): Manifest {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`No build found at ${manifestPath}: run npm run build (or npm run build -w web) first.`);
  }
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** Manifest key of the entry chunk (src/boot.ts). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!key) throw new Error('The manifest has no entry chunk: run npm run build');
  return key;
}

/** Manifest key of a lazy chunk (a page, the app): by source path, or by chunk name when Rollup gave it no facade. */
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

/** Manifest keys of the entry and app chunks with their static imports: what every route loads. */
export function appKeys(manifest: Manifest): Set<string> {
  return staticClosure(manifest, pageKey(manifest, 'src/main.tsx'), staticClosure(manifest, entryKey(manifest)));
}

/** The JavaScript files the route whose page module is `pageSrc` loads before it is interactive. */
export function firstLoadFiles(manifest: Manifest, pageSrc: string): string[] {
  const keys = staticClosure(manifest, pageKey(manifest, pageSrc), appKeys(manifest));
  return [...new Set([...keys].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js'));
}
