import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AddToCartResult } from './use-add-to-cart';
import { FormattedMessage } from '../../lib/i18n/intl';

/** What "Add to cart" did, said where the button is (a live region), with the way to the cart. */
export function CartNote({ result, name }: { result: AddToCartResult | null; name: string }) {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: result ? undefined : 0 }}>
      {result?.status === 'added' && (
        <Typography variant="body2">
          <FormattedMessage id="cartNote.added" values={{ quantity: result.quantity, name }} />{' '}
          <Box component={RouterLink} to="/cart" sx={{ fontWeight: 700, color: 'primary.main' }}>
            <FormattedMessage id="cartNote.viewCart" />
          </Box>
        </Typography>
      )}
      {result?.status === 'failed' && (
        <Typography variant="body2" color="error">
          <FormattedMessage id="cartNote.failed" values={{ reason: result.message }} />
        </Typography>
      )}
    </Box>
  );
}
