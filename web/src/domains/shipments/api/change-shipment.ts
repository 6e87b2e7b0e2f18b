import type { CreateShipmentBody, Shipment, UpdateShipmentBody } from '@store/contract/shipment';
import { shipmentRoutes } from '@store/contract/shipment-routes';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateResources, queryKeys } from '../../../lib/query-keys';

/**
 * After a shipment changed: its order's list holds it at once, and everything cached under orders loads again,
 * the shipments and the orders (whose status a shipment moves: partially-shipped, shipped, delivered) alike.
 */
function shipmentChanged(queryClient: QueryClient, shipment: Shipment) {
  const listKey = queryKeys.call(shipmentRoutes.listShipments, { params: { id: shipment.orderId } });
  queryClient.setQueryData(listKey, (list: { shipments: Shipment[] } | undefined) =>
    list ? { shipments: [...list.shipments.filter((known) => known.number !== shipment.number), shipment].sort((a, b) => a.number - b.number) } : list,
  );
  return invalidateResources(queryClient, 'orders');
}

/** An administrator sends some of an order's units: booked with the courier at once for a Steadfast shipment. */
export function useCreateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, body }: { orderId: string; body: CreateShipmentBody }) => callApi(shipmentRoutes.createShipment, { params: { id: orderId }, body }),
    onSuccess: (shipment) => shipmentChanged(queryClient, shipment),
  });
}

/** Books a shipment the courier refused (or did not answer) again. */
export function useBookShipmentAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, n }: { orderId: string; n: number }) => callApi(shipmentRoutes.bookShipmentAgain, { params: { id: orderId, n } }),
    onSuccess: (shipment) => shipmentChanged(queryClient, shipment),
  });
}

/** An own van's or a pickup's delivery, or a returning shipment's units counted back in. */
export function useUpdateShipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, n, body }: { orderId: string; n: number; body: UpdateShipmentBody }) =>
      callApi(shipmentRoutes.updateShipment, { params: { id: orderId, n }, body }),
    onSuccess: (shipment) => shipmentChanged(queryClient, shipment),
  });
}
