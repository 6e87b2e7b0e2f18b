import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { COMPANY_STATUSES, type Company, type CompanyStatus } from '@store/contract/company';
import { useState } from 'react';
import { ChoiceFilter } from '../../../components/choice-filter';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useFeedback } from '../../../components/feedback';
import { FactList } from '../../../components/fact-list';
import { EmptyState } from '../../../components/load-state';
import { PagedListFooter } from '../../../components/paged-list-footer';
import { QueryState } from '../../../components/query-state';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows';
import { useConfirmedAction } from '../../../components/use-confirmed-action';
import { useActionErrorText } from '../../../lib/action-error-text';
import { pagedListState } from '../../../lib/cursor-paging';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { useFormat } from '../../../lib/i18n/use-format';
import { usePageMeta } from '../../../lib/page-meta';
import { useUrlView } from '../../../lib/use-url-view';
import { AdminTable, type AdminColumn } from '../admin-table';
import { AdminPageHeading } from '../page-heading';
import { useAllCompanies } from './api/all-companies';
import { useUpdateCompany } from './api/update-company';
import { CompanyActions, type CompanyAction } from './company-actions';
import { useCompanyLabels } from './company-labels';
import { CreditTermsDialog } from './credit-terms-dialog';
import { DeclineCompanyDialog } from './decline-company-dialog';
import { RecordCompanyPaymentDialog } from './record-company-payment-dialog';

// The owner's email, trade licence and BIN share the company's cell, and the terms the limit's: so the actions
// stay in view beside the figures at 1280 px, next to the dashboard's menu.
const COLUMNS: readonly AdminColumn[] = [
  { label: 'admin.companies.company' },
  { label: 'admin.companies.status' },
  { label: 'admin.companies.creditLimit', align: 'right' },
  { label: 'admin.companies.outstanding', align: 'right' },
  { label: 'admin.companies.available', align: 'right' },
  { label: 'admin.companies.actions' },
];


/** The status filter as the address keeps it: /dashboard/companies?status=applied. */
const readStatus = (params: URLSearchParams): CompanyStatus | undefined => COMPANY_STATUSES.find((status) => status === params.get('status'));
const statusParams = (status: CompanyStatus | undefined) => new URLSearchParams(status ? { status } : {});

/** A dialog open on a company. */
type Acting = { company: Company; action: Exclude<CompanyAction, 'hold' | 'release'> };

/**
 * The administrators' Companies page: trade account applications first, then the accounts, newest first; each
 * application approved with a credit limit and terms or declined with a reason, each account's limit, terms and
 * hold changed, its payments recorded and its statement downloaded.
 */
export default function CompaniesPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'admin.companies.title' }) });
  const labels = useCompanyLabels();
  const { notify } = useFeedback();
  const errorText = useActionErrorText();
  const [status, changeStatus] = useUrlView(readStatus, statusParams);
  const showStatus = (next: CompanyStatus | undefined) => changeStatus(() => next);
  const companies = useAllCompanies(status);
  const { failed, reloading } = pagedListState(companies);

  const updateCompany = useUpdateCompany();
  const [acting, setActing] = useState<Acting | null>(null);
  const [releasing, setReleasing] = useState<string | null>(null);
  const hold = useConfirmedAction(
    (company: Company) => updateCompany.mutateAsync({ companyId: company.id, body: { hold: true } }),
    (company) => formatMessage({ id: 'admin.companies.held' }, { name: company.name }),
  );

  const release = async (company: Company) => {
    setReleasing(company.id);
    try {
      await updateCompany.mutateAsync({ companyId: company.id, body: { hold: false } });
      notify(formatMessage({ id: 'admin.companies.released' }, { name: company.name }), 'success');
    } catch (error) {
      notify(errorText(error), 'error');
    } finally {
      setReleasing(null);
    }
  };

  const act = (company: Company, action: CompanyAction) => {
    if (action === 'hold') hold.ask(company);
    else if (action === 'release') void release(company);
    else setActing({ company, action });
  };
  const done = (message: string) => {
    setActing(null);
    notify(message, 'success');
  };

  const list = (shown: Company[] | undefined) => <CompanyList companies={shown} reloading={reloading} busy={releasing !== null} onAction={act} />;
  const content = (
    <QueryState
      query={companies}
      failed={failed}
      loading={list(undefined)}
      isEmpty={(shown) => shown.length === 0}
      empty={
        status ? (
          <EmptyState
            message={formatMessage({ id: 'admin.companies.noneOfStatus' }, { status: labels.status(status) })}
            action={
              <Button variant="outlined" onClick={() => showStatus(undefined)}>
                <FormattedMessage id="admin.companies.showAll" />
              </Button>
            }
          />
        ) : (
          <EmptyState message={formatMessage({ id: 'admin.companies.none' })} />
        )
      }
    >
      {list}
    </QueryState>
  );

  return (
    <>
      <AdminPageHeading title={formatMessage({ id: 'admin.companies.title' })} />
      <ChoiceFilter
        label={formatMessage({ id: 'admin.companies.status' })}
        value={status}
        choices={COMPANY_STATUSES}
        choiceLabel={labels.status}
        allLabel={formatMessage({ id: 'admin.companies.allStatuses' })}
        onChange={showStatus}
        sx={{ minWidth: 200, mb: 2 }}
      />

      {content}
      {!companies.isPlaceholderData && <PagedListFooter list={companies} />}

      {acting?.action === 'approve' && <CreditTermsDialog company={acting.company} mode="approve" onClose={() => setActing(null)} onDone={done} />}
      {acting?.action === 'edit' && <CreditTermsDialog company={acting.company} mode="edit" onClose={() => setActing(null)} onDone={done} />}
      {acting?.action === 'decline' && <DeclineCompanyDialog company={acting.company} onClose={() => setActing(null)} onDone={done} />}
      {acting?.action === 'payment' && <RecordCompanyPaymentDialog company={acting.company} onClose={() => setActing(null)} />}
      <ConfirmDialog
        {...hold.dialog}
        title={formatMessage({ id: 'admin.companies.holdTitle' }, { name: hold.target?.name ?? '' })}
        message={formatMessage({ id: 'admin.companies.holdText' })}
        confirmLabel={formatMessage({ id: 'admin.companies.hold' })}
      />
    </>
  );
}

interface CompanyListProps {
  companies: Company[] | undefined;
  reloading: boolean;
  busy: boolean;
  onAction: (company: Company, action: CompanyAction) => void;
}

/** A table on wider screens; on a phone, one card per company. */
function CompanyList({ companies, reloading, busy, onAction }: CompanyListProps) {
  const { formatMessage } = useIntl();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const label = formatMessage({ id: 'admin.companies.all' });
  // Rows of the last status stay, under a progress bar, until those of the new one come.
  const progress = reloading && companies ? <LinearProgress aria-label={formatMessage({ id: 'admin.companies.reloading' })} /> : undefined;
  if (phone) {
    if (!companies) return <Skeleton role="progressbar" aria-label={formatMessage({ id: 'admin.companies.loading' })} variant="rounded" height={160} />;
    return (
      <>
        {progress}
        <Stack component="ul" spacing={1.5} aria-label={label} aria-busy={reloading} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {companies.map((company) => (
            <li key={company.id}>
              <CompanyCard company={company} busy={busy} onAction={onAction} />
            </li>
          ))}
        </Stack>
      </>
    );
  }
  return (
    <AdminTable label={label} columns={COLUMNS} busy={reloading} progress={progress} dense>
      <TableBody>
        {companies ? (
          companies.map((company) => {
            const figures = companyFigures(company);
            return (
              <TableRow key={company.id}>
                <TableCell component="th" scope="row" sx={{ minWidth: 180 }}>
                  <CompanyIdentity company={company} />
                </TableCell>
                <TableCell>
                  <CompanyStatusChips company={company} />
                </TableCell>
                <TableCell align="right">
                  <Money amount={figures?.creditLimit} />
                  {figures && <Terms days={figures.termsDays} />}
                </TableCell>
                <TableCell align="right">
                  <Money amount={figures?.outstanding} />
                </TableCell>
                <TableCell align="right">
                  <Money amount={figures?.available} />
                </TableCell>
                <TableCell>
                  <CompanyActions company={company} disabled={busy} onAction={onAction} />
                </TableCell>
              </TableRow>
            );
          })
        ) : (
          <TableSkeletonRows rows={3} columns={COLUMNS.length} />
        )}
      </TableBody>
    </AdminTable>
  );
}

/** The account's figures, once approved: an application or a declined company has none yet. */
const companyFigures = (company: Company) =>
  company.status === 'approved' && company.termsDays !== null
    ? { creditLimit: company.creditLimit, termsDays: company.termsDays, outstanding: company.outstanding, available: company.available }
    : null;

/** An amount, or a dash where the company has none. */
function Money({ amount }: { amount: number | undefined }) {
  const format = useFormat();
  return <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{amount === undefined ? '—' : format.money(amount)}</Box>;
}

function Terms({ days }: { days: number }) {
  const labels = useCompanyLabels();
  return (
    <Typography variant="caption" component="div" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
      {labels.terms(days)}
    </Typography>
  );
}

/** Who the company is: its name (a heading on a card), its owner's email, its trade licence and its BIN (VAT registration) if any. */
function CompanyIdentity({ company, headingId }: { company: Company; headingId?: string }) {
  const { formatMessage } = useIntl();
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      <Typography id={headingId} component={headingId ? 'h2' : 'span'} variant="body2" sx={{ display: 'block', fontWeight: 700 }}>
        {company.name}
      </Typography>
      <Typography variant="body2" component="div" color="text.secondary">
        {company.ownerEmail}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
        {formatMessage({ id: 'admin.companies.licenceOf' }, { licence: company.tradeLicence })}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {company.bin ? formatMessage({ id: 'admin.companies.binOf' }, { bin: company.bin }) : formatMessage({ id: 'admin.companies.noBin' })}
      </Typography>
    </Box>
  );
}

// An application stands out in the theme's primary colour: the warning orange of an outlined chip is too light to read on white.
const STATUS_COLOR = { applied: 'primary', approved: 'success', declined: 'default' } as const;

/** The status, the hold and why, and a decline's reason. */
function CompanyStatusChips({ company }: { company: Company }) {
  const { formatMessage } = useIntl();
  const labels = useCompanyLabels();
  const hold = labels.hold(company);
  return (
    <Stack alignItems="flex-start" gap={0.5}>
      <Chip size="small" variant="outlined" color={STATUS_COLOR[company.status]} label={labels.status(company.status)} />
      {hold && <Chip size="small" color="error" label={hold} />}
      {company.declineReason && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere', maxWidth: 180 }}>
          {formatMessage({ id: 'admin.companies.reasonOf' }, { reason: company.declineReason })}
        </Typography>
      )}
    </Stack>
  );
}

/** A company on a phone: its name and owner, registration, status, the account's figures, and the actions. */
function CompanyCard({ company, busy, onAction }: { company: Company; busy: boolean; onAction: (company: Company, action: CompanyAction) => void }) {
  const { formatMessage } = useIntl();
  const labels = useCompanyLabels();
  const format = useFormat();
  const headingId = `company-${company.id}`;
  const figures = companyFigures(company);
  const rows = figures && [
    [formatMessage({ id: 'admin.companies.creditLimit' }), format.money(figures.creditLimit)] as const,
    [formatMessage({ id: 'admin.companies.terms' }), labels.terms(figures.termsDays)] as const,
    [formatMessage({ id: 'admin.companies.outstanding' }), format.money(figures.outstanding)] as const,
    [formatMessage({ id: 'admin.companies.available' }), format.money(figures.available)] as const,
  ];
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <CompanyIdentity company={company} headingId={headingId} />
      <Box sx={{ mt: 1 }}>
        <CompanyStatusChips company={company} />
      </Box>
      {rows && (
        <FactList
          entries={rows}
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1.5 }}
          valueSx={{ m: 0, textAlign: 'right' }}
        />
      )}
      <Box sx={{ mt: 1 }}>
        <CompanyActions company={company} disabled={busy} onAction={onAction} row />
      </Box>
    </Paper>
  );
}
