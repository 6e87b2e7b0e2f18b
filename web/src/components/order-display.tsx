import Chip, { type ChipProps } from '@mui/material/Chip';
import type { OrderStatus } from '@store/contract/order';

/** Status colours come from the theme's palette roles, so every screen shows a status alike. */
const STATUS_COLOR: Record<OrderStatus, ChipProps['color']> = {
  pending: 'warning',
  confirmed: 'info',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'default',
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
  return <Chip size="small" color={STATUS_COLOR[status]} label={STATUS_LABEL[status]} variant="outlined" />;
}

/** An ISO date as the reader's local date and time ("Aug 2, 2026, 9:30 AM"); "—" when missing. */
export function formatOrderDate(iso: string): string {
  const date = new Date(iso);
  return iso && !Number.isNaN(date.getTime()) ? date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

export function formatMoney(amount: number): string {
  return amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
}
