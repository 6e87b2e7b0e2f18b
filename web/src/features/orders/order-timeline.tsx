import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChangedBy, OrderHistoryEntry } from '@store/contract/order';
import { useOrderDate, useOrderStatusLabel } from '../../domains/orders/order-display';
import { useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';

const BY_LABEL: Record<ChangedBy, MessageId> = { customer: 'orderPage.byCustomer', admin: 'orderPage.byShop', system: 'orderPage.bySystem' };

/** The statuses an order has had, oldest first, as a vertical timeline (a list, for screen readers). */
export function OrderTimeline({ history, byYou }: { history: readonly OrderHistoryEntry[]; byYou: boolean }) {
  const { formatMessage } = useIntl();
  const orderStatusLabel = useOrderStatusLabel();
  const formatOrderDate = useOrderDate();
  return (
    <Box component="ol" aria-label={formatMessage({ id: 'orderPage.history' })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {history.map((entry, index) => {
        const last = index === history.length - 1;
        return (
          <Box component="li" key={`${entry.status}-${entry.at}`} sx={{ display: 'grid', gridTemplateColumns: '20px 1fr', columnGap: 1.5 }}>
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }} aria-hidden>
              <Box
                sx={{
                  width: 14,
                  height: 14,
                  mt: 0.5,
                  borderRadius: '50%',
                  bgcolor: last ? 'secondary.main' : 'primary.main',
                  border: 2,
                  borderColor: 'background.paper',
                  boxShadow: 1,
                }}
              />
              {!last && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider', my: 0.5 }} />}
            </Box>
            <Box sx={{ pb: last ? 0 : 2 }}>
              <Typography sx={{ fontWeight: 700 }}>{orderStatusLabel(entry.status)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatMessage(
                  { id: 'orderPage.when' },
                  { date: formatOrderDate(entry.at), by: formatMessage({ id: entry.by === 'customer' && byYou ? 'orderPage.byYou' : BY_LABEL[entry.by] }) },
                )}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
