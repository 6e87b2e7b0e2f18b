import type { ComponentType } from 'react';
import { withMessages } from '../lib/i18n/catalog';
import { partOfPage } from '../lib/i18n/catalog-part';
import type { PrefetchPage } from '../lib/query-client';
import type { AppRoute } from './route-manifest';

/** What a page module of the route manifest gives: the page, and what to load before it is rendered on the server. */
export interface PageModule {
  default: ComponentType;
  prefetch?: PrefetchPage;
}

// The manifest's page modules, each its own chunk loaded when its route is first shown: the first download
// carries only the frame and the page opened. The glob matches the folders of those pages and no more, as each
// module it matches adds its loader and preload list to the first download (the dashboard loads its own pages).
const pageModules = import.meta.glob<PageModule>([
  '/src/features/{home,catalog,product,compare,purchase,cart,static-pages,auth}/*-page.tsx',
  '/src/app/dashboard/dashboard-routes.tsx',
]);

/**
 * Loads the page module of `route`, with its part of the catalog in the browser; fails at start-up (and so fails
 * the build) for a page the glob misses.
 */
export function pageLoader(route: AppRoute): () => Promise<PageModule> {
  const load = pageModules[`/${route.page}`];
  if (!load) throw new Error(`${route.page} is not a page module the router finds`);
  return withMessages(partOfPage(route.page), load);
}
