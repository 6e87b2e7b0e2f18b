import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplyCompanyBody, MyCompany } from '@store/contract/company';
import type { User } from 'firebase/auth';
import { DetailRow } from '../../components/detail-row';
import { QueryState } from '../../components/query-state';
import { VerifyEmailNotice, type VerifyEmailWords } from '../../components/verify-email-notice';
import { useMyCompany } from '../../domains/companies/api/my-company';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { AccountSummary } from './account-summary';
import { ApplyForm } from './apply-form';
import { InvitationsToMe } from './invitations-to-me';
import { MembersSection } from './members-section';

const VERIFY_TO_APPLY: VerifyEmailWords = { title: 'tradeAccount.verifyTitle', why: 'tradeAccount.verifyWhy', then: 'tradeAccount.verifyThen' };

/**
 * /dashboard/company: the user's trade account. Without one, the invitations to join a company and the
 * application; applied, that it is being reviewed; declined, why, and the application again; approved, the
 * account's credit and the user's role, and for its owner the members and invitations.
 */
export default function CompanyPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'tradeAccount.title' }) });
  const { user } = useSession();
  const company = useMyCompany(user?.uid);
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="tradeAccount.title" />
      </Typography>
      <QueryState
        query={company}
        failure={formatMessage({ id: 'tradeAccount.loadFailed' })}
        loading={<CompanySkeleton />}
        isEmpty={(shown) => shown === null || !user}
        empty={user && <NoCompany user={user} />}
      >
        {(shown) => shown && <CompanyView company={shown} />}
      </QueryState>
    </>
  );
}

function CompanySkeleton() {
  const { formatMessage } = useIntl();
  return (
    <Box aria-busy="true" aria-label={formatMessage({ id: 'tradeAccount.loading' })} sx={{ maxWidth: 720 }}>
      <Skeleton variant="text" sx={{ fontSize: '1.8rem', width: '50%' }} />
      <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
    </Box>
  );
}

function CompanyView({ company }: { company: MyCompany }) {
  if (company.status === 'applied') return <ApplicationReviewed company={company} />;
  if (company.status === 'declined') return <ApplicationDeclined company={company} />;
  return (
    <>
      <AccountSummary company={company} />
      {company.role === 'owner' && <MembersSection company={company} />}
    </>
  );
}

/** A user in no company: the invitations to them, and the application. */
function NoCompany({ user }: { user: User }) {
  return (
    <>
      <InvitationsToMe />
      <ApplySection user={user} heading="tradeAccount.applyHeading" text="tradeAccount.applyText" />
    </>
  );
}

interface ApplySectionProps {
  user: User;
  heading: MessageId;
  text: MessageId;
  /** What a declined application said, to correct. */
  previous?: Partial<ApplyCompanyBody>;
}

/** The application, once the user's email is verified (the API takes applications from verified emails only). */
function ApplySection({ user, heading, text, previous }: ApplySectionProps) {
  return (
    <Box component="section" aria-labelledby="apply-heading">
      <Typography id="apply-heading" variant="h6" component="h2">
        <FormattedMessage id={heading} />
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1, maxWidth: 640 }}>
        <FormattedMessage id={text} />
      </Typography>
      {user.emailVerified ? <ApplyForm previous={previous} /> : <VerifyEmailNotice user={user} purpose={VERIFY_TO_APPLY} />}
    </Box>
  );
}

/** What the application said: the company's name, licence, BIN, address and phone. */
function ApplicationDetails({ company }: { company: MyCompany }) {
  const { formatMessage } = useIntl();
  return (
    <Box component="dl" sx={{ m: 0, mt: 2, maxWidth: 720 }}>
      <DetailRow label={formatMessage({ id: 'tradeAccount.name' })}>{company.name}</DetailRow>
      <DetailRow label={formatMessage({ id: 'tradeAccount.tradeLicence' })}>{company.tradeLicence}</DetailRow>
      <DetailRow label={formatMessage({ id: 'tradeAccount.bin' })}>{company.bin ?? '—'}</DetailRow>
      <DetailRow label={formatMessage({ id: 'tradeAccount.address' })}>{company.address}</DetailRow>
      <DetailRow label={formatMessage({ id: 'tradeAccount.phone' })}>{company.phone}</DetailRow>
    </Box>
  );
}

function ApplicationReviewed({ company }: { company: MyCompany }) {
  return (
    <Box sx={{ maxWidth: 720 }}>
      <Alert severity="info" role="status">
        <AlertTitle>
          <FormattedMessage id="tradeAccount.reviewing" />
        </AlertTitle>
        <FormattedMessage id="tradeAccount.reviewingText" />
      </Alert>
      <ApplicationDetails company={company} />
    </Box>
  );
}

function ApplicationDeclined({ company }: { company: MyCompany }) {
  const { user } = useSession();
  return (
    <Stack spacing={3}>
      <Alert severity="warning" sx={{ maxWidth: 720 }}>
        <AlertTitle>
          <FormattedMessage id="tradeAccount.declined" />
        </AlertTitle>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          <FormattedMessage id="tradeAccount.declinedReason" values={{ reason: company.declineReason ?? '—' }} />
        </Typography>
      </Alert>
      {user && (
        <ApplySection
          user={user}
          heading="tradeAccount.applyAgainHeading"
          text="tradeAccount.applyAgainText"
          previous={{ name: company.name, tradeLicence: company.tradeLicence, bin: company.bin, address: company.address, phone: company.phone }}
        />
      )}
    </Stack>
  );
}
