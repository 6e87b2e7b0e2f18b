import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { usePageMeta } from '../../lib/page-meta';

/** /purchase without a tool: send the customer to pick one. */
export default function PurchasePromptPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'purchase.title' }) });
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      <ShoppingCartOutlined color="secondary" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <Typography variant="h3" component="h1" gutterBottom>
        <FormattedMessage id="purchase.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 520, mx: 'auto' }}>
        <FormattedMessage id="purchase.pickFirst" />
      </Typography>
      <Button component={RouterLink} to="/tools" variant="contained" size="large">
        <FormattedMessage id="purchase.chooseTool" />
      </Button>
    </Box>
  );
}
