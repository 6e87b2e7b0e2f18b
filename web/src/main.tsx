import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { createEmotionCache } from './lib/emotion-cache';

// The server rendered this page (src/server/render-page.tsx): the browser takes over the same HTML.
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

hydrateRoot(
  root,
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  </StrictMode>,
);
