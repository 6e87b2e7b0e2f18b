import LockOutlined from '@mui/icons-material/LockOutlined';
import { FormattedMessage, useIntl } from '../lib/i18n/intl';
import { usePageMeta } from '../lib/page-meta';
import { NoticePage } from './notice-page';

/** Shown to a signed-in customer who opens an administrator's page. */
export function NotAllowed() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'notAllowed.title' }) });
  return (
    <NoticePage
      mark={<LockOutlined color="secondary" sx={{ fontSize: 56 }} aria-hidden />}
      heading={<FormattedMessage id="notAllowed.heading" />}
      text={<FormattedMessage id="notAllowed.text" />}
      links={[{ to: '/', label: <FormattedMessage id="notAllowed.home" /> }]}
    />
  );
}
