import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

/** What an empty list of the customer's (orders, cart, quotes) offers: the way to the catalog. */
export function BrowseToolsButton() {
  return (
    <Button component={RouterLink} to="/tools" variant="contained">
      Browse tools
    </Button>
  );
}
