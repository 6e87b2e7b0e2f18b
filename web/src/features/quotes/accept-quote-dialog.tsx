import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Order } from '@store/contract/order';
import type { Quote } from '@store/contract/quote';
import { useId } from 'react';
import { DeliveryForm } from '../../domains/orders/delivery-form';
import { useOrderDate } from '../../domains/orders/order-display';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useFormat } from '../../lib/i18n/use-format';
import { useAcceptQuote } from './api/accept-quote';

interface AcceptQuoteDialogProps {
  quote: Quote;
  onClose: () => void;
  onOrdered: (order: Order) => void;
}

/** Accepting a quote places the order at the quoted prices: it asks where the order goes. */
export function AcceptQuoteDialog({ quote, onClose, onOrdered }: AcceptQuoteDialogProps) {
  const formatOrderDate = useOrderDate();
  const { formatMessage } = useIntl();
  const format = useFormat();
  const titleId = useId();
  const acceptQuote = useAcceptQuote();
  return (
    <Dialog open onClose={acceptQuote.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        <FormattedMessage id="quotes.acceptOf" values={{ id: quote.id }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage
            id="quotes.acceptText"
            values={{
              lines: quote.lines.length,
              total: quote.total === undefined ? 'none' : format.money(quote.total),
              until: quote.expiresAt ? formatOrderDate(quote.expiresAt) : 'none',
            }}
          />
        </DialogContentText>
        <DeliveryForm
          label={formatMessage({ id: 'quotes.acceptOf' }, { id: quote.id })}
          lines={quote.lines}
          goodsTotal={quote.total ?? null}
          submitLabel={formatMessage({ id: 'quotes.acceptAndOrder' })}
          busyLabel={formatMessage({ id: 'quotes.placing' })}
          // The quoted prices are the quote's: its acceptance carries no expected total.
          onSubmit={async ({ expectedTotal: _total, ...body }, idempotencyKey) => {
            onOrdered(await acceptQuote.mutateAsync({ quoteId: quote.id, body, idempotencyKey }));
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
