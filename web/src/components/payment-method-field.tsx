import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { CHECKOUT_METHODS, PAYMENT_SETTINGS, withinCodLimit } from '@store/contract/payment';
import { useId, useState } from 'react';
import { useIntl } from '../lib/i18n/intl';
import type { MessageId } from '../lib/i18n/message-id';
import { useFormat } from '../lib/i18n/use-format';

/** A way to pay a customer may choose at checkout. */
export type CheckoutMethod = (typeof CHECKOUT_METHODS)[number];

const METHOD_CHOICE: Record<CheckoutMethod, MessageId> = {
  cod: 'checkoutPayment.cod',
  'bank-transfer': 'checkoutPayment.bankTransfer',
  online: 'checkoutPayment.online',
};

/** Cash on delivery is for orders within the COD limit; an order whose total is not known yet is not held to it. */
const codAllowed = (total: number | null) => total === null || withinCodLimit(total);

/**
 * The method an order is placed with: the customer's choice, else what the server gives a body without one
 * (defaultPaymentMethod: cash on delivery within the COD limit, a bank transfer above it). A choice of cash that
 * the total has outgrown falls back to the transfer rather than place an order the server refuses.
 */
export function checkoutMethod(chosen: CheckoutMethod | null, total: number | null): CheckoutMethod {
  if (chosen && (chosen !== 'cod' || codAllowed(total))) return chosen;
  return codAllowed(total) ? 'cod' : 'bank-transfer';
}

/** The payment choice of a checkout form whose total is `total` (null while it cannot be known). */
export function usePaymentChoice(total: number | null) {
  const [chosen, setChosen] = useState<CheckoutMethod | null>(null);
  const method = checkoutMethod(chosen, total);
  return { method, field: { total, value: method, onChange: setChosen } };
}

interface PaymentMethodFieldProps {
  total: number | null;
  value: CheckoutMethod;
  onChange: (method: CheckoutMethod) => void;
}

/** "Payment": how the customer will pay, cash on delivery closed (and why) above the COD limit. */
export function PaymentMethodField({ total, value, onChange }: PaymentMethodFieldProps) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const labelId = useId();
  const codNoteId = useId();
  const codClosed = !codAllowed(total);
  return (
    <FormControl component="fieldset" margin="normal" fullWidth>
      <FormLabel component="legend" id={labelId}>
        {formatMessage({ id: 'checkoutPayment.label' })}
      </FormLabel>
      <RadioGroup
        name="paymentMethod"
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as CheckoutMethod)}
      >
        {CHECKOUT_METHODS.map((method) => {
          const closed = method === 'cod' && codClosed;
          return (
            <div key={method}>
              <FormControlLabel
                value={method}
                disabled={closed}
                control={<Radio slotProps={{ input: { 'aria-describedby': closed ? codNoteId : undefined } }} />}
                label={formatMessage({ id: METHOD_CHOICE[method] })}
              />
              {closed && (
                // Beside the option it explains, in the secondary text colour (readable, unlike a disabled label's).
                <Typography id={codNoteId} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.5, mb: 0.5 }}>
                  {formatMessage({ id: 'checkoutPayment.codLimit' }, { limit: format.money(PAYMENT_SETTINGS.codLimit) })}
                </Typography>
              )}
            </div>
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
