/**
 * Every route of the app: the page module it shows, whether it needs a signed-in user, and whether it is a
 * storefront page that the server renders with its data. One list for the router (./router.tsx), the server
 * renderer (src/server/render-page.tsx), the bundle budget (src/bundle-budget.test.ts), the bench
 * (bench/lib/bundle.ts) and the check of firebase.json's Hosting rewrites (src/server/hosting-rewrites.test.ts).
 * Node reads it as well as the browser, so it imports nothing.
 */
export interface AppRoute {
  /** React Router path, under the app layout. */
  path: string;
  /** The page module, relative to web/ (as the Vite manifest names it); the route shows its default export. */
  page: string;
  /** Signed-in users only: anyone else signs in first (RequireAuth). The server sends the app's frame. */
  signedIn?: true;
  /** A storefront page: public, rendered on the server with its data, and kept briefly by the CDN. */
  storefront?: true;
  /** Left out of the sitemap: a page made by its query (/compare?tools=), which without one has nothing to show, or one only a redirect leads to. */
  unlisted?: true;
}

export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/', page: 'src/features/home/home-page.tsx', storefront: true },
  { path: '/tools', page: 'src/features/catalog/catalog-page.tsx', storefront: true },
  { path: '/tools/:slug', page: 'src/features/product/product-page.tsx', storefront: true },
  { path: '/compare', page: 'src/features/compare/compare-page.tsx', storefront: true, unlisted: true },
  { path: '/purchase', page: 'src/features/purchase/purchase-prompt-page.tsx', signedIn: true },
  { path: '/purchase/:slug', page: 'src/features/purchase/purchase-page.tsx', signedIn: true },
  { path: '/cart', page: 'src/features/cart/cart-page.tsx', signedIn: true },
  { path: '/dashboard/*', page: 'src/app/dashboard/dashboard-routes.tsx', signedIn: true },
  { path: '/blogs', page: 'src/features/static-pages/blogs-page.tsx', storefront: true },
  { path: '/myportfolio', page: 'src/features/static-pages/portfolio-page.tsx', storefront: true },
  { path: '/login', page: 'src/features/auth/login-page.tsx', storefront: true },
  { path: '/register', page: 'src/features/auth/register-page.tsx', storefront: true },
  { path: '/reset-password', page: 'src/features/auth/reset-password-page.tsx', storefront: true },
  // Where the payment gateway's return lands when it names no order of the store (functions' PAYMENT_RETURNED_PAGE).
  { path: '/payment-returned', page: 'src/features/static-pages/payment-returned-page.tsx', storefront: true, unlisted: true },
  { path: '*', page: 'src/features/static-pages/not-found-page.tsx' },
];

/** The storefront routes (a function, so the browser's bundle, which has no use for the list, leaves it out). */
export const storefrontRoutes = () => APP_ROUTES.filter((route) => route.storefront);
