import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Order } from '@store/contract/order';
import { ACCOUNT_MANAGERS } from '@store/contract/company';
import { lazy, Suspense } from 'react';
import { useMyCompany } from '../../domains/companies/api/my-company';
import { withMessages } from '../../lib/i18n/catalog';
import { FormattedMessage } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { useSession } from '../../lib/session';

// The Company orders page's Approve and Reject, loaded with their messages only for an owner or approver.
const OrderApprovalActions = lazy(withMessages('on-demand', () => import('../../domains/orders/on-demand/order-approval-actions')));

/**
 * Where an account order stands with its approval: waiting for it (with Approve and Reject for an owner or
 * approver of the order's company), or rejected with the reason, or approved, by whom and when.
 */
export function OrderApprovalNote({ order }: { order: Order }) {
  const format = useFormat();
  const awaiting = order.status === 'awaiting-approval' && order.company !== undefined;
  if (awaiting) return <AwaitingApproval order={order} />;
  const { approval } = order;
  if (!approval) return null;
  const values = { by: approval.by, date: format.date(approval.at), reason: approval.reason ?? '—' };
  return (
    <Alert severity={approval.decision === 'reject' ? 'warning' : 'success'} sx={{ mt: 2, overflowWrap: 'anywhere' }}>
      <FormattedMessage id={approval.decision === 'reject' ? 'tradeAccount.orderRejected' : 'tradeAccount.orderApproved'} values={values} />
    </Alert>
  );
}

function AwaitingApproval({ order }: { order: Order }) {
  const { user } = useSession();
  // Only an order awaiting approval asks whose company the viewer manages.
  const { data: myCompany } = useMyCompany(user?.uid);
  const approves = myCompany?.status === 'approved' && myCompany.id === order.company?.id && ACCOUNT_MANAGERS.includes(myCompany.role);
  return (
    <Alert severity="info" role="status" sx={{ mt: 2, '& .MuiAlert-message': { width: '100%' } }}>
      <FormattedMessage id="tradeAccount.orderAwaitsApproval" values={{ company: order.company?.name ?? '' }} />
      {approves && (
        <Box sx={{ mt: 1.5 }}>
          <Suspense fallback={null}>
            <OrderApprovalActions order={order} />
          </Suspense>
        </Box>
      )}
    </Alert>
  );
}
