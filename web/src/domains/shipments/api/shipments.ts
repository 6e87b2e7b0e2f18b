import { OPEN_SHIPMENT_STATUSES, type ShipmentList } from '@store/contract/shipment';
import { shipmentRoutes } from '@store/contract/shipment-routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How often an order's shipments are read again while the courier still carries one of them. */
export const SHIPMENT_REFRESH_MS = 10_000;

/** Whether the courier's tracking may still move one of the shipments on. */
export const hasOpenShipment = (list: ShipmentList | undefined): boolean =>
  Boolean(list?.shipments.some((shipment) => OPEN_SHIPMENT_STATUSES.includes(shipment.status)));

/**
 * An order's shipments with their status, tracking and history. Read again every few seconds while one is on
 * its way and the page is in view (TanStack Query pauses the interval in a hidden tab), so a delivery shows
 * without a reload, and while the order still waits for units to ship (`expectingShipment`), so the buyer's page
 * shows the first shipment as it leaves; not at all once every shipment has arrived or come back.
 */
export function shipmentsQuery(orderId: string, expectingShipment = false) {
  const input = { params: { id: orderId } };
  return queryOptions({
    queryKey: queryKeys.call(shipmentRoutes.listShipments, input),
    queryFn: ({ signal }) => callApi(shipmentRoutes.listShipments, input, { signal }),
    refetchInterval: (query) => (expectingShipment || hasOpenShipment(query.state.data) ? SHIPMENT_REFRESH_MS : false),
  });
}

export const useShipments = (orderId: string, { enabled = true, expectingShipment = false } = {}) =>
  useQuery({ ...shipmentsQuery(orderId, expectingShipment), enabled });
