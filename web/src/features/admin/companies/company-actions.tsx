import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Company } from '@store/contract/company';
import { useDownload } from '../../../components/download-button';
import { useStatementCsv } from '../../../domains/companies/api/statement-csv';
import { useErrorText } from '../../../lib/api-client';
import { useIntl } from '../../../lib/i18n/intl';
import type { MessageId } from '../../../lib/i18n/message-id';
import { dhakaDay } from '@store/contract/dhaka-time';

/** What an administrator does to a company from its row: each opens its dialog, or (release) acts at once. */
export type CompanyAction = 'approve' | 'decline' | 'edit' | 'hold' | 'release' | 'payment';

/** Each action's button: its words, and its accessible name, which names the company (every row has the same buttons). */
const ACTION_TEXT: Record<CompanyAction, { label: MessageId; name: MessageId }> = {
  approve: { label: 'admin.companies.approve', name: 'admin.companies.approveOf' },
  decline: { label: 'admin.companies.decline', name: 'admin.companies.declineOf' },
  edit: { label: 'admin.companies.edit', name: 'admin.companies.editOf' },
  hold: { label: 'admin.companies.hold', name: 'admin.companies.holdOf' },
  release: { label: 'admin.companies.release', name: 'admin.companies.releaseOf' },
  payment: { label: 'recordPayment.payment', name: 'admin.companies.paymentOf' },
};

/**
 * What may be done to a company now: an application is approved or declined; an approved account has its limit
 * and terms changed, is put on hold or released from an administrator's hold (an overdue order's hold ends when it
 * is paid), and records the company's payments while it owes something. A declined one is done with.
 */
export function companyActions(company: Company): CompanyAction[] {
  if (company.status === 'applied') return ['approve', 'decline'];
  if (company.status === 'declined') return [];
  return ['edit', company.holdReason === 'administrator' ? 'release' : 'hold', ...(company.outstanding > 0 ? (['payment'] as const) : [])];
}

interface CompanyActionsProps {
  company: Company;
  onAction: (company: Company, action: CompanyAction) => void;
  disabled?: boolean;
  /** Side by side (a phone's card) rather than one under another (a table's narrow column). */
  row?: boolean;
}

/** The row's buttons, and the statement of an approved account. */
export function CompanyActions({ company, onAction, disabled, row = false }: CompanyActionsProps) {
  const { formatMessage } = useIntl();
  return (
    <Stack direction={row ? 'row' : 'column'} flexWrap="wrap" alignItems="flex-start" gap={row ? 1 : 0.5}>
      {companyActions(company).map((action) => (
        <Button
          key={action}
          size="small"
          variant={action === 'approve' ? 'contained' : 'text'}
          color={action === 'decline' || action === 'hold' ? 'error' : 'primary'}
          disabled={disabled}
          onClick={() => onAction(company, action)}
          aria-label={formatMessage({ id: ACTION_TEXT[action].name }, { name: company.name })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {formatMessage({ id: ACTION_TEXT[action].label })}
        </Button>
      ))}
      {company.status === 'approved' && <StatementButton company={company} />}
    </Stack>
  );
}

/**
 * "Statement CSV": the company's statement as a file, statement-<company id>-YYYY-MM-DD.csv. Fetched with the
 * administrator's token, which a plain link to the API cannot send.
 */
function StatementButton({ company }: { company: Company }) {
  const { formatMessage } = useIntl();
  const errorText = useErrorText();
  const statement = useStatementCsv();
  const download = useDownload(statement, (error) =>
    formatMessage({ id: 'admin.companies.statementFailed' }, { name: company.name, reason: errorText(error) }),
  );
  return (
    <Button
      size="small"
      onClick={() => download(company.id, `statement-${company.id}-${dhakaDay()}.csv`)}
      disabled={statement.isPending}
      aria-busy={statement.isPending}
      aria-label={formatMessage({ id: 'admin.companies.statementOf' }, { name: company.name })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {formatMessage({ id: 'admin.companies.statement' })}
    </Button>
  );
}
