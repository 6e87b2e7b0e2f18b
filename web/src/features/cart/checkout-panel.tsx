import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Cart } from '@store/contract/cart';
import { formatMoney } from '@store/contract/format';
import type { User } from 'firebase/auth';
import { DeliveryForm, type DeliveryValues } from '../../components/delivery-form';
import { VerifyEmailNotice } from '../../components/verify-email-notice';
import { ApiError, errorMessage } from '../../lib/api-client';

interface CheckoutPanelProps {
  cart: Cart;
  user: User | null;
  /** Why the order cannot be placed now. */
  blocked?: string;
  onPlaceOrder: (delivery: DeliveryValues, idempotencyKey: string) => Promise<void>;
}

/** The cart's total and checkout: where the order goes, or first a verified email. */
export function CheckoutPanel({ cart, user, blocked, onPlaceOrder }: CheckoutPanelProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="checkout-heading" sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}>
      <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 600 }}>Total</Typography>
        <Typography sx={{ fontWeight: 800, fontSize: '1.4rem' }} data-testid="cart-total">
          {formatMoney(cart.total)}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {cart.lines.length} {cart.lines.length === 1 ? 'tool' : 'tools'}, volume prices applied
      </Typography>
      <Typography id="checkout-heading" variant="h6" component="h2" sx={{ mt: 3 }}>
        Checkout
      </Typography>
      {user && !user.emailVerified ? (
        <Box sx={{ mt: 2 }}>
          <VerifyEmailNotice user={user} purpose="order" />
        </Box>
      ) : (
        <DeliveryForm
          label="Checkout"
          submitLabel="Place order"
          busyLabel="Placing order…"
          onSubmit={onPlaceOrder}
          attempt={JSON.stringify(cart.lines.map(({ toolId, quantity }) => [toolId, quantity]))}
          blocked={blocked}
          failureMessage={(failure) =>
            failure instanceof ApiError && failure.code === 'price-changed'
              ? `${errorMessage(failure)}. The cart now shows the new prices: check them and press Place order again.`
              : undefined
          }
        />
      )}
    </Paper>
  );
}
