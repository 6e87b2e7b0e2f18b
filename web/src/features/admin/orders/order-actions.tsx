import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NEXT_STATUSES, type Order, type OrderStatus } from '@store/contract/order';
import { shipmentsDecideStatus } from '@store/contract/shipment';
import { FormattedMessage } from '../../../lib/i18n/intl';
import type { MessageId } from '../../../lib/i18n/message-id';

/**
 * What the button that moves an order to a status says. No one moves an order to awaiting-payment,
 * awaiting-approval or expired: the payment and the trade account's approval do; nor to shipped: an order ships by
 * its shipments ("Create shipment" beside these buttons).
 */
const MOVE_LABEL: Partial<Record<OrderStatus, MessageId>> = {
  pending: 'adminOrders.toPending',
  confirmed: 'adminOrders.confirm',
  delivered: 'adminOrders.deliver',
  cancelled: 'adminOrders.cancel',
};

interface OrderActionsProps {
  order: Order;
  disabled?: boolean;
  onMove: (order: Order, status: OrderStatus) => void;
}

/**
 * One button per status the order may move to next, as the contract's pipeline allows. "Mark delivered" here is the
 * order's own, for one shipped by its status before the store had shipments: an order with shipments is delivered
 * by them.
 */
export function OrderActions({ order, disabled, onMove }: OrderActionsProps) {
  const moves = NEXT_STATUSES[order.status].flatMap((status) => {
    const label = MOVE_LABEL[status];
    if (status === 'delivered' && shipmentsDecideStatus(order)) return [];
    return label ? [{ status, label }] : [];
  });
  if (moves.length === 0) return null;
  return (
    <Stack direction="row" gap={1} flexWrap="wrap">
      {moves.map(({ status, label }) => (
        <Button
          key={status}
          size="small"
          variant={status === 'cancelled' ? 'text' : 'outlined'}
          color={status === 'cancelled' ? 'error' : 'primary'}
          disabled={disabled}
          onClick={() => onMove(order, status)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          <FormattedMessage id={label} />
        </Button>
      ))}
    </Stack>
  );
}
