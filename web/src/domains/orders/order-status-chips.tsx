import Stack from '@mui/material/Stack';
import { CLOSED_STATUSES, type Order } from '@store/contract/order';
import { PaymentStatusChip } from '../payments/payment-display';
import { OrderStatusChip } from './order-display';

// The order lists' status column: the order's status and its payment's. Here rather than in payment-display.tsx,
// so that the payments domain imports nothing of the orders domain above it.

/**
 * Whether a list shows the order's payment beside its status: not for an order that is over (cancelled,
 * expired) with nothing paid, where "Payment due" would say something no longer true.
 */
const showsPaymentStatus = (order: Pick<Order, 'status' | 'payment'>) =>
  !(CLOSED_STATUSES.includes(order.status) && (order.payment.status === 'due' || order.payment.status === 'awaiting'));

/** The order's status and, beside it where it says something, its payment's (wrapping where the room is narrow). */
export function OrderStatusChips({ order, alignEnd = false }: { order: Pick<Order, 'status' | 'payment'>; alignEnd?: boolean }) {
  return (
    <Stack direction="row" gap={0.5} flexWrap="wrap" justifyContent={alignEnd ? 'flex-end' : 'flex-start'}>
      <OrderStatusChip status={order.status} />
      {showsPaymentStatus(order) && <PaymentStatusChip status={order.payment.status} />}
    </Stack>
  );
}
