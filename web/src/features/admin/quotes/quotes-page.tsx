import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QUOTE_STATUSES, type Quote, type QuoteStatus } from '@store/contract/quote';
import { useState, type ReactNode } from 'react';
import { useFeedback } from '../../../components/feedback';
import { EmptyState } from '../../../components/load-state';
import { QueryState } from '../../../components/query-state';
import { PagedListFooter } from '../../../components/paged-list-footer';
import { ChoiceFilter } from '../../../components/choice-filter';
import { QuoteCard, useQuoteStatusLabel } from '../../../domains/quotes/quote-card';
import { pagedListState } from '../../../lib/cursor-paging';
import { FormattedMessage, useIntl } from '../../../lib/i18n/intl';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminPageHeading } from '../page-heading';
import { AnswerQuoteDialog, DeclineQuoteDialog } from './answer-quote-dialog';
import { useAllQuotes } from './api/all-quotes';

const ANSWERED_STATUSES = QUOTE_STATUSES.filter((status) => status !== 'requested');

type Answering = { quote: Quote; as: 'quote' | 'decline' };

interface QuoteSectionProps {
  id: string;
  title: string;
  /** The list's name while it loads. */
  loadingLabel: string;
  list: ReturnType<typeof useAllQuotes>;
  quotes: Quote[] | undefined;
  empty: string;
  onAnswer?: (answering: Answering) => void;
  /** Above the list (a filter). */
  toolbar?: ReactNode;
}

function QuoteSection({ id, title, loadingLabel, list, quotes, empty, onAnswer, toolbar }: QuoteSectionProps) {
  const { failed } = pagedListState(list);
  const { formatMessage } = useIntl();
  const content = (
    <QueryState
      query={{ data: quotes, error: list.error, refetch: list.refetch }}
      failed={failed}
      loading={<Skeleton variant="rounded" height={160} aria-label={loadingLabel} />}
      isEmpty={(shown) => shown.length === 0}
      empty={<EmptyState message={empty} />}
    >
      {(shown) => (
        <Stack component="ul" spacing={2} aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {shown.map((quote) => (
            <li key={quote.id}>
              <QuoteCard
                quote={quote}
                showEmail
                actions={
                  onAnswer && (
                    <>
                      <Button
                        variant="contained"
                        onClick={() => onAnswer({ quote, as: 'quote' })}
                        aria-label={formatMessage({ id: 'adminQuotes.answerOf' }, { id: quote.id })}
                      >
                        <FormattedMessage id="adminQuotes.answer" />
                      </Button>
                      <Button
                        color="error"
                        onClick={() => onAnswer({ quote, as: 'decline' })}
                        aria-label={formatMessage({ id: 'adminQuotes.declineOf' }, { id: quote.id })}
                      >
                        <FormattedMessage id="adminQuotes.decline" />
                      </Button>
                    </>
                  )
                }
              />
            </li>
          ))}
        </Stack>
      )}
    </QueryState>
  );
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {toolbar}
      {content}
      <PagedListFooter list={list} />
    </Box>
  );
}

/** The administrators' Quotes page: requested quotes first, to answer with prices or decline; then the others. */
export default function QuotesPage() {
  const quoteStatusLabel = useQuoteStatusLabel();
  const { formatMessage } = useIntl();
  usePageMeta({ title: formatMessage({ id: 'adminQuotes.title' }) });
  const { notify } = useFeedback();
  const requested = useAllQuotes('requested');
  const [filter, setFilter] = useState<Exclude<QuoteStatus, 'requested'>>();
  const others = useAllQuotes(filter);
  const [answering, setAnswering] = useState<Answering | null>(null);
  const done = (message: string) => {
    setAnswering(null);
    notify(message, 'success');
  };

  return (
    <>
      <AdminPageHeading title={formatMessage({ id: 'adminQuotes.title' })} />
      <QuoteSection
        id="requested-heading"
        title={formatMessage({ id: 'adminQuotes.requested' })}
        loadingLabel={formatMessage({ id: 'adminQuotes.loadingRequested' })}
        list={requested}
        quotes={requested.data}
        empty={formatMessage({ id: 'adminQuotes.noneRequested' })}
        onAnswer={setAnswering}
      />
      <QuoteSection
        id="answered-heading"
        title={formatMessage({ id: 'adminQuotes.answered' })}
        loadingLabel={formatMessage({ id: 'adminQuotes.loadingAnswered' })}
        list={others}
        quotes={others.data?.filter((quote) => quote.status !== 'requested')}
        empty={formatMessage({ id: 'adminQuotes.noneAnswered' })}
        toolbar={
          <ChoiceFilter
            label={formatMessage({ id: 'adminQuotes.status' })}
            value={filter}
            choices={ANSWERED_STATUSES}
            choiceLabel={quoteStatusLabel}
            allLabel={formatMessage({ id: 'adminQuotes.allAnswered' })}
            onChange={setFilter}
            sx={{ minWidth: 200, mb: 2 }}
            fullWidth
          />
        }
      />
      {answering?.as === 'quote' && <AnswerQuoteDialog quote={answering.quote} onClose={() => setAnswering(null)} onDone={done} />}
      {answering?.as === 'decline' && <DeclineQuoteDialog quote={answering.quote} onClose={() => setAnswering(null)} onDone={done} />}
    </>
  );
}
