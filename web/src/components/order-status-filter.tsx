import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { ORDER_STATUSES, OrderStatus } from '@store/contract/order';
import { orderStatusLabel } from './order-display';

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
  return (
    <TextField
      margin="none"
      fullWidth={false}
      select
      label="Status"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value === ALL_STATUSES ? ALL_STATUSES : OrderStatus.parse(event.target.value))}
      sx={[{ minWidth: 200 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <MenuItem value={ALL_STATUSES}>All</MenuItem>
      {ORDER_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {orderStatusLabel(status)}
        </MenuItem>
      ))}
    </TextField>
  );
}
