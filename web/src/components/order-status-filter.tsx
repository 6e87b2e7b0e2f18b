import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ORDER_STATUSES, OrderStatus } from '@store/contract/order';
import { orderStatusLabel } from './order-display';

export const ALL_STATUSES = 'all';
export type OrderStatusChoice = OrderStatus | typeof ALL_STATUSES;

/** The status filter of an order list: every status, or one. */
export function OrderStatusFilter({ value, onChange }: { value: OrderStatusChoice; onChange: (value: OrderStatusChoice) => void }) {
  return (
    <TextField
      margin="none"
      fullWidth={false}
      select
      label="Status"
      size="small"
      value={value}
      onChange={(event) => onChange(event.target.value === ALL_STATUSES ? ALL_STATUSES : OrderStatus.parse(event.target.value))}
      sx={{ minWidth: 200, mb: 2 }}
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
