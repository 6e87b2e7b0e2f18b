import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Cart } from '@store/contract/cart';
import type { User } from 'firebase/auth';
import { DeliveryForm, type DeliveryValues } from '../../domains/orders/delivery-form';
import { VerifyEmailNotice } from '../../components/verify-email-notice';
import { ApiError } from '../../lib/api-client';
import { useActionErrorText } from '../../lib/action-error-text';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';

interface CheckoutPanelProps {
  cart: Cart;
  user: User | null;
  /** Why the order cannot be placed now. */
  blocked?: string;
  onPlaceOrder: (delivery: DeliveryValues, idempotencyKey: string) => Promise<void>;
}

/** The cart's goods total and checkout: where the order goes, what delivery adds, or first a verified email. */
export function CheckoutPanel({ cart, user, blocked, onPlaceOrder }: CheckoutPanelProps) {
  const { formatMessage } = useIntl();
  const errorText = useActionErrorText();
  const format = useFormat();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="checkout-heading" sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>
          <FormattedMessage id="cart.goodsTotal" />
        </Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.4rem' }} data-testid="cart-total">
          {format.money(cart.total)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="cart.toolsPriced" values={{ count: cart.lines.length }} />
      </Typography>
      <Typography id="checkout-heading" variant="h6" component="h2" sx={{ mt: 3 }}>
        <FormattedMessage id="cart.checkout" />
      </Typography>
      {user && !user.emailVerified ? (
        <Box sx={{ mt: 2 }}>
          <VerifyEmailNotice user={user} purpose="order" />
        </Box>
      ) : (
        <DeliveryForm
          label={formatMessage({ id: 'cart.checkout' })}
          lines={cart.lines}
          goodsTotal={cart.total}
          submitLabel={formatMessage({ id: 'cart.placeOrder' })}
          busyLabel={formatMessage({ id: 'cart.placingOrder' })}
          onSubmit={onPlaceOrder}
          attempt={JSON.stringify(cart.lines.map(({ toolId, quantity }) => [toolId, quantity]))}
          blocked={blocked}
          failureMessage={(failure) =>
            failure instanceof ApiError && failure.code === 'price-changed'
              ? formatMessage({ id: 'cart.priceChanged' }, { reason: errorText(failure) })
              : undefined
          }
        />
      )}
    </Paper>
  );
}
