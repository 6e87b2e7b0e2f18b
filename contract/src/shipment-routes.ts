import { defineRoute as route } from './api-route';

const shipment = () => import('./shipment');
const common = () => import('./common');

/** Shipments of an order: created (and booked with the courier) by administrators, followed by everyone who may see the order. */
export const shipmentRoutes = {
  createShipment: route({
    method: 'POST',
    path: '/orders/:id/shipments',
    access: 'admin',
    status: 201,
    // A shipment the courier refused or did not answer is still created: booking-failed, for "Book again".
    // insufficient-stock: units that came back went into stock, and have been sold since.
    errors: ['not-found', 'invalid-transition', 'over-shipped', 'serial-taken', 'insufficient-stock'],
    schemas: async () => {
      const [{ CreateShipmentBody, Shipment }, { DocPath }] = await Promise.all([shipment(), common()]);
      return { params: DocPath, body: CreateShipmentBody, response: Shipment };
    },
  }),
  listShipments: route({
    method: 'GET',
    path: '/orders/:id/shipments',
    access: 'signed-in',
    status: 200,
    errors: ['permission-denied', 'not-found'],
    schemas: async () => {
      const [{ ShipmentList }, { DocPath }] = await Promise.all([shipment(), common()]);
      return { params: DocPath, response: ShipmentList };
    },
  }),
  bookShipmentAgain: route({
    method: 'POST',
    path: '/orders/:id/shipments/:n/booking',
    access: 'admin',
    status: 200,
    errors: ['not-found', 'invalid-transition', 'courier-unavailable'],
    schemas: async () => {
      const { ShipmentPath, Shipment } = await shipment();
      return { params: ShipmentPath, response: Shipment };
    },
  }),
  updateShipment: route({
    method: 'PATCH',
    path: '/orders/:id/shipments/:n',
    access: 'admin',
    status: 200,
    errors: ['not-found', 'invalid-transition', 'over-shipped'],
    schemas: async () => {
      const { ShipmentPath, UpdateShipmentBody, Shipment } = await shipment();
      return { params: ShipmentPath, body: UpdateShipmentBody, response: Shipment };
    },
  }),
} as const;
