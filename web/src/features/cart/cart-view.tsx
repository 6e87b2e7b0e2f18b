import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Cart } from '@store/contract/cart';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DeliveryForm, type DeliveryValues } from '../../components/delivery-form';
import { useFeedback } from '../../components/feedback';
import { BrowseToolsButton } from '../../components/browse-tools-button';
import { EmptyState, ErrorState } from '../../components/load-state';
import { VerifyEmailNotice } from '../../components/verify-email-notice';
import { cartQuery, useCart, useSetCartLine } from '../../lib/api/cart';
import { ApiError, errorMessage } from '../../lib/api-client';
import { orderPagePath } from '../../lib/order-path';
import { formatMoney } from '@store/contract/money';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { useCheckout } from './api/checkout';
import { useRemoveCartLine } from './api/remove-cart-line';
import { CartLineItem } from './cart-line-item';

const RequestQuoteDialog = lazy(() => import('../../components/request-quote-dialog'));

/** How long a typed quantity rests before it is saved. */
const SAVE_DELAY_MS = 600;
const QUANTITY_MAX = 1_000_000;

/** A typed quantity as the cart takes it, or null. */
function quantityOf(draft: string): number | null {
  const value = Number(draft);
  return draft.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= QUANTITY_MAX ? value : null;
}

/** The failing lines a refused order names (`lines.{i}.quantity`), by tool. */
function lineRefusals(error: unknown, cart: Cart): Record<string, string> {
  const refusals: Record<string, string> = {};
  if (!(error instanceof ApiError)) return refusals;
  for (const detail of error.details ?? []) {
    const index = /^lines\.(\d+)\.quantity$/.exec(detail.field)?.[1];
    const line = index === undefined ? undefined : cart.lines[Number(index)];
    if (line) refusals[line.toolId] = detail.message;
  }
  return refusals;
}

function CartSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true" aria-label="Loading your cart">
      {[0, 1, 2].map((line) => (
        <Skeleton key={line} variant="rounded" height={112} />
      ))}
    </Stack>
  );
}

export default function CartView() {
  usePageMeta({ title: 'Your cart' });
  const { user } = useSession();
  const uid = user?.uid;
  const { data: cart, error, refetch, isPending } = useCart(uid);
  const setLine = useSetCartLine(uid);
  const removeLine = useRemoveCartLine();
  const checkout = useCheckout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { notify } = useFeedback();
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(0);
  const [quoting, setQuoting] = useState(false);

  // Typed quantities are saved once the typing rests; the server answers the cart priced again.
  useEffect(() => {
    if (!cart) return;
    const changed = cart.lines.flatMap((line) => {
      const quantity = drafts[line.toolId] === undefined ? null : quantityOf(drafts[line.toolId]!);
      return quantity !== null && quantity !== line.quantity ? [{ toolId: line.toolId, quantity }] : [];
    });
    if (changed.length === 0) return;
    const timer = setTimeout(() => {
      for (const change of changed) {
        setSaving((count) => count + 1);
        setLine.mutate(change, {
          // Saved: the cart's own quantity now stands for what was typed.
          onSuccess: () =>
            setDrafts(({ [change.toolId]: draft, ...others }) =>
              draft === undefined || quantityOf(draft) === change.quantity ? others : { ...others, [change.toolId]: draft },
            ),
          onError: (saveError) => notify(`Could not change the quantity. ${errorMessage(saveError)}`, 'error'),
          onSettled: () => setSaving((count) => count - 1),
        });
      }
    }, SAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // setLine and notify are stable in what they do; the drafts and the cart decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drafts, cart]);

  const draftOf = (toolId: string, quantity: number) => drafts[toolId] ?? String(quantity);
  const problemOf = (toolId: string, quantity: number, problems: { message: string }[]) => {
    const draft = draftOf(toolId, quantity);
    if (quantityOf(draft) === null) return 'Enter a whole number from 1 to 1,000,000';
    if (quantityOf(draft) !== quantity) return undefined; // not saved yet: the server's verdict is about the old quantity
    return refusals[toolId] ?? problems[0]?.message;
  };

  const onDraft = (toolId: string, value: string) => {
    setDrafts((current) => ({ ...current, [toolId]: value }));
    setRefusals(({ [toolId]: _dropped, ...others }) => others);
  };
  const onRemove = (toolId: string, name: string) =>
    removeLine.mutate(toolId, {
      onSuccess: () => notify(`${name} removed from your cart`, 'info'),
      onError: (removeError) => notify(errorMessage(removeError), 'error'),
    });

  const placeOrder = async (delivery: DeliveryValues, idempotencyKey: string) => {
    if (!cart) return;
    try {
      const order = await checkout(cart, delivery, idempotencyKey);
      setDrafts({});
      notify(`Order ${order.id} placed`, 'success');
      navigate(orderPagePath(order.id));
    } catch (checkoutError) {
      setRefusals(lineRefusals(checkoutError, cart));
      if (checkoutError instanceof ApiError && checkoutError.status === 409) {
        void queryClient.invalidateQueries({ queryKey: cartQuery(uid).queryKey });
      }
      throw checkoutError;
    }
  };

  let content;
  if (!cart && error) {
    content = <ErrorState message={`Could not load your cart. ${errorMessage(error)}`} onRetry={() => void refetch()} />;
  } else if (!cart || isPending) {
    content = <CartSkeleton />;
  } else if (cart.lines.length === 0) {
    content = (
      <EmptyState
        message="Your cart is empty"
        action={<BrowseToolsButton />}
      />
    );
  } else {
    const unsaved = saving > 0 || cart.lines.some((line) => draftOf(line.toolId, line.quantity) !== String(line.quantity));
    const troubled = cart.lines.some((line) => problemOf(line.toolId, line.quantity, line.problems) !== undefined);
    const blocked = troubled
      ? 'Fix the quantities marked in red before checking out.'
      : unsaved
        ? 'Saving your changes to the cart…'
        : undefined;
    content = (
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Box>
          <Stack component="ul" spacing={2} aria-label="Cart lines" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {cart.lines.map((line) => (
              <CartLineItem
                key={line.toolId}
                line={line}
                draft={draftOf(line.toolId, line.quantity)}
                problem={problemOf(line.toolId, line.quantity, line.problems)}
                onDraft={(value) => onDraft(line.toolId, value)}
                onRemove={() => onRemove(line.toolId, line.tool.name)}
                removing={removeLine.isPending && removeLine.variables === line.toolId}
              />
            ))}
          </Stack>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
            <Button variant="outlined" onClick={() => setQuoting(true)}>
              Request a quote
            </Button>
            <Typography variant="body2" color="text.secondary">
              Larger quantities than we stock? Ask us for a quote on these lines.
            </Typography>
          </Box>
        </Box>
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
              onSubmit={placeOrder}
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
        {quoting && (
          <Suspense fallback={null}>
            <RequestQuoteDialog
              onClose={() => setQuoting(false)}
              lines={cart.lines.map((line) => ({ toolId: line.toolId, name: line.tool.name, quantity: line.quantity }))}
            />
          </Suspense>
        )}
      </Box>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h3" component="h1" sx={{ mb: 3 }}>
        Your cart
      </Typography>
      {content}
    </Container>
  );
}
