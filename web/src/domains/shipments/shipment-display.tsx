import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Carrier, Shipment, ShipmentStatus } from '@store/contract/shipment';
import { useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';

// As the order statuses' chips: the theme's palette roles, each pairing readable at 4.5:1 or better.
const STATUS_LOOK: Record<ShipmentStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  'booking-failed': { color: 'error', variant: 'outlined' },
  'in-transit': { color: 'primary', variant: 'outlined' },
  'on-hold': { color: 'secondary', variant: 'filled' },
  'partially-delivered': { color: 'primary', variant: 'filled' },
  delivered: { color: 'success', variant: 'filled' },
  returning: { color: 'error', variant: 'outlined' },
  'received-back': { color: 'default', variant: 'outlined' },
};

const STATUS_LABEL: Record<ShipmentStatus, MessageId> = {
  'booking-failed': 'shipments.statusBookingFailed',
  'in-transit': 'shipments.statusInTransit',
  'on-hold': 'shipments.statusOnHold',
  'partially-delivered': 'shipments.statusPartiallyDelivered',
  delivered: 'shipments.statusDelivered',
  returning: 'shipments.statusReturning',
  'received-back': 'shipments.statusReceivedBack',
};

export const CARRIER_LABEL: Record<Carrier, MessageId> = {
  steadfast: 'shipments.carrierSteadfast',
  'own-van': 'shipments.carrierOwnVan',
  pickup: 'shipments.carrierPickup',
};

/** A shipment status's name, in the page's language. */
export function useShipmentStatusLabel(): (status: ShipmentStatus) => string {
  const { formatMessage } = useIntl();
  return (status) => formatMessage({ id: STATUS_LABEL[status] });
}

export function ShipmentStatusChip({ status }: { status: ShipmentStatus }) {
  return <Chip size="small" {...STATUS_LOOK[status]} label={useShipmentStatusLabel()(status)} />;
}

/** How a shipment travels: the courier, the van with its number, or the counter. */
export function useCarrierText(): (shipment: Pick<Shipment, 'carrier' | 'vehicle'>) => string {
  const { formatMessage } = useIntl();
  return ({ carrier, vehicle }) =>
    carrier === 'own-van' && vehicle ? formatMessage({ id: 'shipments.ownVanWith' }, { vehicle }) : formatMessage({ id: CARRIER_LABEL[carrier] });
}

/** The administrators' actions on a shipment: "Mark delivered" for the store's own hand-overs, "Received back" for a return. */
export const canMarkDelivered = (shipment: Pick<Shipment, 'carrier' | 'status'>) =>
  shipment.carrier !== 'steadfast' && ['in-transit', 'on-hold', 'partially-delivered'].includes(shipment.status);
