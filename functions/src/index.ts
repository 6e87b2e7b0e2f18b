import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { createApp } from './http/app';
import { toolRoutes } from './tools/tool-routes';
import { searchRoutes } from './search/search-routes';
import { reviewRoutes } from './reviews/review-routes';
import { userRoutes } from './users/user-routes';
import { orderRoutes } from './orders/order-routes';
import { statsRoutes } from './stats/stats-routes';
import { cartRoutes } from './cart/cart-routes';
import { quoteRoutes } from './quotes/quote-routes';
import { auditRoutes } from './audit/audit-routes';
import { companyRoutes } from './companies/company-routes';
import { servePage } from './ssr/page-function';
import { paymentRoutes } from './payments/payment-routes';
import { companyOrderRoutes } from './company-orders/company-order-routes';
import { deliveryRoutes } from './delivery/delivery-routes';
import { settlePaymentDeadlines } from './payments/payment-deadlines';
import { storeId, storePassword } from './payments/sslcommerz';
import { shipmentRoutes } from './shipments/shipment-routes';
import { sweepTracking } from './shipments/tracking';
import { courierSecrets } from './shipments/steadfast';
import { addressRoutes } from './addresses/address-routes';

const app = createApp([
  toolRoutes,
  searchRoutes,
  reviewRoutes,
  userRoutes,
  paymentRoutes,
  companyRoutes,
  companyOrderRoutes,
  shipmentRoutes,
  orderRoutes,
  cartRoutes,
  quoteRoutes,
  statsRoutes,
  auditRoutes,
  deliveryRoutes,
  addressRoutes,
]);

/**
 * The JSON API (contract/src/routes.ts lists its calls). Hosting rewrites /api/** here. Each instance holds the
 * catalog's search index, about 8 MB of heap per 1,000 tools (docs/search.md): 512 MiB leaves room for some
 * 20,000 tools beside the rest. It holds the payment gateway's credentials and the courier's keys (shipments book and
 * track consignments from here).
 */
export const api = onRequest({ region: 'us-central1', cors: false, concurrency: 80, memory: '512MiB', secrets: [storeId, storePassword, ...courierSecrets] }, app);

const settleDeadlines = async () => {
  await settlePaymentDeadlines();
};

/**
 * The payment deadlines, every minute: online orders expire, unpaid transfers are reminded and cancelled, online
 * refunds owed are sent (payments/payment-deadlines.ts). Cloud Scheduler runs it in production.
 */
export const paymentDeadlines = onSchedule(
  { schedule: 'every 1 minutes', region: 'us-central1', timeoutSeconds: 300, secrets: [storeId, storePassword] },
  settleDeadlines,
);

/**
 * The same sweep as a task: the emulators run no schedules, but run task queue functions, so scripts/firebase.mjs
 * enqueues one every 15 seconds there. One at a time, never retried (the next tick is the retry). In production
 * only Cloud Tasks can call it, and nothing enqueues it.
 */
export const paymentDeadlinesTask = onTaskDispatched(
  { region: 'us-central1', timeoutSeconds: 300, retryConfig: { maxAttempts: 1 }, rateLimits: { maxConcurrentDispatches: 1 }, secrets: [storeId, storePassword] },
  settleDeadlines,
);

const trackShipments = async () => {
  await sweepTracking();
};

/**
 * The courier's tracking, every 5 minutes: each open courier shipment's status is read and applied, its cash
 * collected recorded once delivered (shipments/tracking.ts). Cloud Scheduler runs it in production.
 */
export const shipmentTracking = onSchedule({ schedule: 'every 5 minutes', region: 'us-central1', timeoutSeconds: 300, secrets: courierSecrets }, trackShipments);

/**
 * The same sweep as a task, for the emulators (scripts/firebase.mjs enqueues one every 15 seconds there, as for the
 * payment deadlines). One at a time, never retried; in production nothing enqueues it.
 */
export const shipmentTrackingTask = onTaskDispatched(
  { region: 'us-central1', timeoutSeconds: 300, retryConfig: { maxAttempts: 1 }, rateLimits: { maxConcurrentDispatches: 1 }, secrets: courierSecrets },
  trackShipments,
);

/**
 * The pages, rendered per request from the web app's React tree with their data (readable without JavaScript), and
 * /sitemap.xml and /robots.txt. Hosting rewrites every path that is not a file of the build here.
 */
export const ssr = onRequest({ region: 'us-central1', cors: false, concurrency: 80, memory: '512MiB' }, servePage);
