import { useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';

interface EstimateDays {
  min: number;
  max: number;
}

/** A delivery's charge ("৳80", or "Free") and its estimate ("1–2 days") as the page's language writes them. */
export function useDeliveryWords() {
  const { formatMessage } = useIntl();
  const format = useFormat();
  return {
    charge: (charge: number) => (charge === 0 ? formatMessage({ id: 'delivery.free' }) : format.money(charge)),
    days: ({ min, max }: EstimateDays) =>
      min === max
        ? formatMessage({ id: 'delivery.dayCount' }, { count: min, days: format.count(min) })
        : formatMessage({ id: 'delivery.days' }, { min: format.count(min), max: format.count(max) }),
  };
}
