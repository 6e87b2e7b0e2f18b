import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Order } from '@store/contract/order';
import { ApprovalBody } from '@store/contract/company';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useDecideApproval } from '../api/decide-approval';
import { useFieldErrorText, asSentence, type FieldMessages, requiredTextMessages } from '../../../lib/form-errors';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { useFormat } from '../../../lib/i18n/use-format';
import { usePaymentErrorText } from '../../payments/payment-refusals';
import { useFeedback } from '../../../components/feedback';
import { FormDialog } from '../../../components/form-dialog';

/** The contract's limit of a rejection's reason. */
const REASON_MAX = 500;

const REASON_ERRORS: FieldMessages = requiredTextMessages('tradeAccount.reasonRequired', 'tradeAccount.reasonTooLong', 'tradeAccount.reasonBadCharacters');

interface OrderApprovalActionsProps {
  order: Pick<Order, 'id' | 'email' | 'total'>;
}

type Asking = 'approve' | 'reject' | null;

/**
 * An owner's or approver's Approve and Reject for an account order awaiting approval: approving asks first, as
 * it takes the stock and the account's credit; rejecting asks why, for the buyer's mail. A refusal (the stock
 * or the credit no longer suffice, the account is on hold) stays in the dialog, in words. The Company orders page
 * and the order's page use it (hence the default export, for lazy()).
 */
export default function OrderApprovalActions({ order }: OrderApprovalActionsProps) {
  const { formatMessage } = useIntl();
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  return (
    <Stack direction="row" gap={1} flexWrap="wrap" data-print="hide">
      <Button size="small" variant="contained" color="secondary" onClick={() => setAsking('approve')} aria-label={formatMessage({ id: 'tradeAccount.approveOf' }, { id: order.id })}>
        <FormattedMessage id="tradeAccount.approve" />
      </Button>
      <Button size="small" variant="outlined" color="error" onClick={() => setAsking('reject')} aria-label={formatMessage({ id: 'tradeAccount.rejectOf' }, { id: order.id })}>
        <FormattedMessage id="tradeAccount.reject" />
      </Button>
      {asking === 'approve' && <ApproveDialog order={order} onClose={close} />}
      {asking === 'reject' && <RejectDialog order={order} onClose={close} />}
    </Stack>
  );
}

interface DialogProps {
  order: OrderApprovalActionsProps['order'];
  onClose: () => void;
}

/**
 * A dialog's decision on the order: `send` posts it, then says it was taken (`taken`) and closes the dialog; a
 * refusal stays in the dialog (`decide.error`). Through the mutation's promise rather than mutate()'s own callbacks,
 * which TanStack Query drops once the dialog is gone: a decision reloads the orders, and the row that held this
 * dialog loses its buttons as soon as they come back, which may be before the rest of the page has.
 */
function useDecision({ order, onClose }: DialogProps, taken: 'tradeAccount.approved' | 'tradeAccount.rejected') {
  const { formatMessage } = useIntl();
  const { notify } = useFeedback();
  const decide = useDecideApproval();
  const send = async (body: ApprovalBody) => {
    try {
      await decide.mutateAsync({ orderId: order.id, body });
    } catch {
      return;
    }
    notify(formatMessage({ id: taken }, { id: order.id }), 'success');
    onClose();
  };
  return { decide, send };
}

function ApproveDialog({ order, onClose }: DialogProps) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const errorText = usePaymentErrorText();
  const { decide, send } = useDecision({ order, onClose }, 'tradeAccount.approved');
  return (
    <FormDialog
      title={formatMessage({ id: 'tradeAccount.approveTitle' }, { id: order.id })}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        void send({ decision: 'approve' });
      }}
      busy={decide.isPending}
      submitLabel={formatMessage({ id: 'tradeAccount.approve' })}
      busyLabel={formatMessage({ id: 'tradeAccount.approving' })}
      failure={decide.error ? errorText(decide.error) : null}
    >
      <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="tradeAccount.approveText" values={{ buyer: order.email, total: format.money(order.total) }} />
      </DialogContentText>
    </FormDialog>
  );
}

function RejectDialog({ order, onClose }: DialogProps) {
  const { formatMessage } = useIntl();
  const errorText = usePaymentErrorText();
  const fieldErrorText = useFieldErrorText();
  const { decide, send } = useDecision({ order, onClose }, 'tradeAccount.rejected');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ApprovalBody>({ resolver: zodResolver(ApprovalBody), mode: 'onTouched', defaultValues: { decision: 'reject', reason: '' } });
  const reject = handleSubmit(send);
  const reasonError = 'reason' in errors ? errors.reason : undefined;
  return (
    <FormDialog
      title={formatMessage({ id: 'tradeAccount.rejectTitle' }, { id: order.id })}
      onClose={onClose}
      onSubmit={reject}
      busy={decide.isPending}
      submitLabel={formatMessage({ id: 'tradeAccount.reject' })}
      busyLabel={formatMessage({ id: 'tradeAccount.rejecting' })}
      failure={decide.error ? errorText(decide.error) : null}
      destructive
    >
      <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="tradeAccount.rejectText" values={{ buyer: order.email }} />
      </DialogContentText>
      <TextField
        label={formatMessage({ id: 'tradeAccount.reason' })}
        required
        multiline
        minRows={3}
        autoFocus
        {...register('reason')}
        error={Boolean(reasonError)}
        helperText={asSentence(fieldErrorText(reasonError, REASON_ERRORS, { max: REASON_MAX })) ?? formatMessage({ id: 'tradeAccount.reasonHint' })}
      />
    </FormDialog>
  );
}
