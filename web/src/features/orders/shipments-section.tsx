import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import type { Order } from '@store/contract/order';
import type { Shipment } from '@store/contract/shipment';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { DetailRow } from '../../components/detail-row';
import { ErrorState } from '../../components/load-state';
import { useOrderDate } from '../../domains/orders/order-display';
import { useShipments } from '../../domains/shipments/api/shipments';
import { ShipmentStatusChip, useCarrierText, useShipmentStatusLabel } from '../../domains/shipments/shipment-display';
import { ApiError, useErrorText } from '../../lib/api-client';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { withMessages } from '../../lib/i18n/catalog';
import { useFormat } from '../../lib/i18n/use-format';
import { orderQuery } from './api/order';

// Administrators' buttons and dialogs: only their browsers download them, when the order's page shows them.
const CreateShipmentButton = lazy(withMessages('on-demand', () => import('../../domains/shipments/on-demand/create-shipment')));
const ShipmentActions = lazy(withMessages('on-demand', () => import('../../domains/shipments/on-demand/shipment-actions')));

/** Orders whose next shipment may leave any moment: their page watches for it. */
const AWAITING_SHIPMENT: readonly Order['status'][] = ['pending', 'confirmed', 'partially-shipped'];

/**
 * The order's shipments: each one's carrier, status, tracking link, units and timeline, read again while one is
 * on its way. Administrators create shipments here and act on them. Nothing shows to a buyer before the first
 * shipment leaves.
 */
export function ShipmentsSection({ order, isAdmin }: { order: Order; isAdmin: boolean }) {
  const { formatMessage } = useIntl();
  const errorText = useErrorText();
  const { data, error, refetch } = useShipments(order.id, { expectingShipment: AWAITING_SHIPMENT.includes(order.status) });
  const shipments = data?.shipments ?? [];
  useShipmentsFollowOrder(order, refetch);
  useOrderFollowsShipments(order.id, data?.shipments);
  // A buyer sees the section once there is something in it; an administrator, to create the first shipment.
  if (!isAdmin && (shipments.length === 0 || (error instanceof ApiError && error.status === 403))) return null;

  return (
    <Box component="section" aria-labelledby="shipments-heading" sx={{ mt: 4 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1} sx={{ mb: 1 }}>
        <Typography id="shipments-heading" variant="h6" component="h2">
          <FormattedMessage id="shipments.heading" />
        </Typography>
        {isAdmin && (
          <Box data-print="hide">
            <Suspense fallback={null}>
              <CreateShipmentButton order={order} />
            </Suspense>
          </Box>
        )}
      </Stack>
      {error ? (
        <ErrorState message={formatMessage({ id: 'shipments.loadFailed' }, { reason: errorText(error) })} onRetry={() => void refetch()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={120} aria-label={formatMessage({ id: 'shipments.loading' })} />
      ) : shipments.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage id="shipments.none" />
        </Typography>
      ) : (
        <Stack gap={2}>
          {shipments.map((shipment) => (
            <ShipmentCard key={shipment.number} shipment={shipment} isAdmin={isAdmin} />
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * When the order's status moves (its live listener saw a shipment leave, or the last one arrive), its shipments are
 * read again at once: shipments created between two reads would otherwise stay unseen once the order stops
 * waiting for units, since nothing open is known to watch.
 */
function useShipmentsFollowOrder(order: Order, refetch: () => unknown) {
  const seen = useRef(order.status);
  useEffect(() => {
    if (seen.current !== order.status) void refetch();
    seen.current = order.status;
  }, [order.status, refetch]);
}

/**
 * When the tracking moves a shipment on (a delivery read from the courier), the order's own status may have moved
 * with it (delivered): its page reads the order again.
 */
function useOrderFollowsShipments(orderId: string, shipments: readonly Shipment[] | undefined) {
  const queryClient = useQueryClient();
  const statuses = shipments?.map((shipment) => `${shipment.number}:${shipment.status}`).join(' ');
  const seen = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (statuses === undefined) return;
    if (seen.current !== undefined && seen.current !== statuses) void queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey });
    seen.current = statuses;
  }, [queryClient, orderId, statuses]);
}

function ShipmentCard({ shipment, isAdmin }: { shipment: Shipment; isAdmin: boolean }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const carrierText = useCarrierText();
  const headingId = `shipment-${shipment.number}-heading`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
      <Stack direction="row" alignItems="center" gap={1.5} flexWrap="wrap" sx={{ mb: 1 }}>
        <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="shipments.number" values={{ number: format.count(shipment.number) }} />
        </Typography>
        <ShipmentStatusChip status={shipment.status} />
      </Stack>

      {shipment.status === 'booking-failed' && (
        <Alert severity="warning" sx={{ mb: 1.5, overflowWrap: 'anywhere' }}>
          {shipment.bookingError
            ? formatMessage({ id: 'shipments.bookingFailedWith' }, { reason: shipment.bookingError })
            : formatMessage({ id: 'shipments.bookingFailed' })}
        </Alert>
      )}

      <Box component="dl" sx={{ m: 0 }}>
        <DetailRow label={formatMessage({ id: 'shipments.carrier' })}>{carrierText(shipment)}</DetailRow>
        {shipment.trackingCode && (
          <DetailRow label={formatMessage({ id: 'shipments.trackingCode' })}>
            {shipment.trackingUrl ? (
              <Link href={shipment.trackingUrl} target="_blank" rel="noopener noreferrer">
                {shipment.trackingCode}
                <Box component="span" sx={visuallyHidden}>
                  {` ${formatMessage({ id: 'shipments.opensCourier' })}`}
                </Box>
              </Link>
            ) : (
              shipment.trackingCode
            )}
          </DetailRow>
        )}
        <DetailRow label={formatMessage({ id: 'shipments.contents' })}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {shipment.lines.map((line) => (
              <li key={line.lineIndex}>
                {formatMessage({ id: 'shipments.lineUnits' }, { name: line.toolname, units: format.count(line.quantity) })}
                {line.serials && line.serials.length > 0 && (
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                    <FormattedMessage
                      id="shipments.serialList"
                      values={{ serials: <Box component="span" sx={{ fontFamily: 'monospace' }}>{line.serials.join(', ')}</Box> }}
                    />
                  </Typography>
                )}
              </li>
            ))}
          </Box>
        </DetailRow>
        {shipment.codAmount > 0 && <DetailRow label={formatMessage({ id: 'shipments.cod' })}>{format.money(shipment.codAmount)}</DetailRow>}
        {shipment.receivedBy && <DetailRow label={formatMessage({ id: 'shipments.receivedBy' })}>{shipment.receivedBy}</DetailRow>}
      </Box>

      <Typography component="h4" variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        <FormattedMessage id="shipments.timeline" />
      </Typography>
      <ShipmentTimeline history={shipment.history} number={shipment.number} />

      {isAdmin && (
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={null}>
            <ShipmentActions shipment={shipment} />
          </Suspense>
        </Box>
      )}
    </Paper>
  );
}

/** What happened to a shipment, oldest first: each status with its time and the courier's or the shop's note. */
function ShipmentTimeline({ history, number }: { history: Shipment['history']; number: number }) {
  const { formatMessage } = useIntl();
  const format = useFormat();
  const statusLabel = useShipmentStatusLabel();
  const formatDate = useOrderDate();
  return (
    <Box component="ol" aria-label={formatMessage({ id: 'shipments.timelineOf' }, { number: format.count(number) })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {history.map((entry, index) => (
        <Box
          component="li"
          key={`${entry.status}-${entry.at}-${index}`}
          sx={{ pl: 2, pb: index === history.length - 1 ? 0 : 1.5, borderLeft: 2, borderColor: index === history.length - 1 ? 'secondary.main' : 'divider', minWidth: 0 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{statusLabel(entry.status)}</Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={entry.at}>{formatDate(entry.at)}</time>
          </Typography>
          {entry.note && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              {entry.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
