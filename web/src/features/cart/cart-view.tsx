import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Cart } from '@store/contract/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { BrowseToolsButton } from '../../components/browse-tools-button';
import type { DeliveryValues } from '../../domains/orders/delivery-form';
import { useFeedback } from '../../components/feedback';
import { EmptyState } from '../../components/load-state';
import { QueryState } from '../../components/query-state';
import { cartQuery, useCart } from '../../domains/cart/api/cart';
import { ApiError } from '../../lib/api-client';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { orderPagePath } from '../../domains/orders/order-path';
import { payAtGateway } from '../../domains/payments/payment-redirect';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { useCheckout } from './api/checkout';
import { CartLines } from './cart-lines';
import { CheckoutPanel } from './checkout-panel';
import { useCartDrafts } from './use-cart-drafts';

function CartSkeleton() {
  const { formatMessage } = useIntl();
  return (
    <Stack spacing={2} aria-busy="true" aria-label={formatMessage({ id: 'cart.loading' })}>
      {[0, 1, 2].map((line) => (
        <Skeleton key={line} variant="rounded" height={112} />
      ))}
    </Stack>
  );
}

/** The cart page: its lines beside the total and checkout. */
export default function CartView() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'cart.title' }) });
  const { user } = useSession();
  const uid = user?.uid;
  const cart = useCart(uid);
  const drafts = useCartDrafts(cart.data, uid);
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notify } = useFeedback();

  const placeOrder = (shown: Cart) => async (delivery: DeliveryValues, idempotencyKey: string) => {
    try {
      const order = await checkout(shown, delivery, idempotencyKey);
      drafts.ordered();
      if (payAtGateway(order)) return;
      notify(formatMessage({ id: 'cart.orderPlaced' }, { id: order.id }), 'success');
      navigate(orderPagePath(order.id));
    } catch (checkoutError) {
      drafts.refused(checkoutError, shown);
      if (checkoutError instanceof ApiError && checkoutError.status === 409) {
        void queryClient.invalidateQueries({ queryKey: cartQuery(uid).queryKey });
      }
      throw checkoutError;
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        <FormattedMessage id="cart.title" />
      </Typography>
      <QueryState
        query={cart}
        failure={formatMessage({ id: 'cart.failed' })}
        loading={<CartSkeleton />}
        isEmpty={(shown) => shown.lines.length === 0}
        empty={<EmptyState message={formatMessage({ id: 'cart.empty' })} action={<BrowseToolsButton />} />}
      >
        {(shown) => (
          <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
            <CartLines cart={shown} drafts={drafts} />
            <CheckoutPanel cart={shown} user={user} blocked={drafts.blocked} onPlaceOrder={placeOrder(shown)} />
          </Box>
        )}
      </QueryState>
    </Container>
  );
}
