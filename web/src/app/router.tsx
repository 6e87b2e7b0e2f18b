import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { pageLoader } from './page-modules';
import { APP_ROUTES } from './route-manifest';

const routes = APP_ROUTES.map((route) => {
  const Page = lazy(pageLoader(route));
  return {
    path: route.path,
    element: route.signedIn ? (
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
