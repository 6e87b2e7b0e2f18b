import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { createQueryClient } from './lib/query-client';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// A page the build prerendered (web/prerender-plugin.ts) is hydrated when the address is the one it was
// rendered for; with a query string (catalog filters) or on the empty app shell, the app renders afresh.
// As a transition, React works in slices and lets the browser in between, instead of one long task.
const prerendered = root.dataset.prerendered;
startTransition(() => {
  if (prerendered === window.location.pathname && !window.location.search) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
