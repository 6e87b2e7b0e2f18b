import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { orderTitle, orderUnits, type Order } from '@store/contract/order';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { OrderDelivery } from './order-delivery';
import { OrderDeliveryLine } from '../delivery/order-delivery-line';
import { useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { useOrderDate } from './order-display';
import { OrderStatusChips } from './order-status-chips';

// Apart from order-display.tsx (a status's label and colour, an order's date), which quote cards and the audit
// log import too: these cards are for the order lists only.

interface OrderCardsProps {
  /** The orders, or undefined while they load (skeleton cards stand in for them). */
  orders: Order[] | undefined;
  /** The list's accessible name. */
  label: string;
  /** Height of a skeleton card, about that of a real one. */
  skeletonHeight: number;
  /** Shows who placed the order. */
  showEmail?: boolean;
  /** Shows where it goes: address, phone and PO number. */
  showDelivery?: boolean;
  /** What may be done with an order (nothing when it renders nothing). */
  actions: (order: Order) => ReactNode;
  /** Puts the actions on their own line below the date rather than beside it. */
  actionsBelow?: boolean;
  /** Where an order's title leads (its detail page). */
  linkTo?: (order: Order) => string;
}

/** Orders on a phone, one card each: an order table does not fit. */
export function OrderCards({ orders, label, skeletonHeight, showEmail = false, showDelivery = false, actions, actionsBelow = false, linkTo }: OrderCardsProps) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const formatOrderDate = useOrderDate();
  if (!orders) {
    return (
      <Stack spacing={1.5} aria-busy="true" aria-label={formatMessage({ id: 'orders.loading' })}>
        {[0, 1, 2].map((card) => (
          <Skeleton key={card} variant="rounded" height={skeletonHeight} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {orders.map((order) => {
        const date = (
          <Typography variant="body2" color="text.secondary" sx={actionsBelow ? { mb: 1 } : undefined}>
            {formatOrderDate(order.createdAt)}
          </Typography>
        );
        return (
          <Paper component="li" key={order.id} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1}>
              {/* A tool's name can be one long word: it wraps rather than pushing the status off a phone's screen. */}
              <Typography fontWeight={600} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                {linkTo ? (
                  <Link component={RouterLink} to={linkTo(order)}>
                    {orderTitle(order)}
                  </Link>
                ) : (
                  orderTitle(order)
                )}
              </Typography>
              <Box sx={{ flexShrink: 0, maxWidth: '50%' }}>
                <OrderStatusChips order={order} alignEnd />
              </Box>
            </Stack>
            {showEmail && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {order.email}
              </Typography>
            )}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {formatMessage({ id: 'orders.unitsTotal' }, { units: orderUnits(order), total: format.money(order.total) })}
            </Typography>
            <OrderDeliveryLine delivery={order.delivery} />
            {showDelivery && (
              <Box sx={{ my: 1 }}>
                <OrderDelivery order={order} />
              </Box>
            )}
            {actionsBelow ? (
              <>
                {date}
                {actions(order)}
              </>
            ) : (
              <Stack direction="row" justifyContent="space-between" alignItems="center" gap={1}>
                {date}
                {actions(order)}
              </Stack>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
