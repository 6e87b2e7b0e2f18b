import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_MANAGERS, type Company, type MyCompany } from '@store/contract/company';
import { Link as RouterLink } from 'react-router-dom';
import { DetailRow } from '../../components/detail-row';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { useCompanyLabels } from './company-labels';

/** Where the Company pages live. */
export const COMPANY_PATH = '/dashboard/company';
export const COMPANY_ORDERS_PATH = '/dashboard/company/orders';
export const STATEMENT_PATH = '/dashboard/company/statement';

/** An account's hold, said in words: why no account order is taken now. */
export function HoldNotice({ company }: { company: Pick<Company, 'hold' | 'holdReason'> }) {
  const labels = useCompanyLabels();
  if (!company.hold) return null;
  return (
    <Alert severity="warning" sx={{ my: 2 }}>
      {labels.hold(company.holdReason ?? 'administrator')}
    </Alert>
  );
}

/** An account's credit: its limit, what it owes, what is left, and its payment terms. */
export function CreditFigures({ company }: { company: Pick<Company, 'creditLimit' | 'outstanding' | 'available' | 'termsDays'> }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  return (
    <>
      <DetailRow label={formatMessage({ id: 'tradeAccount.creditLimit' })}>{format.money(company.creditLimit)}</DetailRow>
      <DetailRow label={formatMessage({ id: 'tradeAccount.outstanding' })}>{format.money(company.outstanding)}</DetailRow>
      <DetailRow label={formatMessage({ id: 'tradeAccount.available' })}>
        <Box component="strong">{format.money(company.available)}</Box>
      </DetailRow>
      <DetailRow label={formatMessage({ id: 'tradeAccount.terms' })}>
        {company.termsDays === null ? '—' : formatMessage({ id: 'tradeAccount.netDays' }, { days: company.termsDays })}
      </DetailRow>
    </>
  );
}

/** An approved account as its member sees it: the credit, their role (and order limit), and where to go next. */
export function AccountSummary({ company }: { company: MyCompany }) {
  const { formatMessage } = useIntl();
  const labels = useCompanyLabels();
  const manager = ACCOUNT_MANAGERS.includes(company.role);
  return (
    <Box component="section" aria-labelledby="account-heading" sx={{ maxWidth: 720 }}>
      <Typography id="account-heading" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {company.name}
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage id="tradeAccount.approvedAccount" />
      </Typography>
      <HoldNotice company={company} />
      <Box component="dl" sx={{ m: 0, mt: 2 }}>
        <CreditFigures company={company} />
        <DetailRow label={formatMessage({ id: 'tradeAccount.yourRole' })}>{labels.role(company.role)}</DetailRow>
        {company.role === 'buyer' && <DetailRow label={formatMessage({ id: 'tradeAccount.yourOrderLimit' })}>{labels.orderLimit(company.orderLimit)}</DetailRow>}
      </Box>
      {company.role === 'buyer' && company.orderLimit !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <FormattedMessage id="tradeAccount.orderLimitNote" />
        </Typography>
      )}
      <Stack direction="row" gap={1.5} flexWrap="wrap" sx={{ mt: 2 }}>
        <Button component={RouterLink} to={COMPANY_ORDERS_PATH} variant="contained">
          <FormattedMessage id="tradeAccount.ordersTitle" />
        </Button>
        {manager && (
          <Button component={RouterLink} to={STATEMENT_PATH} variant="outlined">
            <FormattedMessage id="tradeAccount.statementTitle" />
          </Button>
        )}
      </Stack>
    </Box>
  );
}
