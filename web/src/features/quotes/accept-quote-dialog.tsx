import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Order } from '@store/contract/order';
import type { Quote } from '@store/contract/quote';
import { useId } from 'react';
import { DeliveryForm } from '../../components/delivery-form';
import { useOrderDate } from '../../components/order-display';
import { formatMoney } from '@store/contract/format';
import { useAcceptQuote } from './api/accept-quote';

interface AcceptQuoteDialogProps {
  quote: Quote;
  onClose: () => void;
  onOrdered: (order: Order) => void;
}

/** Accepting a quote places the order at the quoted prices: it asks where the order goes. */
export function AcceptQuoteDialog({ quote, onClose, onOrdered }: AcceptQuoteDialogProps) {
  const formatOrderDate = useOrderDate();
  const titleId = useId();
  const acceptQuote = useAcceptQuote();
  return (
    <Dialog open onClose={acceptQuote.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Accept quote {quote.id}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          You order {quote.lines.length === 1 ? 'its line' : `its ${quote.lines.length} lines`} at the quoted prices
          {quote.total !== undefined && <>, {formatMoney(quote.total)} in all</>}
          {quote.expiresAt && <> (valid until {formatOrderDate(quote.expiresAt)})</>}.
        </DialogContentText>
        <DeliveryForm
          label={`Accept quote ${quote.id}`}
          submitLabel="Accept and order"
          busyLabel="Placing order…"
          onSubmit={async (body, idempotencyKey) => {
            onOrdered(await acceptQuote.mutateAsync({ quoteId: quote.id, body, idempotencyKey }));
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
