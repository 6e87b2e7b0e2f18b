import Typography from '@mui/material/Typography';
import type { OrderDelivery } from '@store/contract/delivery';
import { useIntl } from '../../lib/i18n/intl';
import { useDeliveryWords } from './delivery-words';
import { useDistrictName } from './district-name';

type DeliveryFigures = Pick<OrderDelivery, 'method' | 'district' | 'charge' | 'estimateDays' | 'address'>;

/**
 * How a placed order is delivered, as its lines' total row says it: "Delivery to Chattogram, 3–5 days" or "Pickup
 * at the sales counter, ready the next working day", with its charge ("৳210", "Free").
 */
export function useDeliveryRow(): (delivery: DeliveryFigures) => { label: string; charge: string } {
  const { formatMessage } = useIntl();
  const words = useDeliveryWords();
  const districtName = useDistrictName();
  return (delivery) => {
    const district = delivery.district ?? delivery.address?.district;
    const days = words.days(delivery.estimateDays);
    const label =
      delivery.method === 'pickup'
        ? formatMessage({ id: 'delivery.pickupCharge' })
        : district
          ? formatMessage({ id: 'delivery.courierCharge' }, { district: districtName(district), days })
          : formatMessage({ id: 'delivery.courierDays' }, { days });
    return { label, charge: words.charge(delivery.charge) };
  };
}

/** "Courier to Chattogram: ৳210, 3–5 days" or "Pickup at the sales counter: Free, ready the next working day". */
export function useOrderDeliveryText(): (delivery: DeliveryFigures) => string {
  const { formatMessage } = useIntl();
  const words = useDeliveryWords();
  const districtName = useDistrictName();
  return (delivery) => {
    if (delivery.method === 'pickup') return formatMessage({ id: 'delivery.orderPickup' }, { charge: words.charge(delivery.charge) });
    const values = { charge: words.charge(delivery.charge), days: words.days(delivery.estimateDays) };
    const district = delivery.district ?? delivery.address?.district;
    return district
      ? formatMessage({ id: 'delivery.orderCourierTo' }, { ...values, district: districtName(district) })
      : formatMessage({ id: 'delivery.orderCourier' }, values);
  };
}

/** The delivery line of a placed order in a list (nothing for orders placed before delivery was charged). */
export function OrderDeliveryLine({ delivery }: { delivery: OrderDelivery | undefined }) {
  const text = useOrderDeliveryText();
  if (!delivery) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="order-delivery" sx={{ overflowWrap: 'anywhere' }}>
      {text(delivery)}
    </Typography>
  );
}
