/** Paths of the JSON API, relative to the site (Hosting rewrites /api/** to the api function). */
export const API_BASE = '/api';

export const apiPaths = {
  tools: '/tools',
  tool: (idOrSlug: string) => `/tools/${encodeURIComponent(idOrSlug)}`,
  reviews: '/review',
  user: (email: string) => `/user/${encodeURIComponent(email)}`,
  adminStatus: (email: string) => `/admin/${encodeURIComponent(email)}`,
  users: '/user',
  userAdmin: (email: string) => `/user/admin/${encodeURIComponent(email)}`,
  userById: (uid: string) => `/user/${encodeURIComponent(uid)}`,
  orders: '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  salesStats: '/stats/sales',
} as const;

/** Header that makes POST /api/orders safe to retry. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
