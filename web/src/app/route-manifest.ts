/**
 * Every route of the app: the page module it shows, whether it needs a signed-in user, and whether it is a
 * storefront page that the build writes to HTML. One list for the router (./router.tsx), the prerender
 * (web/prerender-plugin.ts), the bundle budget (src/bundle-budget.test.ts), the bench (bench/lib/bundle.ts)
 * and the check of firebase.json's Hosting rewrites (src/prerender/hosting-rewrites.test.ts). Node reads it
 * as well as the browser, so it imports nothing.
 */
export interface AppRoute {
  /** React Router path, under the app layout. */
  path: string;
  /** The page module, relative to web/ (as the Vite manifest names it); the route shows its default export. */
  page: string;
  /** Signed-in users only: anyone else signs in first (RequireAuth). */
  signedIn?: true;
  /** A storefront page: the build renders it to HTML (prerenderedFile), which Hosting serves at the path. */
  prerendered?: true;
  /** A prerendered page whose largest paint needs the app: its HTML preloads the app's chunks (prerender-plugin.ts). */
  appFirst?: true;
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', page: 'src/features/home/home-page.tsx', prerendered: true },
  { path: '/tools', page: 'src/features/catalog/catalog-page.tsx', prerendered: true, appFirst: true },
  { path: '/purchase', page: 'src/features/purchase/purchase-prompt-page.tsx', signedIn: true },
  { path: '/purchase/:slug', page: 'src/features/purchase/purchase-page.tsx', signedIn: true },
  { path: '/dashboard/*', page: 'src/app/dashboard/dashboard-routes.tsx', signedIn: true },
  { path: '/blogs', page: 'src/features/static-pages/blogs-page.tsx', prerendered: true },
  { path: '/myportfolio', page: 'src/features/static-pages/portfolio-page.tsx', prerendered: true },
  { path: '/login', page: 'src/features/auth/login-page.tsx', prerendered: true },
  { path: '/register', page: 'src/features/auth/register-page.tsx', prerendered: true },
  { path: '/reset-password', page: 'src/features/auth/reset-password-page.tsx', prerendered: true },
  { path: '*', page: 'src/features/static-pages/not-found-page.tsx' },
];

/** The storefront routes (a function, so the browser's bundle, which has no use for the list, leaves it out). */
export const prerenderedRoutes = () => APP_ROUTES.filter((route) => route.prerendered);

/** The file in dist/ that holds a prerendered page: Home is index.html, /tools is tools.html. */
export const prerenderedFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** What Hosting serves for every path that is not prerendered: the empty page, rendered in the browser. */
export const APP_SHELL = 'app-shell.html';
