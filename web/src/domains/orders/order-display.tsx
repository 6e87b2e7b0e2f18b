import Chip, { type ChipProps } from '@mui/material/Chip';
import { STORE_TIME_ZONE } from '@store/contract/dhaka-time';
import { INTL_LOCALE } from '@store/contract/locale';
import type { OrderStatus } from '@store/contract/order';
import { useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { useLocale } from '../../lib/i18n/locale-path';

/**
 * Status looks come from the theme's palette roles, so every screen shows a status alike. Each
 * pairing keeps the label at 4.5:1 contrast or better (orange or light-blue text on white does not).
 */
const STATUS_LOOK: Record<OrderStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  'awaiting-payment': { color: 'default', variant: 'filled' },
  'awaiting-approval': { color: 'default', variant: 'filled' },
  pending: { color: 'secondary', variant: 'filled' },
  confirmed: { color: 'primary', variant: 'outlined' },
  'partially-shipped': { color: 'primary', variant: 'outlined' },
  shipped: { color: 'primary', variant: 'filled' },
  delivered: { color: 'success', variant: 'filled' },
  cancelled: { color: 'default', variant: 'outlined' },
  expired: { color: 'default', variant: 'outlined' },
};

const STATUS_LABEL: Record<OrderStatus, MessageId> = {
  'awaiting-payment': 'orderStatus.awaitingPayment',
  'awaiting-approval': 'orderStatus.awaitingApproval',
  pending: 'orderStatus.pending',
  confirmed: 'orderStatus.confirmed',
  'partially-shipped': 'orderStatus.partiallyShipped',
  shipped: 'orderStatus.shipped',
  delivered: 'orderStatus.delivered',
  cancelled: 'orderStatus.cancelled',
  expired: 'orderStatus.expired',
};

/** An order status's name, in the page's language. */
export function useOrderStatusLabel(): (status: OrderStatus) => string {
  const { formatMessage } = useIntl();
  return (status) => formatMessage({ id: STATUS_LABEL[status] });
}

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  return <Chip size="small" {...STATUS_LOOK[status]} label={useOrderStatusLabel()(status)} />;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** An ISO date as the date and time in Dhaka, in the language `tag` ("Aug 2, 2026, 9:30 AM"); "—" when missing. */
export function formatOrderDate(iso: string, tag: string = INTL_LOCALE.en): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '—';
  let format = dateFormats.get(tag);
  if (!format) dateFormats.set(tag, (format = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: STORE_TIME_ZONE })));
  return format.format(date);
}

/** formatOrderDate in the page's language (Bengali digits and month names on a Bangla page). */
export function useOrderDate(): (iso: string) => string {
  const tag = INTL_LOCALE[useLocale()];
  return (iso) => formatOrderDate(iso, tag);
}
