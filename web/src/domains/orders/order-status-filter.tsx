import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { ORDER_STATUSES, OrderStatus } from '@store/contract/order';
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
    <TextField
      margin="none"
      fullWidth={false}
      select
      label={formatMessage({ id: 'orders.status' })}
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value === ALL_STATUSES ? ALL_STATUSES : OrderStatus.parse(event.target.value))}
      sx={[{ minWidth: 200 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <MenuItem value={ALL_STATUSES}>{formatMessage({ id: 'orders.allStatuses' })}</MenuItem>
      {ORDER_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {orderStatusLabel(status)}
        </MenuItem>
      ))}
    </TextField>
  );
}
