import type { Cart } from '@store/contract/cart';
import type { DeliveryValues } from '../../../domains/orders/delivery-form';
import { usePlaceOrder } from '../../../domains/orders/api/place-order';

/**
 * Checkout: one order of every line of the cart, delivered as the form says, at the total the checkout shows (the
 * goods and the delivery charge; the server refuses with price-changed rather than charge another figure).
 */
export function useCheckout() {
  const placeOrder = usePlaceOrder();
  return (cart: Cart, delivery: DeliveryValues, idempotencyKey: string) =>
    placeOrder.mutateAsync({
      body: {
        lines: cart.lines.map(({ toolId, quantity }) => ({ toolId, quantity })),
        ...delivery,
      },
      idempotencyKey,
    });
}
