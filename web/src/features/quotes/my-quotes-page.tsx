import Typography from '@mui/material/Typography';
import type { Quote } from '@store/contract/quote';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useFeedback } from '../../components/feedback';
import { PagedListFooter } from '../../components/paged-list-footer';
import { useConfirmedAction } from '../../components/use-confirmed-action';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { orderPagePath } from '../../domains/orders/order-path';
import { pagedListState } from '../../lib/cursor-paging';
import { payAtGateway } from '../../domains/payments/payment-redirect';
import { usePageMeta } from '../../lib/page-meta';
import { useSession } from '../../lib/session';
import { AcceptQuoteDialog } from './accept-quote-dialog';
import { useMyQuotes } from './api/my-quotes';
import { useWithdrawQuote } from './api/withdraw-quote';
import { MyQuotesList } from './my-quotes-list';

/** My Quotes: each quote the customer asked for, its prices and expiry once quoted; accept or withdraw it. */
export default function MyQuotesPage() {
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'quotes.title' }) });
  const { user } = useSession();
  const quotes = useMyQuotes(user?.uid);
  const { failed } = pagedListState(quotes);
  const withdrawQuote = useWithdrawQuote();
  const navigate = useNavigate();
  const { notify } = useFeedback();
  const [accepting, setAccepting] = useState<Quote | null>(null);
  const withdraw = useConfirmedAction((quote: Quote) => withdrawQuote.mutateAsync(quote.id), () => formatMessage({ id: 'quotes.withdrawn' }));

  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="quotes.title" />
      </Typography>
      <MyQuotesList
        quotes={quotes.data}
        error={failed ? quotes.error : undefined}
        onRetry={() => void quotes.refetch()}
        onAccept={setAccepting}
        onWithdraw={withdraw.ask}
      />
      <PagedListFooter list={quotes} />
      {accepting && (
        <AcceptQuoteDialog
          quote={accepting}
          onClose={() => setAccepting(null)}
          onOrdered={(order) => {
            if (payAtGateway(order)) return;
            notify(formatMessage({ id: 'quotes.accepted' }, { id: order.id }), 'success');
            navigate(orderPagePath(order.id));
          }}
        />
      )}
      <ConfirmDialog
        {...withdraw.dialog}
        title={formatMessage({ id: 'quotes.withdrawTitle' })}
        message={withdraw.target ? formatMessage({ id: 'quotes.withdrawText' }, { id: withdraw.target.id }) : ''}
        confirmLabel={formatMessage({ id: 'quotes.withdrawQuote' })}
      />
    </>
  );
}
