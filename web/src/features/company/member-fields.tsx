import TextField from '@mui/material/TextField';
import { INVITED_ROLES } from '@store/contract/company';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { moneyMessages, type FieldMessages } from '../../lib/form-errors';
import { useIntl } from '../../lib/i18n/intl';
import { useCompanyLabels, useFormFieldError } from './company-labels';

// The fields the owner gives a member with (inviting them, or changing them later): a role, and for a buyer an
// order limit, empty for none.

type RegisteredField = UseFormRegisterReturn & { error?: FieldError };

/** What the order limit field holds as the contract reads it: empty is `empty` (no limit), anything else a number. */
export const orderLimitValue =
  <Empty extends null | undefined>(empty: Empty) =>
  (value: unknown): number | Empty =>
    value === '' || value === null || value === undefined ? empty : Number(value);

const ORDER_LIMIT_ERRORS: FieldMessages = moneyMessages('tradeAccount.limitNumber', 'tradeAccount.limitNegative', 'tradeAccount.limitTooLarge', 'tradeAccount.limitPoisha');

/** Approver or buyer (a company has one owner, who applied). */
export function RoleField({ error, ...field }: RegisteredField) {
  const { formatMessage } = useIntl();
  const labels = useCompanyLabels();
  return (
    <TextField
      select
      label={formatMessage({ id: 'tradeAccount.role' })}
      {...field}
      error={Boolean(error)}
      helperText={formatMessage({ id: 'tradeAccount.roleHint' })}
      slotProps={{ select: { native: true } }}
    >
      {INVITED_ROLES.map((role) => (
        <option key={role} value={role}>
          {labels.role(role)}
        </option>
      ))}
    </TextField>
  );
}

/** A buyer's largest order without approval, in taka; empty for no limit. */
export function OrderLimitField({ error, ...field }: RegisteredField) {
  const { formatMessage } = useIntl();
  const fieldError = useFormFieldError();
  const label = formatMessage({ id: 'tradeAccount.orderLimit' });
  return (
    <TextField
      label={label}
      type="number"
      {...field}
      error={Boolean(error)}
      helperText={fieldError(error, ORDER_LIMIT_ERRORS, { name: 'orderLimit', label }) ?? formatMessage({ id: 'tradeAccount.orderLimitHint' })}
      slotProps={{ htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' } }}
    />
  );
}
