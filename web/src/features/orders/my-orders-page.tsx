import Typography from '@mui/material/Typography';
import { orderTitle, orderUnits, type Order } from '@store/contract/order';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useOrderStatusLabel } from '../../domains/orders/order-display';
import { useRefundOnCancel } from '../../domains/payments/payment-display';
import { ALL_STATUSES, OrderStatusFilter, type OrderStatusChoice } from '../../domains/orders/order-status-filter';
import { PagedListFooter } from '../../components/paged-list-footer';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { pagedListState } from '../../lib/cursor-paging';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { useCancelOrder } from './api/cancel-order';
import { useLiveOrderUpdates } from './api/live-order-updates';
import { useMyOrders } from './api/my-orders';
import { MyOrdersList } from './my-orders-list';

export default function MyOrdersPage() {
  const { formatMessage } = useIntl();
  const orderStatusLabel = useOrderStatusLabel();
  usePageMeta({ title: formatMessage({ id: 'orders.title' }) });
  const { user } = useSession();
  const [filter, setFilter] = useState<OrderStatusChoice>(ALL_STATUSES);
  const orders = useMyOrders(user?.uid, filter === ALL_STATUSES ? undefined : filter);
  const { failed } = pagedListState(orders);
  useLiveOrderUpdates(user?.uid);
  const cancelOrder = useCancelOrder();
  const refundOnCancel = useRefundOnCancel();
  const cancel = useConfirmedAction((order: Order) => cancelOrder.mutateAsync(order.id), () => formatMessage({ id: 'orderPage.cancelled' }));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="orders.title" />
      </Typography>
      <OrderStatusFilter value={filter} onChange={setFilter} />
      <MyOrdersList
        orders={orders.data}
        loading={orders.isPending}
        error={failed ? orders.error : undefined}
        onRetry={() => void orders.refetch()}
        onCancel={cancel.ask}
        emptyMessage={filter === ALL_STATUSES ? undefined : formatMessage({ id: 'orders.noneOfStatus' }, { status: orderStatusLabel(filter).toLowerCase() })}
      />
      <PagedListFooter list={orders} />
      <ConfirmDialog
        {...cancel.dialog}
        title={formatMessage({ id: 'orderPage.cancelTitle' })}
        message={
          cancel.target
            ? formatMessage({ id: 'orders.cancelText' }, { units: orderUnits(cancel.target), title: orderTitle(cancel.target) }) + refundOnCancel(cancel.target)
            : ''
        }
        confirmLabel={formatMessage({ id: 'orderPage.cancel' })}
      />
    </>
  );
}
