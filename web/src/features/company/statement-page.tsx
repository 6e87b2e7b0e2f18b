import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sumMoney } from '@store/contract/money';
import { ACCOUNT_MANAGERS, type MyCompany, type Statement, type StatementLine } from '@store/contract/company';
import { Link as RouterLink } from 'react-router-dom';
import { DownloadButton, useDownload } from '../../components/download-button';
import { useStatementCsv } from '../../domains/companies/api/statement-csv';
import { EmptyState } from '../../components/load-state';
import { PrintHeader, PrintStyles } from '../../components/print-document';
import { QueryState } from '../../components/query-state';
import { useErrorText } from '../../lib/api-client';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { orderPagePath } from '../../domains/orders/order-path';
import { usePageMeta } from '../../lib/page-meta';
import { dhakaDay } from '@store/contract/dhaka-time';
import { useStatement } from './api/statement';
import { CreditFigures, HoldNotice } from './account-summary';
import { ApprovedAccount, NoAccount } from './no-account';
import { ResponsiveTable } from './responsive-table';

/**
 * /dashboard/company/statement (owner and approvers): the account's credit and every account order that counts on
 * it, with what is paid and still owed and when it falls due, overdue ones said so; printable, and as a CSV file.
 */
export default function StatementPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'tradeAccount.statementTitle' }) });
  return (
    <Box component="article" aria-labelledby="statement-heading" sx={{ maxWidth: 1100 }}>
      <PrintStyles />
      <PrintHeader title={<FormattedMessage id="tradeAccount.statementTitle" />} testId="statement-header" />
      <Typography id="statement-heading" variant="h4" component="h1" gutterBottom data-print="hide">
        <FormattedMessage id="tradeAccount.statementTitle" />
      </Typography>
      <ApprovedAccount>
        {(company) => (ACCOUNT_MANAGERS.includes(company.role) ? <CompanyStatement company={company} /> : <NoAccount message="tradeAccount.statementManagersOnly" />)}
      </ApprovedAccount>
    </Box>
  );
}

function CompanyStatement({ company }: { company: MyCompany }) {
  const statement = useStatement(company.id);
  const { formatMessage } = useIntl();
  return (
    <QueryState
      query={statement}
      failure={formatMessage({ id: 'tradeAccount.statementFailed' })}
      loading={<StatementSkeleton />}
      isEmpty={() => false}
      empty={null}
    >
      {(shown) => <StatementView statement={shown} />}
    </QueryState>
  );
}

function StatementSkeleton() {
  const { formatMessage } = useIntl();
  return (
    <Box aria-busy="true" aria-label={formatMessage({ id: 'tradeAccount.statementLoading' })}>
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={200} sx={{ mt: 2 }} />
    </Box>
  );
}

/** The statement: the account's heading and figures, its buttons, and its orders with their totals. */
export function StatementView({ statement }: { statement: Statement }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const { company, lines } = statement;
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'flex-start' }} gap={2}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {company.name}
          </Typography>
          <Typography color="text.secondary">
            <FormattedMessage id="tradeAccount.statementAsOf" values={{ date: format.date(statement.generatedAt) }} />
          </Typography>
        </Box>
        <Stack direction="row" gap={1} flexWrap="wrap" data-print="hide">
          <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            <FormattedMessage id="tradeAccount.print" />
          </Button>
          <DownloadCsvButton companyId={company.id} />
        </Stack>
      </Stack>
      <HoldNotice company={company} />
      <Box component="dl" sx={{ m: 0, mt: 2, maxWidth: 560 }}>
        <CreditFigures company={company} />
      </Box>
      <Box component="section" aria-labelledby="statement-orders-heading" sx={{ mt: 4 }}>
        <Typography id="statement-orders-heading" variant="h6" component="h2" gutterBottom>
          <FormattedMessage id="tradeAccount.statementOrders" />
        </Typography>
        {lines.length === 0 ? (
          <EmptyState message={formatMessage({ id: 'tradeAccount.statementNoOrders' })} />
        ) : (
          <StatementLines lines={lines} />
        )}
      </Box>
    </>
  );
}

/** The account's orders, oldest first, with a totals row; an overdue one is said so beside its due date. */
function StatementLines({ lines }: { lines: StatementLine[] }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const total = (amount: (line: StatementLine) => number) => format.money(sumMoney(lines.map(amount)));
  return (
    <ResponsiveTable
      label={formatMessage({ id: 'tradeAccount.statementOrders' })}
      rows={lines}
      rowKey={(line) => line.orderId}
      columns={[
        {
          label: formatMessage({ id: 'tradeAccount.orderColumn' }),
          value: (line) => (
            <Link component={RouterLink} to={orderPagePath(line.orderId)}>
              {line.orderId}
            </Link>
          ),
        },
        { label: formatMessage({ id: 'tradeAccount.placedColumn' }), nowrap: true, value: (line) => format.date(line.placedAt) },
        { label: formatMessage({ id: 'tradeAccount.buyerColumn' }), value: (line) => line.buyerEmail },
        { label: formatMessage({ id: 'tradeAccount.poColumn' }), value: (line) => line.poNumber ?? '—' },
        { label: formatMessage({ id: 'tradeAccount.amountColumn' }), numeric: true, nowrap: true, value: (line) => format.money(line.amount) },
        { label: formatMessage({ id: 'tradeAccount.paidColumn' }), numeric: true, nowrap: true, value: (line) => format.money(line.paid) },
        { label: formatMessage({ id: 'tradeAccount.balanceColumn' }), numeric: true, nowrap: true, value: (line) => format.money(line.balance) },
        { label: formatMessage({ id: 'tradeAccount.dueColumn' }), nowrap: true, value: (line) => <DueDate line={line} /> },
      ]}
      footer={[formatMessage({ id: 'tradeAccount.totals' }), null, null, null, total((line) => line.amount), total((line) => line.paid), total((line) => line.balance), null]}
    />
  );
}

/** When a line falls due: a day once it has shipped, "Overdue" beside it in words (and weight, not colour alone) when past. */
function DueDate({ line }: { line: StatementLine }) {
  const format = useFormat();
  if (!line.dueAt) return <FormattedMessage id="tradeAccount.dueOnShipping" />;
  return (
    <>
      {format.date(line.dueAt)}
      {line.overdue && (
        <Box component="strong" sx={{ display: 'block', color: 'error.dark' }}>
          <FormattedMessage id="tradeAccount.overdue" />
        </Box>
      )}
    </>
  );
}

/** "Download CSV": the statement as a file, fetched with the user's token, saved as statement-YYYY-MM-DD.csv. */
function DownloadCsvButton({ companyId }: { companyId: string }) {
  const statementCsv = useStatementCsv();
  const { formatMessage } = useIntl();
  const errorText = useErrorText();
  const download = useDownload(statementCsv, (error) => formatMessage({ id: 'tradeAccount.downloadFailed' }, { reason: errorText(error) }));
  return (
    <DownloadButton
      onClick={() => download(companyId, `statement-${dhakaDay()}.csv`)}
      busy={statementCsv.isPending}
      busyLabel={formatMessage({ id: 'tradeAccount.downloading' })}
    >
      <FormattedMessage id="tradeAccount.downloadCsv" />
    </DownloadButton>
  );
}
