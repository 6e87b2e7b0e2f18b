import { Router } from 'express';
import { api } from '@store/contract/routes';
import { collections } from '../firebase';
import type { Caller } from '../http/auth';
import { serve } from '../http/serve';
import { getOrder } from '../orders/order-list';
import { bookAgain } from './courier-booking';
import { createShipment } from './create-shipment';
import { updateShipment } from './shipment-changes';
import { toShipment } from './shipment-model';

export const shipmentRoutes = Router();

/** An order's shipments, first first, for whoever may see the order (its owner, its account's owner and approvers, administrators). */
async function listShipments(caller: Caller, orderId: string) {
  await getOrder(caller, orderId);
  const found = await collections.shipments.where('orderId', '==', orderId).get();
  return { shipments: found.docs.map((doc) => toShipment(doc.data())).sort((a, b) => a.number - b.number) };
}

serve(shipmentRoutes, api.createShipment, ({ caller, params, body }) => createShipment(caller, params.id, body));

serve(shipmentRoutes, api.listShipments, ({ caller, params }) => listShipments(caller, params.id));

serve(shipmentRoutes, api.bookShipmentAgain, ({ params }) => bookAgain(params.id, params.n));

serve(shipmentRoutes, api.updateShipment, ({ caller, params, body }) => updateShipment(caller, params.id, params.n, body));
