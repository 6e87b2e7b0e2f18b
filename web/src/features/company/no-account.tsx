import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { MyCompany } from '@store/contract/company';
import { EmptyState } from '../../components/load-state';
import { QueryState } from '../../components/query-state';
import { useMyCompany } from '../../domains/companies/api/my-company';
import { useSession } from '../../lib/session';
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

/**
 * The signed-in user's approved trade account, for the pages that are about one (its orders, its statement): loading,
 * a failure, or NoAccount for a user of no approved account, else `children` with it.
 */
export function ApprovedAccount({ children }: { children: (company: MyCompany) => ReactNode }) {
  const { formatMessage } = useIntl();
  const { user } = useSession();
  const company = useMyCompany(user?.uid);
  return (
    <QueryState
      query={company}
      failure={formatMessage({ id: 'tradeAccount.loadFailed' })}
      loading={<LinearProgress aria-label={formatMessage({ id: 'tradeAccount.loading' })} />}
      isEmpty={(shown) => shown?.status !== 'approved'}
      empty={<NoAccount />}
    >
      {(shown) => children(shown!)}
    </QueryState>
  );
}
