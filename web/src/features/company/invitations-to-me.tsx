import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invitation } from '@store/contract/company';
import { useFeedback } from '../../components/feedback';
import { QueryState } from '../../components/query-state';
import { useActionErrorText } from '../../lib/action-error-text';
import type { ErrorMessages } from '../../lib/api-client';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { useSession } from '../../lib/session';
import { useAcceptInvitation } from './api/accept-invitation';
import { useMyInvitations } from './api/my-invitations';

/** The invitations to join a company sent to the user's email, each with Accept; nothing while none has come. */
export function InvitationsToMe() {
  const { user } = useSession();
  const invitations = useMyInvitations(user?.uid);
  const { formatMessage } = useIntl();
  return (
    <QueryState
      query={invitations}
      failure={formatMessage({ id: 'tradeAccount.invitationsFailed' })}
      loading={null}
      isEmpty={(shown) => shown.length === 0}
      empty={null}
    >
      {(shown) => (
        <section aria-labelledby="invitations-heading">
          <Typography id="invitations-heading" variant="h6" component="h2" gutterBottom>
            <FormattedMessage id="tradeAccount.invitationsHeading" />
          </Typography>
          <Stack component="ul" spacing={1.5} aria-labelledby="invitations-heading" sx={{ listStyle: 'none', p: 0, m: 0, mb: 4 }}>
            {shown.map((invitation) => (
              <InvitationCard key={invitation.id} invitation={invitation} />
            ))}
          </Stack>
        </section>
      )}
    </QueryState>
  );
}

/** Why an invitation cannot be accepted: it is to another email, or the user already belongs to a company. */
const ACCEPT_REFUSALS: ErrorMessages = { 'permission-denied': 'tradeAccount.acceptNotYours', conflict: 'tradeAccount.acceptConflict' };

function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const { notify } = useFeedback();
  const errorText = useActionErrorText(undefined, ACCEPT_REFUSALS);
  const accept = useAcceptInvitation((company) => notify(formatMessage({ id: 'tradeAccount.joined' }, { company: company.name }), 'success'));
  const join = () => accept.mutate(invitation.id, { onError: (error) => notify(errorText(error), 'error') });
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'center' }} gap={1.5}>
        <div>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.companyName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {invitation.role === 'buyer' && invitation.orderLimit !== null
              ? formatMessage({ id: 'tradeAccount.invitedAsBuyerWithLimit' }, { limit: format.money(invitation.orderLimit), date: format.date(invitation.createdAt) })
              : formatMessage({ id: 'tradeAccount.invitedAs' }, { role: invitation.role, date: format.date(invitation.createdAt) })}
          </Typography>
        </div>
        <Button
          variant="contained"
          onClick={join}
          disabled={accept.isPending}
          aria-label={formatMessage({ id: 'tradeAccount.acceptOf' }, { company: invitation.companyName })}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          <FormattedMessage id={accept.isPending ? 'tradeAccount.accepting' : 'tradeAccount.accept'} />
        </Button>
      </Stack>
    </Paper>
  );
}
