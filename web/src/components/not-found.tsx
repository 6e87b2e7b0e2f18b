import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router-dom';
import { FormattedMessage, useIntl } from '../lib/i18n/intl';
import { usePageMeta } from '../lib/page-meta';
import { NoticePage } from './notice-page';

/** The 404 page's content, answered with status 404: for an unknown address, and for a page whose subject does not exist. */
export function NotFound() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'notFound.title' }), status: 404 });
  const { pathname } = useLocation();
  return (
    <NoticePage
      mark={
        <Typography component="p" sx={{ fontSize: { xs: '4.5rem', md: '6rem' }, fontWeight: 900, color: 'text.accent', lineHeight: 1 }}>
          404
        </Typography>
      }
      heading={<FormattedMessage id="notFound.title" />}
      text={<FormattedMessage id="notFound.text" values={{ path: pathname, code: (chunks) => <code>{chunks}</code> }} />}
      links={[
        { to: '/', label: <FormattedMessage id="notFound.home" /> },
        { to: '/myportfolio', label: <FormattedMessage id="notFound.portfolio" /> },
      ]}
    />
  );
}
