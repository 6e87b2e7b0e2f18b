import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UpdateMemberBody, type Invitation, type Member, type MyCompany } from '@store/contract/company';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFeedback } from '../../components/feedback';
import { FormDialog } from '../../components/form-dialog';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { useActionErrorText } from '../../lib/action-error-text';
import type { ErrorMessages } from '../../lib/api-client';
import { showServerFieldErrors } from '../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { useRemoveMember, useUpdateMember } from './api/members';
import { useCompanyLabels } from './company-labels';
import { InviteMemberForm } from './invite-member-form';
import { OrderLimitField, orderLimitValue, RoleField } from './member-fields';
import { ResponsiveTable } from './responsive-table';

/** The owner's membership stays as it is. */
const MEMBER_REFUSALS: ErrorMessages = { conflict: 'tradeAccount.ownerStays' };

/** The owner's part of the Company page: the members (change a role or limit, remove), the invite form and the invitations still open. */
export function MembersSection({ company }: { company: MyCompany }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const labels = useCompanyLabels();
  const removeMember = useRemoveMember(company.id);
  const [changing, setChanging] = useState<Member | null>(null);
  const remove = useConfirmedAction(
    (member: Member) => removeMember.mutateAsync(member.uid),
    (member) => formatMessage({ id: 'tradeAccount.removed' }, { email: member.email }),
  );
  // The owner first, as the one who manages the others.
  const members = [...(company.members ?? [])].sort((a, b) => Number(b.role === 'owner') - Number(a.role === 'owner'));
  const invitations = company.invitations ?? [];

  return (
    <Stack component="section" aria-labelledby="members-heading" spacing={2} sx={{ mt: 5 }}>
      <Typography id="members-heading" variant="h5" component="h2">
        <FormattedMessage id="tradeAccount.membersHeading" />
      </Typography>
      <ResponsiveTable
        label={formatMessage({ id: 'tradeAccount.membersHeading' })}
        rows={members}
        rowKey={(member) => member.uid}
        columns={[
          { label: formatMessage({ id: 'tradeAccount.email' }), value: (member) => member.email },
          { label: formatMessage({ id: 'tradeAccount.role' }), value: (member) => labels.role(member.role) },
          { label: formatMessage({ id: 'tradeAccount.orderLimit' }), numeric: true, nowrap: true, value: (member) => (member.role === 'buyer' ? labels.orderLimit(member.orderLimit) : '—') },
          { label: formatMessage({ id: 'tradeAccount.joinedOn' }), nowrap: true, value: (member) => format.date(member.joinedAt) },
          {
            label: formatMessage({ id: 'tradeAccount.actions' }),
            value: (member) =>
              member.role === 'owner' ? (
                '—'
              ) : (
                <Stack direction="row" gap={1} flexWrap="wrap">
                  <Button size="small" variant="outlined" onClick={() => setChanging(member)} aria-label={formatMessage({ id: 'tradeAccount.changeOf' }, { email: member.email })}>
                    <FormattedMessage id="tradeAccount.change" />
                  </Button>
                  <Button size="small" color="error" onClick={() => remove.ask(member)} aria-label={formatMessage({ id: 'tradeAccount.removeOf' }, { email: member.email })}>
                    <FormattedMessage id="tradeAccount.remove" />
                  </Button>
                </Stack>
              ),
          },
        ]}
      />
      <InviteMemberForm companyId={company.id} />
      <OpenInvitations invitations={invitations} />
      {changing && <ChangeMemberDialog companyId={company.id} member={changing} onClose={() => setChanging(null)} />}
      <ConfirmDialog
        {...remove.dialog}
        title={formatMessage({ id: 'tradeAccount.removeTitle' })}
        message={remove.target ? formatMessage({ id: 'tradeAccount.removeText' }, { email: remove.target.email, company: company.name }) : ''}
        confirmLabel={formatMessage({ id: 'tradeAccount.remove' })}
      />
    </Stack>
  );
}

/** The invitations sent and not yet accepted. */
function OpenInvitations({ invitations }: { invitations: Invitation[] }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const labels = useCompanyLabels();
  return (
    <Box component="section" aria-labelledby="open-invitations-heading">
      <Typography id="open-invitations-heading" variant="h6" component="h3" gutterBottom>
        <FormattedMessage id="tradeAccount.openInvitationsHeading" />
      </Typography>
      {invitations.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="tradeAccount.noOpenInvitations" />
        </Typography>
      ) : (
        <ResponsiveTable
          label={formatMessage({ id: 'tradeAccount.openInvitationsHeading' })}
          rows={invitations}
          rowKey={(invitation) => invitation.id}
          columns={[
            { label: formatMessage({ id: 'tradeAccount.email' }), value: (invitation) => invitation.email },
            { label: formatMessage({ id: 'tradeAccount.role' }), value: (invitation) => labels.role(invitation.role) },
            {
              label: formatMessage({ id: 'tradeAccount.orderLimit' }),
              numeric: true,
              nowrap: true,
              value: (invitation) => (invitation.role === 'buyer' ? labels.orderLimit(invitation.orderLimit) : '—'),
            },
            { label: formatMessage({ id: 'tradeAccount.invitedOn' }), nowrap: true, value: (invitation) => format.date(invitation.createdAt) },
          ]}
        />
      )}
    </Box>
  );
}

type MemberFields = z.input<typeof UpdateMemberBody>;
type MemberValues = z.output<typeof UpdateMemberBody>;
const MEMBER_FIELDS = ['role', 'orderLimit'] as const;

/** Change: a member's role, and a buyer's order limit (empty for none). */
function ChangeMemberDialog({ companyId, member, onClose }: { companyId: string; member: Member; onClose: () => void }) {
  const form = useForm<MemberFields, unknown, MemberValues>({
    resolver: zodResolver(UpdateMemberBody),
    mode: 'onTouched',
    defaultValues: { role: member.role === 'approver' ? 'approver' : 'buyer', orderLimit: member.orderLimit },
  });
  const { register, handleSubmit, watch, setError } = form;
  const { errors, isSubmitting } = form.formState;
  const { formatMessage } = useIntl();
  const { notify } = useFeedback();
  const errorText = useActionErrorText(undefined, MEMBER_REFUSALS);
  const updateMember = useUpdateMember(companyId);
  const [failure, setFailure] = useState<string | null>(null);
  const buyer = watch('role') === 'buyer';

  const submit = handleSubmit(async ({ role, orderLimit }) => {
    setFailure(null);
    try {
      // An approver has no order limit: choosing the role clears it.
      await updateMember.mutateAsync({ uid: member.uid, body: { role, orderLimit: role === 'buyer' ? (orderLimit ?? null) : null } });
      notify(formatMessage({ id: 'tradeAccount.memberSaved' }, { email: member.email }), 'success');
      onClose();
    } catch (error) {
      showServerFieldErrors(error, MEMBER_FIELDS, setError);
      setFailure(errorText(error));
    }
  });

  return (
    <FormDialog
      title={formatMessage({ id: 'tradeAccount.changeOf' }, { email: member.email })}
      onClose={onClose}
      onSubmit={submit}
      busy={isSubmitting}
      submitLabel={formatMessage({ id: 'tradeAccount.save' })}
      busyLabel={formatMessage({ id: 'tradeAccount.saving' })}
      failure={failure}
    >
      <RoleField {...register('role')} error={errors.role} />
      {buyer && <OrderLimitField {...register('orderLimit', { setValueAs: orderLimitValue(null), shouldUnregister: true })} error={errors.orderLimit} />}
    </FormDialog>
  );
}
