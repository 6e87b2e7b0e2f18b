import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { orderTitle, type Order } from '@store/contract/order';
import { ACCOUNT_MANAGERS, type MyCompany } from '@store/contract/company';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/load-state';
import { OrderCards } from '../../domains/orders/order-cards';
import { useOrderStatusLabel } from '../../domains/orders/order-display';
import { ALL_STATUSES, OrderStatusFilter, type OrderStatusChoice } from '../../domains/orders/order-status-filter';
import { OrderCells, OrderTableHead } from '../../domains/orders/order-table';
import { PagedListFooter } from '../../components/paged-list-footer';
import { QueryState } from '../../components/query-state';
import { TableSkeletonRows } from '../../components/table-skeleton-rows';
import { pagedListState } from '../../lib/cursor-paging';
import { withMessages } from '../../lib/i18n/catalog';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { orderPagePath } from '../../domains/orders/order-path';
import { usePageMeta } from '../../lib/page-meta';
import { useCompanyOrders } from './api/company-orders';
import { ApprovedAccount } from './no-account';
import { WRAPPING_CELL } from './responsive-table';

// Approve and Reject, which the order page shows too: loaded with their messages once a list has an order awaiting approval.
const OrderApprovalActions = lazy(withMessages('on-demand', () => import('../../domains/orders/on-demand/order-approval-actions')));

/** /dashboard/company/orders: the account's orders (a buyer's own for a buyer), Approve and Reject for its owner and approvers. */
export default function CompanyOrdersPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'tradeAccount.ordersTitle' }) });
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="tradeAccount.ordersTitle" />
      </Typography>
      <ApprovedAccount>{(company) => <CompanyOrders company={company} />}</ApprovedAccount>
    </>
  );
}

function CompanyOrders({ company }: { company: MyCompany }) {
  const { formatMessage } = useIntl();
  const orderStatusLabel = useOrderStatusLabel();
  const [filter, setFilter] = useState<OrderStatusChoice>(ALL_STATUSES);
  const orders = useCompanyOrders(company.id, filter === ALL_STATUSES ? undefined : filter);
  const { failed } = pagedListState(orders);
  const manager = ACCOUNT_MANAGERS.includes(company.role);
  const list = (shown: Order[] | undefined) => <CompanyOrderList orders={shown} manager={manager} />;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        <FormattedMessage id={manager ? 'tradeAccount.ordersIntroManager' : 'tradeAccount.ordersIntroBuyer'} values={{ company: company.name }} />
      </Typography>
      <OrderStatusFilter value={filter} onChange={setFilter} />
      <QueryState
        query={{ data: orders.isPending ? undefined : orders.data, error: orders.error, refetch: orders.refetch }}
        failed={failed}
        failure={formatMessage({ id: 'tradeAccount.ordersFailed' })}
        loading={list(undefined)}
        isEmpty={(shown) => shown.length === 0}
        empty={
          <EmptyState
            message={
              filter === ALL_STATUSES
                ? formatMessage({ id: 'tradeAccount.noOrders' })
                : formatMessage({ id: 'tradeAccount.noOrdersOfStatus' }, { status: orderStatusLabel(filter).toLowerCase() })
            }
          />
        }
      >
        {list}
      </QueryState>
      <PagedListFooter list={orders} />
    </>
  );
}

interface CompanyOrderListProps {
  /** The orders, or undefined while they load. */
  orders: Order[] | undefined;
  /** The viewer approves orders (and sees who placed each). */
  manager: boolean;
}

const COLUMNS: readonly { label: MessageId; numeric?: boolean }[] = [
  { label: 'tradeAccount.orderColumn' },
  { label: 'tradeAccount.buyerColumn' },
  { label: 'orders.quantity', numeric: true },
  { label: 'orders.total', numeric: true },
  { label: 'orders.status' },
  { label: 'orders.date' },
  { label: 'orders.action' },
];

/** The orders as a table, or on a phone a card each; Approve and Reject on those awaiting approval, for a manager. */
function CompanyOrderList({ orders, manager }: CompanyOrderListProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { formatMessage } = useIntl();
  const label = formatMessage({ id: 'tradeAccount.ordersList' });
  const actions = (order: Order) =>
    manager &&
    order.status === 'awaiting-approval' && (
      <Suspense fallback={null}>
        <OrderApprovalActions order={order} />
      </Suspense>
    );
  if (phone) {
    return <OrderCards orders={orders} label={label} skeletonHeight={120} showEmail={manager} actions={actions} actionsBelow linkTo={(order) => orderPagePath(order.id)} />;
  }
  const columns = manager ? COLUMNS : COLUMNS.filter((column) => column.label !== 'tradeAccount.buyerColumn');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={label} aria-busy={!orders}>
        <OrderTableHead columns={columns.map(({ label: id, numeric }) => ({ label: formatMessage({ id }), numeric }))} />
        <TableBody>
          {!orders ? (
            <TableSkeletonRows rows={3} columns={columns.length} testId="order-skeleton" />
          ) : (
            orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell component="th" scope="row" sx={WRAPPING_CELL}>
                  <Link component={RouterLink} to={orderPagePath(order.id)} sx={{ fontWeight: 600 }}>
                    {orderTitle(order)}
                  </Link>
                  {order.poNumber && (
                    <Typography variant="body2" color="text.secondary">
                      <FormattedMessage id="tradeAccount.poNumberOf" values={{ po: order.poNumber }} />
                    </Typography>
                  )}
                </TableCell>
                {manager && <TableCell sx={WRAPPING_CELL}>{order.email}</TableCell>}
                <OrderCells order={order} />
                <TableCell>{actions(order)}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
