import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AddToCartResult } from '../lib/use-add-to-cart';
import { formatCount } from '@store/contract/format';

/** What "Add to cart" did, said where the button is (a live region), with the way to the cart. */
export function CartNote({ result, name }: { result: AddToCartResult | null; name: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: result ? undefined : 0 }}>
      {result?.status === 'added' && (
        <Typography variant="body2">
          Your cart now holds {formatCount(result.quantity)} × {name}.{' '}
          <Box component={RouterLink} to="/cart" sx={{ fontWeight: 700, color: 'primary.main' }}>
            View cart
          </Box>
        </Typography>
      )}
      {result?.status === 'failed' && (
        <Typography variant="body2" color="error">
          Could not add to the cart. {result.message}
        </Typography>
      )}
    </Box>
  );
}
