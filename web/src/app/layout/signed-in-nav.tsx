import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { FormattedMessage } from '../../lib/i18n/intl';
import { BAR_HAS_ROOM, barItemSx, inBarFrom } from './nav-links';
import { useSignOut } from './use-sign-out';

// The badge reads the cart: its chunk (and the list of what it needs) loads from here, not from the app's entry.
const CartBadge = lazy(() => import('./cart-badge'));

/**
 * The part of the navigation bar only a signed-in user has: Sign Out (in the bar from a small tablet's width; the
 * menu has its own on a phone) and the cart with its badge. Its own chunk, so none of it weighs on a visitor's
 * first download.
 */
export default function SignedInNav() {
  const signOut = useSignOut();
  return (
    <>
      <Button onClick={() => void signOut()} variant="outlined" color="inherit" sx={{ ...barItemSx, ...inBarFrom(BAR_HAS_ROOM.account), ml: 1 }}>
        <FormattedMessage id="nav.signOut" />
      </Button>
      <Suspense fallback={null}>
        <CartBadge />
      </Suspense>
    </>
  );
}
