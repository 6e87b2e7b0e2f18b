import { lazy } from 'react';

// The page is a chunk of its own, loaded from here: the list of what it needs then sits in this small module
// rather than in the app's entry, which every storefront page downloads first (src/bundle-budget.test.ts).
const CartView = lazy(() => import('./cart-view'));

/** /cart (signed in): the lines, their prices and checkout. */
export default function CartPage() {
  return <CartView />;
}
