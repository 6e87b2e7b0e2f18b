import { toolRoutes } from './tool-routes';
import { reviewRoutes } from './review-routes';
import { reviewModerationRoutes } from './review-moderation-routes';
import { userRoutes } from './user-routes';
import { orderRoutes } from './order-routes';
import { cartRoutes } from './cart-routes';
import { quoteRoutes } from './quote-routes';
import { statsRoutes } from './stats-routes';
import { auditRoutes } from './audit-routes';
import { paymentRoutes } from './payment-routes';
import { companyRoutes } from './company-routes';
import { companyOrderRoutes } from './company-order-routes';
import { searchRoutes } from './search-routes';
import { deliveryRoutes } from './delivery-routes';
import { shipmentRoutes } from './shipment-routes';
import { addressRoutes } from './address-routes';

export * from './api-route';

/**
 * Every call of the API: the function registers its routes from this table, in this order, and the tests check
 * each one. The web app imports only the sections it calls (./*-routes.ts), so each page downloads its own.
 */
export const api = {
  ...toolRoutes,
  ...reviewRoutes,
  ...reviewModerationRoutes,
  ...userRoutes,
  ...orderRoutes,
  ...cartRoutes,
  ...quoteRoutes,
  ...statsRoutes,
  ...auditRoutes,
  ...paymentRoutes,
  ...companyRoutes,
  ...companyOrderRoutes,
  ...searchRoutes,
  ...deliveryRoutes,
  ...shipmentRoutes,
  ...addressRoutes,
} as const;
