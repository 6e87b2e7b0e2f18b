import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { usePageMeta } from '../../lib/page-meta';

/**
 * Where the payment gateway's return lands when it names no order of the store: the payment's outcome is being
 * checked (the gateway's server tells the store, which asks the gateway to confirm it), and My Orders has the order.
 */
export default function PaymentReturnedPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'paymentReturned.title' }) });
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1">
        <FormattedMessage id="paymentReturned.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        <FormattedMessage id="paymentReturned.text" />
      </Typography>
      <Button component={RouterLink} to="/dashboard/myorders" variant="contained">
        <FormattedMessage id="paymentReturned.myOrders" />
      </Button>
    </Box>
  );
}
