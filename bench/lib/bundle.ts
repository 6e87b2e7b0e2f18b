import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { round } from './stats';

/** The page modules of the storefront routes the bench opens (as in web/src/bundle-budget.test.ts). */
export const ROUTE_PAGES: Record<string, string> = {
  '/': 'src/features/home/home-page.tsx',
  '/tools': 'src/features/catalog/catalog-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
  '/blogs': 'src/features/static-pages/blogs-page.tsx',
};

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  route: string;
  chunks: number;
  /**
   * Gzipped JavaScript a route loads to become interactive: the entry (src/boot.ts), the app chunk it
   * imports after the prerendered page has painted (src/main.tsx) and the page, with their static imports.
   */
  gzipKiB: number;
  rawKiB: number;
}

/** First-load JavaScript of each route, from the Vite manifest of the production build in `dist`. */
export function routeBundles(dist: string): RouteBundle[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key)) return into;
    into.add(key);
    for (const imported of manifest[key]?.imports ?? []) closure(imported, into);
    return into;
  };
  const pageKey = (src: string) => {
    if (manifest[src]) return src;
    const name = src.split('/').at(-1)!.replace(/\.tsx?$/, '');
    const key = Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === name);
    if (!key) throw new Error(`${src} has no chunk in the manifest`);
    return key;
  };
  const app = closure(pageKey('src/main.tsx'), closure(entry, new Set()));
  return Object.entries(ROUTE_PAGES).map(([route, src]) => {
    const files = [...new Set([...closure(pageKey(src), new Set(app))].map((key) => manifest[key]!.file))].filter((file) =>
      file.endsWith('.js'),
    );
    const contents = files.map((file) => readFileSync(join(dist, file)));
    return {
      route,
      chunks: files.length,
      gzipKiB: round(contents.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024, 1),
      rawKiB: round(contents.reduce((sum, body) => sum + body.length, 0) / 1024, 1),
    };
  });
}
