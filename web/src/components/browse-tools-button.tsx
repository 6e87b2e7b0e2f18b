import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage } from '../lib/i18n/intl';

/** What an empty list of the customer's (orders, cart, quotes) offers: the way to the catalog. */
export function BrowseToolsButton() {
  return (
    <Button component={RouterLink} to="/tools" variant="contained">
      <FormattedMessage id="browseTools.label" />
    </Button>
  );
}
