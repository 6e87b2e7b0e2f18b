import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadFiles, readManifest } from '../../web/src/first-load';
import { round } from './stats';

/** The page modules of the storefront routes the bench opens (as in web/src/bundle-budget.test.ts). */
export const ROUTE_PAGES: Record<string, string> = {
  '/': 'src/features/home/home-page.tsx',
  '/tools': 'src/features/catalog/catalog-page.tsx',
  '/login': 'src/features/auth/login-page.tsx',
  '/blogs': 'src/features/static-pages/blogs-page.tsx',
};

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
  const manifest = readManifest(dist);
  return Object.entries(ROUTE_PAGES).map(([route, src]) => {
    const files = firstLoadFiles(manifest, src);
    const contents = files.map((file) => readFileSync(join(dist, file)));
    return {
      route,
      chunks: files.length,
      gzipKiB: round(contents.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024, 1),
      rawKiB: round(contents.reduce((sum, body) => sum + body.length, 0) / 1024, 1),
    };
  });
}
