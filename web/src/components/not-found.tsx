import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { FormattedMessage, useIntl } from '../lib/i18n/intl';
import { usePageMeta } from '../lib/page-meta';

/** The 404 page's content, answered with status 404: for an unknown address, and for a page whose subject does not exist. */
export function NotFound() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'notFound.title' }), status: 404 });
  const { pathname } = useLocation();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 8, md: 12 }, px: 2 }}>
      <Typography component="p" sx={{ fontSize: { xs: '4.5rem', md: '6rem' }, fontWeight: 900, color: 'text.accent', lineHeight: 1 }}>
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        <FormattedMessage id="notFound.title" />
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4, wordBreak: 'break-word' }}>
        <FormattedMessage id="notFound.text" values={{ path: pathname, code: (chunks) => <code>{chunks}</code> }} />
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, justifyContent: 'center' }}>
        <Button component={RouterLink} to="/" variant="contained">
          <FormattedMessage id="notFound.home" />
        </Button>
        <Button component={RouterLink} to="/myportfolio" variant="outlined">
          <FormattedMessage id="notFound.portfolio" />
        </Button>
      </Box>
    </Box>
  );
}
