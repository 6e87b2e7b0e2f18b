/** An order's own page (/dashboard/orders/:id), for its owner and administrators. */
export const orderPagePath = (orderId: string) => `/dashboard/orders/${orderId}`;
