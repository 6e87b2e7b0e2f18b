import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from '@store/contract/order';
import { FormattedMessage } from '../../lib/i18n/intl';

/**
 * Where an order goes: the address (up to three lines shown; the order's page has it whole), the phone and
 * the PO number ("—" when the buyer gave none).
 */
export function OrderDelivery({ order }: { order: Pick<Order, 'address' | 'phone' | 'poNumber'> }) {
  return (
    <Box sx={{ typography: 'body2', overflowWrap: 'anywhere' }}>
      <Typography variant="body2" title={order.address} sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
        {order.address}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="orderDelivery.phone" values={{ phone: order.phone }} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <FormattedMessage id="orderDelivery.poNumber" values={{ poNumber: order.poNumber ?? '—' }} />
      </Typography>
    </Box>
  );
}
