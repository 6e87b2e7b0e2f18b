import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { quoteLapsed, type Quote, type QuoteStatus } from '@store/contract/quote';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import type { MessageId } from '../../lib/i18n/message-id';
import { useFormat } from '../../lib/i18n/use-format';
import { orderPagePath } from '../orders/order-path';
import { LinesTable } from '../orders/lines-table';
import { useOrderDate } from '../orders/order-display';

const STATUS_LOOK: Record<QuoteStatus, Pick<ChipProps, 'color' | 'variant'> & { label: MessageId }> = {
  requested: { label: 'quoteStatus.requested', color: 'secondary', variant: 'filled' },
  quoted: { label: 'quoteStatus.quoted', color: 'primary', variant: 'filled' },
  accepted: { label: 'quoteStatus.accepted', color: 'success', variant: 'filled' },
  declined: { label: 'quoteStatus.declined', color: 'error', variant: 'outlined' },
  withdrawn: { label: 'quoteStatus.withdrawn', color: 'default', variant: 'outlined' },
  expired: { label: 'quoteStatus.expired', color: 'default', variant: 'outlined' },
};

/** A quote status's name, in the page's language. */
export function useQuoteStatusLabel(): (status: QuoteStatus) => string {
  const { formatMessage } = useIntl();
  return (status) => formatMessage({ id: STATUS_LOOK[status].label });
}

/** The status a quote has now: a quoted one past its expiry has expired, even on a page opened before. */
export const currentQuoteStatus = (quote: Quote): QuoteStatus => (quoteLapsed(quote) ? 'expired' : quote.status);

export function QuoteStatusChip({ status }: { status: QuoteStatus }) {
  const { label, ...look } = STATUS_LOOK[status];
  return <Chip size="small" {...look} label={useIntl().formatMessage({ id: label })} />;
}

interface QuoteCardProps {
  quote: Quote;
  /** Shows who asked (the administrators' list). */
  showEmail?: boolean;
  /** What may be done with the quote now. */
  actions?: ReactNode;
}

/** A quote: its lines with the prices once quoted, its total and expiry, the buyer's message and the shop's reason. */
export function QuoteCard({ quote, showEmail = false, actions }: QuoteCardProps) {
  const formatOrderDate = useOrderDate();
  const { formatMessage } = useIntl();
  const format = useFormat();
  const status = currentQuoteStatus(quote);
  const priced = quote.lines.some((line) => line.unitPrice !== undefined);
  const headingId = `quote-${quote.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack direction="row" justifyContent="space-between" alignItems="flex-start" gap={1} flexWrap="wrap">
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
            <FormattedMessage id="quoteCard.heading" values={{ id: quote.id }} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {showEmail
              ? formatMessage({ id: 'quoteCard.askedBy' }, { date: formatOrderDate(quote.createdAt), email: quote.email })
              : formatMessage({ id: 'quoteCard.asked' }, { date: formatOrderDate(quote.createdAt) })}
          </Typography>
        </Box>
        <QuoteStatusChip status={status} />
      </Stack>

      <Box sx={{ mt: 1.5 }}>
        <LinesTable lines={quote.lines} label={formatMessage({ id: 'quoteCard.lines' }, { id: quote.id })} priced={priced} />
      </Box>

      <Stack spacing={0.5} sx={{ mt: 1.5 }}>
        {quote.total !== undefined && (
          <Typography sx={{ fontWeight: 800 }}>
            <FormattedMessage id="quoteCard.total" values={{ total: format.money(quote.total) }} />
          </Typography>
        )}
        {quote.expiresAt && (status === 'quoted' || status === 'expired') && (
          <Typography variant="body2" color={status === 'expired' ? 'error' : 'text.primary'}>
            <FormattedMessage id={status === 'expired' ? 'quoteCard.expiredOn' : 'quoteCard.validUntil'} values={{ date: formatOrderDate(quote.expiresAt) }} />
          </Typography>
        )}
        {quote.message && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <strong>
              <FormattedMessage id="quoteCard.message" />
            </strong>{' '}
            {quote.message}
          </Typography>
        )}
        {quote.reason && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            <strong>
              <FormattedMessage id="quoteCard.declined" />
            </strong>{' '}
            {quote.reason}
          </Typography>
        )}
        {quote.orderId && (
          <Typography variant="body2">
            <FormattedMessage
              id="quoteCard.orderedAs"
              values={{
                id: quote.orderId,
                link: (chunks) => (
                  <Link component={RouterLink} to={orderPagePath(quote.orderId!)} sx={{ fontWeight: 700 }}>
                    {chunks}
                  </Link>
                ),
              }}
            />
          </Typography>
        )}
      </Stack>
      {actions && (
        <Stack direction="row" gap={1} flexWrap="wrap" sx={{ mt: 2 }}>
          {actions}
        </Stack>
      )}
    </Paper>
  );
}
