import type { SxProps, Theme } from '@mui/material/styles';
import { ORDER_STATUSES, type OrderStatus } from '@store/contract/order';
import { ChoiceFilter } from '../../components/choice-filter';
import { useIntl } from '../../lib/i18n/intl';
import { useOrderStatusLabel } from './order-display';

export const ALL_STATUSES = 'all';
export type OrderStatusChoice = OrderStatus | typeof ALL_STATUSES;

interface OrderStatusFilterProps {
  value: OrderStatusChoice;
  onChange: (value: OrderStatusChoice) => void;
  /** Replaces the room it leaves below itself (for a filter bar that spaces its fields). */
  sx?: SxProps<Theme>;
}

/** The status filter of an order list: every status, or one. */
export function OrderStatusFilter({ value, onChange, sx = { mb: 2 } }: OrderStatusFilterProps) {
  const { formatMessage } = useIntl();
  const orderStatusLabel = useOrderStatusLabel();
  return (
    <ChoiceFilter
      margin="none"
      label={formatMessage({ id: 'orders.status' })}
      value={value === ALL_STATUSES ? undefined : value}
      choices={ORDER_STATUSES}
      choiceLabel={orderStatusLabel}
      allLabel={formatMessage({ id: 'orders.allStatuses' })}
      onChange={(status) => onChange(status ?? ALL_STATUSES)}
      sx={[{ minWidth: 200 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
