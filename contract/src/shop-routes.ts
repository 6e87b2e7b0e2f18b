import { api, route, type ApiRoute } from './routes';

const review = () => import('./review');
const order = () => import('./order');
const common = () => import('./common');
const audit = () => import('./audit');

/**
 * The calls that run the shop (SPEC.md section 10): review moderation, the orders export and the audit log,
 * administrators only. A table of their own so that only the pages that use them (lazy admin pages) download
 * them; the function registers them like every other route.
 */
export const shopApi = {
  listAllReviews: route({
    method: 'GET',
    path: '/review/all',
    access: 'admin',
    status: 200,
    errors: [],
    schemas: async () => {
      const { ModerationListQuery, ModeratedReviewPage } = await review();
      return { query: ModerationListQuery, response: ModeratedReviewPage };
    },
  }),
  moderateReview: route({
    method: 'PATCH',
    path: '/review/:id',
    access: 'admin',
    status: 200,
    errors: ['not-found'],
    schemas: async () => {
      const [{ ReviewModeration, ModeratedReview }, { DocPath }] = await Promise.all([review(), common()]);
      return { params: DocPath, body: ReviewModeration, response: ModeratedReview };
    },
  }),
  deleteReview: route({
    method: 'DELETE',
    path: '/review/:id',
    access: 'admin',
    status: 204,
    errors: ['not-found'],
    schemas: async () => ({ params: (await common()).DocPath }),
  }),
  // Listed before api's /orders/:id (see allRoutes), so "export" is never read as an order number.
  exportOrders: route({
    method: 'GET',
    path: '/orders/export',
    access: 'admin',
    status: 200,
    produces: 'text/csv',
    errors: [],
    schemas: async () => ({ query: (await order()).OrderExportQuery }),
  }),
  listAudit: route({
    method: 'GET',
    path: '/audit',
    access: 'admin',
    status: 200,
    errors: [],
    schemas: async () => {
      const { AuditListQuery, AuditPage } = await audit();
      return { query: AuditListQuery, response: AuditPage };
    },
  }),
} as const;

/**
 * Every route of both tables, in the order Express tries them: the shop's first, so its static paths
 * (/orders/export) come before api's parameters (/orders/:id). The function's routers register them in
 * this order too.
 */
export const allRoutes: [name: string, route: ApiRoute][] = [...Object.entries(shopApi), ...Object.entries(api)];
