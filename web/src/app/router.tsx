import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { APP_ROUTES } from './route-manifest';

// The manifest's page modules, each its own chunk loaded when its route is first shown: the first download
// carries only the frame and the page opened. The glob matches the folders of those pages and no more, as each
// module it matches adds its loader and preload list to the first download (the dashboard loads its own pages).
const pageModules = import.meta.glob<{ default: ComponentType }>([
  '/src/features/{home,catalog,purchase,static-pages,auth}/*-page.tsx',
  '/src/app/dashboard/dashboard-routes.tsx',
]);

const routes = APP_ROUTES.map(({ path, page, signedIn }) => {
  const load = pageModules[`/${page}`];
  // Fails at start-up, and so fails the build, which prerenders through this module.
  if (!load) throw new Error(`${page} is not a page module the router finds`);
  const Page = lazy(load);
  return {
    path,
    element: signedIn ? (
      <RequireAuth>
        <Page />
      </RequireAuth>
    ) : (
      <Page />
    ),
  };
});

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {routes.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
      </Route>
    </Routes>
  );
}
