import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from '../lib/i18n/intl';
import { usePageMeta } from '../lib/page-meta';

/** Shown to a signed-in customer who opens an administrator's page. */
export function NotAllowed() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'notAllowed.title' }) });
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <LockOutlined color="secondary" sx={{ fontSize: 56, mb: 2 }} aria-hidden />
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="notAllowed.heading" />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <FormattedMessage id="notAllowed.text" />
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        <FormattedMessage id="notAllowed.home" />
      </Button>
    </Box>
  );
}
