import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
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
import { paymentRoutes } from './payments/payment-routes';
import { settlePaymentDeadlines } from './payments/payment-deadlines';
import { storeId, storePassword } from './payments/sslcommerz';

const app = createApp([toolRoutes, reviewRoutes, userRoutes, paymentRoutes, orderRoutes, cartRoutes, quoteRoutes, statsRoutes, auditRoutes]);

/** The JSON API (contract/src/routes.ts lists its calls). Hosting rewrites /api/** here. */
export const api = onRequest({ region: 'us-central1', cors: false, concurrency: 80, secrets: [storeId, storePassword] }, app);

/**
 * The payment deadlines, every minute: online orders expire, unpaid transfers are reminded and cancelled, online
 * refunds owed are sent (payments/payment-deadlines.ts). Cloud Scheduler runs it in production; on the emulators,
 * which run no schedules, scripts/firebase.mjs triggers it every 15 seconds.
 */
export const paymentDeadlines = onSchedule(
  { schedule: 'every 1 minutes', region: 'us-central1', timeoutSeconds: 300, secrets: [storeId, storePassword] },
  async () => {
    await settlePaymentDeadlines();
  },
);

/**
 * The pages, rendered per request from the web app's React tree with their data (readable without JavaScript), and
 * /sitemap.xml and /robots.txt. Hosting rewrites every path that is not a file of the build here.
 */
export const ssr = onRequest({ region: 'us-central1', cors: false, concurrency: 80, memory: '512MiB' }, servePage);
