/**
 * Renders a storefront route to HTML at build time (web/prerender-plugin.ts), so the page is drawn from
 * the HTML and its inline styles before any JavaScript runs; main.tsx then hydrates it. Data the page
 * loads from the API shows in its loading state, as it would on the first client render.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { AppRoutes } from '../app/router';
import { api, routeUrl } from '@store/contract/routes';
import { catalogToolsQuery } from '../features/catalog/api/catalog-tools';
import { readCatalogView } from '../features/catalog/catalog-params';
import { createQueryClient } from '../lib/query-client';
import { takeRenderedTitle } from '../lib/use-document-title';

/**
 * API calls a prerendered page makes as soon as it starts, for its HTML to preload: the catalog's first
 * page is what its largest picture waits for, so it is fetched while the app's JavaScript downloads.
 */
export function apiPreloads(path: string): string[] {
  if (path === '/tools') {
    const [, , input] = catalogToolsQuery(readCatalogView(new URLSearchParams())).queryKey;
    return [routeUrl(api.listTools, {}, input.query)];
  }
  return [];
}

export async function renderRoute(path: string): Promise<{ html: string; title: string | undefined }> {
  // A fresh cache per page: Emotion writes each style once per cache, next to the first element using it,
  // and moves those <style> tags to <head> in the browser before hydration.
  const cache = createCache({ key: 'css' });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders queryClient={createQueryClient()}>
          <StaticRouter location={path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
    // Every boundary inline, whatever its size: no <script> to reveal it later (the CSP allows none).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return { html, title: takeRenderedTitle() };
}
