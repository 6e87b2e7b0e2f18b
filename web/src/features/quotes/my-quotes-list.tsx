import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { Quote } from '@store/contract/quote';
import { BrowseToolsButton } from '../../components/browse-tools-button';
import { EmptyState } from '../../components/load-state';
import { QueryState } from '../../components/query-state';
import { currentQuoteStatus, QuoteCard } from '../../domains/quotes/quote-card';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';

interface MyQuotesListProps {
  quotes: Quote[] | undefined;
  error: unknown;
  onRetry: () => void;
  onAccept: (quote: Quote) => void;
  onWithdraw: (quote: Quote) => void;
}

/** The customer's quotes, with their loading, error and empty states; Accept while quoted, Withdraw until answered for good. */
export function MyQuotesList({ quotes, error, onRetry, onAccept, onWithdraw }: MyQuotesListProps) {
  const { formatMessage } = useIntl();
  return (
    <QueryState
      query={{ data: quotes, error, refetch: onRetry }}
      failed={Boolean(error)}
      loading={
        <Stack spacing={2} aria-busy="true" aria-label={formatMessage({ id: 'quotes.loading' })}>
          {[0, 1].map((card) => (
            <Skeleton key={card} variant="rounded" height={180} data-testid="quote-skeleton" />
          ))}
        </Stack>
      }
      isEmpty={(shown) => shown.length === 0}
      empty={<EmptyState message={formatMessage({ id: 'quotes.none' })} action={<BrowseToolsButton />} />}
    >
      {(shown) => <QuoteList quotes={shown} onAccept={onAccept} onWithdraw={onWithdraw} />}
    </QueryState>
  );
}

function QuoteList({ quotes, onAccept, onWithdraw }: Pick<MyQuotesListProps, 'onAccept' | 'onWithdraw'> & { quotes: Quote[] }) {
  const { formatMessage } = useIntl();
  return (
    <Stack component="ul" spacing={2} aria-label={formatMessage({ id: 'quotes.list' })} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {quotes.map((quote) => {
        const status = currentQuoteStatus(quote);
        return (
          <li key={quote.id}>
            <QuoteCard
              quote={quote}
              actions={
                (status === 'quoted' || status === 'requested') && (
                  <>
                    {status === 'quoted' && (
                      <Button variant="contained" color="secondary" onClick={() => onAccept(quote)} aria-label={formatMessage({ id: 'quotes.acceptOf' }, { id: quote.id })}>
                        <FormattedMessage id="quotes.accept" />
                      </Button>
                    )}
                    <Button color="error" onClick={() => onWithdraw(quote)} aria-label={formatMessage({ id: 'quotes.withdrawOf' }, { id: quote.id })}>
                      <FormattedMessage id="quotes.withdraw" />
                    </Button>
                  </>
                )
              }
            />
          </li>
        );
      })}
    </Stack>
  );
}
