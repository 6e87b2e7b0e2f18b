import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ReplayOutlined from '@mui/icons-material/ReplayOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OWNER_CANCELLABLE, type Order } from '@store/contract/order';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DetailRow } from '../../components/detail-row';
import { useFeedback } from '../../components/feedback';
import { LinesTable } from '../../domains/orders/lines-table';
import { useDeliveryRow, useOrderDeliveryText } from '../../domains/delivery/order-delivery-line';
import { PickupCounter } from '../../domains/delivery/pickup-counter';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { EmptyState, ErrorState } from '../../components/load-state';
import { OrderStatusChip, useOrderDate } from '../../domains/orders/order-display';
import { useRefundOnCancel } from '../../domains/payments/payment-display';
import { PrintHeader, PrintStyles } from '../../components/print-document';
import { useActionErrorText } from '../../lib/action-error-text';
import { ApiError, useErrorText } from '../../lib/api-client';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { useCancelOrder } from './api/cancel-order';
import { useLiveOrderUpdates } from './api/live-order-updates';
import { useOrder } from './api/order';
import { useOrderAgain } from './api/order-again';
import { OrderApprovalNote } from './order-approval-note';
import { OrderTimeline } from './order-timeline';
import { PaymentPanel, PaymentReturnNote } from './payment-panel';
import { ShipmentsSection } from './shipments-section';

function OrderView({ order }: { order: Order }) {
  const { user, isAdmin } = useSession();
  const own = user?.uid === order.uid;
  const navigate = useNavigate();
  const { notify } = useFeedback();
  const orderAgain = useOrderAgain();
  const cancelOrder = useCancelOrder();
  const { formatMessage } = useIntl();
  const formatOrderDate = useOrderDate();
  const actionErrorText = useActionErrorText();
  const refundOnCancel = useRefundOnCancel();
  const deliveryRow = useDeliveryRow();
  const deliveryText = useOrderDeliveryText();
  const cancel = useConfirmedAction(() => cancelOrder.mutateAsync(order.id), () => formatMessage({ id: 'orderPage.cancelled' }));

  const again = () =>
    orderAgain.mutate(order, {
      onSuccess: ({ gone }) => {
        notify(
          gone.length ? formatMessage({ id: 'orderPage.againExcept' }, { gone: gone.join(', ') }) : formatMessage({ id: 'orderPage.againDone' }),
          gone.length ? 'info' : 'success',
        );
        navigate('/cart');
      },
      onError: (error) => notify(formatMessage({ id: 'orderPage.againFailed' }, { reason: actionErrorText(error) }), 'error'),
    });

  return (
    <Box component="article" aria-labelledby="order-heading" sx={{ maxWidth: 960 }}>
      <PrintStyles />
      <PrintHeader title={<FormattedMessage id="orderPage.invoice" />} testId="invoice-header" />
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'flex-start' }} gap={2}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="order-heading" variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            <FormattedMessage id="orderPage.heading" values={{ id: order.id }} />
          </Typography>
          <Stack direction="row" alignItems="center" gap={1.5} sx={{ mt: 1 }} flexWrap="wrap">
            <Typography color="text.secondary">
              <FormattedMessage id="orderPage.placedOn" values={{ date: formatOrderDate(order.createdAt) }} />
            </Typography>
            <OrderStatusChip status={order.status} />
          </Stack>
        </Box>
        <Stack direction="row" gap={1} flexWrap="wrap" data-print="hide">
          <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()}>
            <FormattedMessage id="orderPage.print" />
          </Button>
          {own && (
            <Button variant="outlined" startIcon={<ReplayOutlined />} onClick={again} disabled={orderAgain.isPending}>
              <FormattedMessage id={orderAgain.isPending ? 'orderPage.addingToCart' : 'orderPage.again'} />
            </Button>
          )}
          {own && OWNER_CANCELLABLE.includes(order.status) && (
            <Button color="error" onClick={() => cancel.ask(order)}>
              <FormattedMessage id="orderPage.cancel" />
            </Button>
          )}
        </Stack>
      </Stack>

      <PaymentReturnNote order={order} />
      <OrderApprovalNote order={order} />

      <Box sx={{ mt: 3 }}>
        <LinesTable
          lines={order.lines}
          label={formatMessage({ id: 'orderPage.lines' })}
          total={order.total}
          delivery={order.delivery && deliveryRow(order.delivery)}
          outlined
          printable
        />
      </Box>

      <Box sx={{ mt: 4 }}>
        <PaymentPanel order={order} own={own} isAdmin={isAdmin} />
      </Box>

      <ShipmentsSection order={order} isAdmin={isAdmin} />

      <Box sx={{ display: 'grid', gap: 4, mt: 4, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
        <Box component="section" aria-labelledby="delivery-heading">
          <Typography id="delivery-heading" variant="h6" component="h2" gutterBottom>
            <FormattedMessage id="orderPage.delivery" />
          </Typography>
          <Box component="dl" sx={{ m: 0 }}>
            {!own && <DetailRow label={formatMessage({ id: 'orderPage.customer' })}>{order.email}</DetailRow>}
            {order.delivery && <DetailRow label={formatMessage({ id: 'orderPage.deliveryMethod' })}>{deliveryText(order.delivery)}</DetailRow>}
            {order.delivery?.method === 'pickup' ? (
              <DetailRow label={formatMessage({ id: 'orderPage.pickupAt' })}>
                <PickupCounter />
              </DetailRow>
            ) : (
              <DetailRow label={formatMessage({ id: 'orderPage.address' })}>{order.address}</DetailRow>
            )}
            <DetailRow label={formatMessage({ id: 'orderPage.phone' })}>{order.phone}</DetailRow>
            <DetailRow label={formatMessage({ id: 'orderPage.poNumber' })}>{order.poNumber ?? '—'}</DetailRow>
            {order.quoteId && <DetailRow label={formatMessage({ id: 'orderPage.quote' })}>{order.quoteId}</DetailRow>}
            {order.company && (
              <DetailRow label={formatMessage({ id: 'tradeAccount.tradeAccount' })}>
                {formatMessage({ id: 'tradeAccount.accountWithTerms' }, { company: order.company.name, days: order.company.termsDays })}
              </DetailRow>
            )}
          </Box>
        </Box>
        <Box component="section" aria-labelledby="history-heading" data-print="hide">
          <Typography id="history-heading" variant="h6" component="h2" gutterBottom>
            <FormattedMessage id="orderPage.history" />
          </Typography>
          <OrderTimeline history={order.history} byYou={own} />
        </Box>
      </Box>

      <ConfirmDialog
        {...cancel.dialog}
        title={formatMessage({ id: 'orderPage.cancelTitle' })}
        message={formatMessage({ id: 'orderPage.cancelText' }, { id: order.id }) + refundOnCancel(order)}
        confirmLabel={formatMessage({ id: 'orderPage.cancel' })}
      />
    </Box>
  );
}

function OrderSkeleton() {
  const { formatMessage } = useIntl();
  return (
    <Box aria-busy="true" aria-label={formatMessage({ id: 'orderPage.loading' })} sx={{ maxWidth: 960 }}>
      <Skeleton variant="text" sx={{ fontSize: '2.2rem', width: '60%' }} />
      <Skeleton variant="text" sx={{ width: '30%' }} />
      <Skeleton variant="rounded" height={180} sx={{ mt: 3 }} />
    </Box>
  );
}

/** /dashboard/orders/:id: one order, for its owner or an administrator; printed, an invoice. */
export default function OrderDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { data: order, error, refetch } = useOrder(id);
  useLiveOrderUpdates(user?.uid);
  const { formatMessage } = useIntl();
  const errorText = useErrorText();
  usePageMeta({ title: order ? formatMessage({ id: 'orderPage.heading' }, { id: order.id }) : formatMessage({ id: 'orderPage.title' }) });

  if (order) return <OrderView order={order} />;
  if (error instanceof ApiError && (error.status === 404 || error.status === 400 || error.status === 403)) {
    return (
      <EmptyState
        message={formatMessage({ id: error.status === 403 ? 'orderPage.notYours' : 'orderPage.notFound' })}
        action={
          <Button component={RouterLink} to="/dashboard/myorders" variant="contained">
            <FormattedMessage id="orderPage.goToMyOrders" />
          </Button>
        }
      />
    );
  }
  if (error) return <ErrorState message={formatMessage({ id: 'orderPage.loadFailed' }, { reason: errorText(error) })} onRetry={() => void refetch()} />;
  return <OrderSkeleton />;
}
