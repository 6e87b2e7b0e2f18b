import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';

/** /purchase without a tool: send the customer to pick one. */
export default function PurchasePromptPage() {
  usePageMeta({ title: 'Purchase' });
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      <ShoppingCartOutlined color="secondary" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <Typography variant="h3" component="h1" gutterBottom>
        Purchase
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 520, mx: 'auto' }}>
        Pick a tool from the catalog first. Each tool has a Purchase button that brings you back here with its details and the order form.
      </Typography>
      <Button component={RouterLink} to="/tools" variant="contained" size="large">
        Choose a tool
      </Button>
    </Box>
  );
}
