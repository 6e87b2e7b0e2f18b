import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { NEXT_STATUSES, type Order, type OrderStatus } from '@store/contract/order';

/** What the button that moves an order to a status says. */
export const MOVE_LABEL: Record<OrderStatus, string> = {
  pending: 'Back to pending',
  confirmed: 'Confirm',
  shipped: 'Ship',
  delivered: 'Mark delivered',
  cancelled: 'Cancel',
};

interface OrderActionsProps {
  order: Order;
  disabled?: boolean;
  onMove: (order: Order, status: OrderStatus) => void;
}

/** One button per status the order may move to next, as the contract's pipeline allows. */
export function OrderActions({ order, disabled, onMove }: OrderActionsProps) {
  const next = NEXT_STATUSES[order.status];
  if (next.length === 0) return null;
  return (
    <Stack direction="row" gap={1} flexWrap="wrap">
      {next.map((status) => (
        <Button
          key={status}
          size="small"
          variant={status === 'cancelled' ? 'text' : 'outlined'}
          color={status === 'cancelled' ? 'error' : 'primary'}
          disabled={disabled}
          onClick={() => onMove(order, status)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {MOVE_LABEL[status]}
        </Button>
      ))}
    </Stack>
  );
}
