import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { PAYMENT_FILTERS, type PaymentFilter } from '@store/contract/payment';
import { ALL_STATUSES, OrderStatusFilter } from '../../../domains/orders/order-status-filter';
import { SearchField } from '../../../components/search-field';
import { SEARCH_MAX, type FilterProblems, type OrderFilters } from './order-filters';
import { FilterForm } from '../../../components/filter-form';
import { useIntl } from '../../../lib/i18n/intl';
import type { MessageId } from '../../../lib/i18n/message-id';

interface OrderFilterBarProps {
  /** The search box's text, which runs ahead of the search in `filters` while typing. */
  search: string;
  onSearchChange: (search: string) => void;
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
  problems: FilterProblems;
}

/** Manage Orders' filters: search, status, payment and a range of days. They combine. */
export function OrderFilterBar({ search, onSearchChange, filters, onChange, problems }: OrderFilterBarProps) {
  const { formatMessage } = useIntl();
  const problem = (field: keyof FilterProblems) => {
    const id = problems[field];
    return id && formatMessage({ id });
  };
  return (
    // Wrapping only in a row: a wrapping column is as wide as its widest field's text, past a phone's screen.
    <FilterForm label={formatMessage({ id: 'adminOrders.filter' })} sx={{ flexWrap: { md: 'wrap' }, alignItems: { md: 'flex-start' }, mb: 2 }}>
      <SearchField
        label={formatMessage({ id: 'adminOrders.search' })}
        value={search}
        onChange={onSearchChange}
        maxLength={SEARCH_MAX}
        size="small"
        error={!!problems.q}
        helperText={problem('q') ?? formatMessage({ id: 'adminOrders.searchHint' })}
        sx={{ flex: 1, minWidth: { md: 280 } }}
      />
      <OrderStatusFilter
        value={filters.status ?? ALL_STATUSES}
        onChange={(status) => onChange({ status: status === ALL_STATUSES ? undefined : status })}
        sx={{ mb: 0 }}
      />
      <PaymentFilterField value={filters.payment} onChange={(payment) => onChange({ payment })} />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <DayField
          label={formatMessage({ id: 'adminOrders.from' })}
          value={filters.from}
          max={filters.to}
          error={problem('from')}
          onChange={(from) => onChange({ from })}
        />
        <DayField
          label={formatMessage({ id: 'adminOrders.to' })}
          value={filters.to}
          min={filters.from}
          error={problem('to')}
          // The API's days are Dhaka days, the last one included.
          hint={formatMessage({ id: 'adminOrders.daysIncluded' })}
          onChange={(to) => onChange({ to })}
        />
      </Box>
    </FilterForm>
  );
}

const PAYMENT_FILTER_LABEL: Record<PaymentFilter, MessageId> = {
  due: 'adminOrders.paymentDue',
  overdue: 'adminOrders.paymentOverdue',
  paid: 'adminOrders.paymentPaid',
  'refund-due': 'adminOrders.paymentRefundDue',
};
const ANY_PAYMENT = 'all';

/** Orders by where their payment stands (of orders not cancelled or expired), or all. */
function PaymentFilterField({ value, onChange }: { value: PaymentFilter | undefined; onChange: (payment: PaymentFilter | undefined) => void }) {
  const { formatMessage } = useIntl();
  return (
    <TextField
      select
      margin="none"
      fullWidth={false}
      size="small"
      label={formatMessage({ id: 'adminOrders.payment' })}
      value={value ?? ANY_PAYMENT}
      onChange={(event) => onChange(PAYMENT_FILTERS.find((payment) => payment === event.target.value))}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value={ANY_PAYMENT}>{formatMessage({ id: 'adminOrders.paymentAll' })}</MenuItem>
      {PAYMENT_FILTERS.map((payment) => (
        <MenuItem key={payment} value={payment}>
          {formatMessage({ id: PAYMENT_FILTER_LABEL[payment] })}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface DayFieldProps {
  label: string;
  value: string;
  min?: string;
  max?: string;
  error?: string;
  hint?: string;
  onChange: (day: string) => void;
}

/** A day picker (the browser's own), empty for "no limit". */
function DayField({ label, value, min, max, error, hint, onChange }: DayFieldProps) {
  return (
    <TextField
      type="date"
      label={label}
      size="small"
      margin="none"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={error ?? hint}
      // On a phone the two days share the width, however narrow; from md up each keeps room for its date.
      sx={{ flex: 1, minWidth: { xs: 0, md: 150 } }}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: min || undefined, max: max || undefined } }}
    />
  );
}
