import type { Company, CompanyStatus } from '@store/contract/company';
import { useIntl } from '../../../lib/i18n/intl';
import type { MessageId } from '../../../lib/i18n/message-id';

const STATUS_LABEL: Record<CompanyStatus, MessageId> = {
  applied: 'admin.companies.statusApplied',
  approved: 'admin.companies.statusApproved',
  declined: 'admin.companies.statusDeclined',
};

/** A company's status, terms and hold as the page's language says them. */
export function useCompanyLabels() {
  const { formatMessage } = useIntl();
  return {
    status: (status: CompanyStatus) => formatMessage({ id: STATUS_LABEL[status] }),
    /** "Net 30 days": an account order falls due that many days after it ships. */
    terms: (days: number) => formatMessage({ id: 'admin.companies.netDays' }, { days }),
    /** Why the company places no account order now, or null: an administrator's hold, or an order overdue. */
    hold: ({ holdReason }: Pick<Company, 'holdReason'>) =>
      holdReason && formatMessage({ id: holdReason === 'administrator' ? 'admin.companies.onHold' : 'admin.companies.overdueHold' }),
  };
}
