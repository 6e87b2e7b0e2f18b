import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_ROUTES } from '../../web/src/app/route-manifest';
import { firstLoadFiles, readManifest } from '../../web/src/first-load';
import { round } from './stats';

export interface RouteBundle {
  route: string;
  chunks: number;
  /**
   * Gzipped JavaScript a route loads to become interactive: the entry (src/main.tsx) and the page, with
   * their static imports, and the parts of the page's language's catalog.
   */
  gzipKiB: number;
  rawKiB: number;
}

/**
 * First-load JavaScript of each route (paths of web/src/app/route-manifest.ts), from the Vite manifest of the
 * production build in `dist`.
 */
export function routeBundles(dist: string, routes: string[]): RouteBundle[] {
  const manifest = readManifest(dist);
  return routes.map((route) => {
    // A route of the manifest by its pattern: /tools/angle-grinder is /tools/:slug's page.
    // A Bangla page is its English route under /bn, with the Bangla catalog.
    const locale = /^\/bn(?:\/|$)/.test(route) ? 'bn' : 'en';
    const pathname = route.split('?')[0]!;
    const path = locale === 'bn' ? pathname.slice('/bn'.length) || '/' : pathname;
    const page = APP_ROUTES.find(({ path: pattern }) => pattern !== '*' && new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path))?.page;
    if (!page) throw new Error(`${route} is not a route of web/src/app/route-manifest.ts`);
    const files = firstLoadFiles(manifest, page, locale);
    const contents = files.map((file) => readFileSync(join(dist, file)));
    return {
      route,
      chunks: files.length,
      gzipKiB: round(contents.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024, 1),
      rawKiB: round(contents.reduce((sum, body) => sum + body.length, 0) / 1024, 1),
    };
  });
}
