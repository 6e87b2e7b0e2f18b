import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './http/app';
import { toolRoutes } from './tools/tool-routes';
import { reviewRoutes } from './reviews/review-routes';
import { userRoutes } from './users/user-routes';
import { orderRoutes } from './orders/order-routes';
import { statsRoutes } from './stats/stats-routes';
import { cartRoutes } from './cart/cart-routes';
import { quoteRoutes } from './quotes/quote-routes';
import { auditRoutes } from './audit/audit-routes';
import { servePage } from './ssr/page-function';

const app = createApp([toolRoutes, reviewRoutes, userRoutes, orderRoutes, cartRoutes, quoteRoutes, statsRoutes, auditRoutes]);

/** The JSON API (contract/src/routes.ts lists its calls). Hosting rewrites /api/** here. */
export const api = onRequest({ region: 'us-central1', cors: false, concurrency: 80 }, app);

/**
 * The pages, rendered per request from the web app's React tree with their data (readable without JavaScript), and
 * /sitemap.xml and /robots.txt. Hosting rewrites every path that is not a file of the build here.
 */
export const ssr = onRequest({ region: 'us-central1', cors: false, concurrency: 80, memory: '512MiB' }, servePage);
