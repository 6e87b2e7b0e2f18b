import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { orderTitle, orderUnits, type Order } from '@store/contract/order';
import { unitsLeftOf } from '@store/contract/shipment';
import { lazy, Suspense } from 'react';
import { withMessages } from '../../../lib/i18n/catalog';
import { useIntl } from '../../../lib/i18n/intl';
import { useFormat } from '../../../lib/i18n/use-format';

// Downloaded only by a list that holds an own-van or pickup shipment still to mark delivered.
const MarkDeliveredButton = lazy(withMessages('on-demand', () => import('../../../domains/shipments/on-demand/mark-delivered')));

/**
 * How far an order's shipments have gone, in a line or two: the units shipped while some are left, and the
 * shipments still on their way. Nothing before the first shipment, nor once every unit has arrived (the order's
 * status says so).
 */
export function ShipmentsSummary({ order }: { order: Order }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const shipping = order.shipping;
  if (!shipping || shipping.shipments === 0) return null;
  const units = orderUnits(order);
  const left = unitsLeftOf(order).reduce((sum, unit) => sum + unit, 0);
  const lines = [
    left > 0 && formatMessage({ id: 'adminOrders.unitsShipped' }, { shipped: format.count(units - left), units }),
    shipping.undelivered > 0 && formatMessage({ id: 'adminOrders.shipmentsOnTheWay' }, { onTheWay: format.count(shipping.undelivered), shipments: shipping.shipments }),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <Stack>
      {lines.map((line) => (
        <Typography key={line} variant="body2" color="text.secondary">
          {line}
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * "Mark delivered" for each of the order's own-van and pickup shipments still on their way, so that a day's
 * hand-overs are recorded from the list without opening each order. A courier's shipments are delivered by their
 * tracking.
 */
export function HandOverActions({ order, disabled }: { order: Order; disabled?: boolean }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const handOvers = order.shipping?.handOvers ?? [];
  if (handOvers.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {handOvers.map((n) => {
        const number = format.count(n);
        return (
          <MarkDeliveredButton
            key={n}
            orderId={order.id}
            number={n}
            label={handOvers.length > 1 ? formatMessage({ id: 'shipments.markDeliveredOf' }, { number }) : formatMessage({ id: 'shipments.markDelivered' })}
            ariaLabel={formatMessage({ id: 'adminOrders.markShipmentDeliveredOf' }, { number, title: orderTitle(order) })}
            disabled={disabled}
          />
        );
      })}
    </Suspense>
  );
}
