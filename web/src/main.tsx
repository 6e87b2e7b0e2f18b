import { CacheProvider } from '@emotion/react';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { createEmotionCache } from './lib/emotion-cache';
import { loadAppCatalog } from './lib/i18n/catalog';
import { LOCALE_BASE, localeOfPath } from './lib/i18n/locale-path';
import { createQueryClient } from './lib/query-client';

// The server rendered this page (src/server/render-page.tsx): the browser takes over the same HTML, with the
// API data the server fetched for it, so nothing the page shows is fetched again.
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const serverState = JSON.parse(document.getElementById('app-state')?.textContent || '{}') as DehydratedState;
// The page's language is its address's; the app's part of its catalog, and the page's own part, are among the
// chunks the server had the page fetch already.
// Awaited in a callback, not at the top level: a module with top-level await makes Rollup split what it shares
// with the pages into many small chunks, which compress worse.
const locale = localeOfPath(window.location.pathname);

// As a transition, React hydrates in slices and lets the browser in between (a click, a paint), instead of in
// one long task.
void loadAppCatalog(locale).then((messages) =>
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <CacheProvider value={createEmotionCache()}>
          <AppProviders queryClient={createQueryClient()} locale={locale} messages={messages}>
            <HydrationBoundary state={serverState}>
              <BrowserRouter basename={LOCALE_BASE[locale] || undefined}>
                <AppRoutes />
              </BrowserRouter>
            </HydrationBoundary>
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
  }),
);
