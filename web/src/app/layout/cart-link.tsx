import { lazy } from 'react';

// What the badge needs (the cart's query, MUI's Badge) is listed in this small chunk rather than in the app's
// entry, which every storefront page downloads first (src/bundle-budget.test.ts).
const CartBadge = lazy(() => import('./cart-badge'));

/** The cart in the navigation; a chunk of its own, loaded for signed-in users only (nav-bar.tsx). */
export default function CartLink() {
  return <CartBadge />;
}
