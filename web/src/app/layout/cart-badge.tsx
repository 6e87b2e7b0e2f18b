import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { Link as RouterLink } from 'react-router-dom';
import { useCart } from '../../domains/cart/api/cart';
import { useSession } from '../../lib/session';

/** The cart in the navigation, with its number of lines (the cart is read for it). */
export default function CartBadge() {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const { user } = useSession();
  const { data } = useCart(user?.uid);
  const lines = data?.lines.length ?? 0;
  return (
    <IconButton
      component={RouterLink}
      to="/cart"
      color="inherit"
      aria-label={data ? formatMessage({ id: 'nav.cartCount' }, { count: lines }) : formatMessage({ id: 'nav.cart' })}
    >
      {/* The count in the page's digits, as the link's name says it (a Bangla page: Bengali digits). */}
      <Badge badgeContent={format.count(lines)} invisible={lines === 0} color="secondary" data-testid="cart-count">
        <ShoppingCart />
      </Badge>
    </IconButton>
  );
}
