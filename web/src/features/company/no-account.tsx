import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/load-state';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { COMPANY_PATH } from './account-summary';

/** What a Company page says to someone it is not for (no approved account, or a role that does not see it), with the way back. */
export function NoAccount({ message = 'tradeAccount.noAccount' }: { message?: MessageId }) {
  const { formatMessage } = useIntl();
  return (
    <EmptyState
      message={formatMessage({ id: message })}
      action={
        <Button component={RouterLink} to={COMPANY_PATH} variant="contained">
          <FormattedMessage id="tradeAccount.goToCompany" />
        </Button>
      }
    />
  );
}
