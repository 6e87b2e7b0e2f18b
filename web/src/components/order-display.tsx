import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OrderStatus } from '@store/contract/order';

/**
 * Status looks come from the theme's palette roles, so every screen shows a status alike. Each
 * pairing keeps the label at 4.5:1 contrast or better (orange or light-blue text on white does not).
 */
const STATUS_LOOK: Record<OrderStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  pending: { color: 'secondary', variant: 'filled' },
  confirmed: { color: 'primary', variant: 'outlined' },
  shipped: { color: 'primary', variant: 'filled' },
  delivered: { color: 'success', variant: 'filled' },
  cancelled: { color: 'default', variant: 'outlined' },
};

const STATUS_LABEL: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export function orderStatusLabel(status: OrderStatus): string {
  return STATUS_LABEL[status];
}

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" {...STATUS_LOOK[status]} label={STATUS_LABEL[status]} />;
}

/** An ISO date as the reader's local date and time ("Aug 2, 2026, 9:30 AM"); "—" when missing. */
let dateFormat: Intl.DateTimeFormat | undefined;
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '—';
  dateFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return dateFormat.format(date);
}
