import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QUOTE_STATUSES, type Quote, type QuoteStatus } from '@store/contract/quote';
import { useState, type ReactNode } from 'react';
import { useFeedback } from '../../../components/feedback';
import { EmptyState } from '../../../components/load-state';
import { QueryState } from '../../../components/query-state';
import { PagedListFooter } from '../../../components/paged-list-footer';
import { QuoteCard, useQuoteStatusLabel } from '../../../components/quote-card';
import { pagedListState } from '../../../lib/cursor-paging';
import { usePageMeta } from '../../../lib/page-meta';
import { AdminPageHeading } from '../page-heading';
import { AnswerQuoteDialog, DeclineQuoteDialog } from './answer-quote-dialog';
import { useAllQuotes } from './api/all-quotes';

const ANSWERED = 'answered';
type Filter = Exclude<QuoteStatus, 'requested'> | typeof ANSWERED;
const ANSWERED_STATUSES = QUOTE_STATUSES.filter((status) => status !== 'requested');

type Answering = { quote: Quote; as: 'quote' | 'decline' };

interface QuoteSectionProps {
  id: string;
  title: string;
  list: ReturnType<typeof useAllQuotes>;
  quotes: Quote[] | undefined;
  empty: string;
  onAnswer?: (answering: Answering) => void;
  /** Above the list (a filter). */
  toolbar?: ReactNode;
}

function QuoteSection({ id, title, list, quotes, empty, onAnswer, toolbar }: QuoteSectionProps) {
  const { failed } = pagedListState(list);
  const content = (
    <QueryState
      query={{ data: quotes, error: list.error, refetch: list.refetch }}
      failed={failed}
      loading={<Skeleton variant="rounded" height={160} aria-label={`Loading ${title.toLowerCase()}`} />}
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
                      <Button variant="contained" onClick={() => onAnswer({ quote, as: 'quote' })} aria-label={`Answer quote ${quote.id}`}>
                        Answer
                      </Button>
                      <Button color="error" onClick={() => onAnswer({ quote, as: 'decline' })} aria-label={`Decline quote ${quote.id}`}>
                        Decline
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
  usePageMeta({ title: 'Quotes' });
  const { notify } = useFeedback();
  const requested = useAllQuotes('requested');
  const [filter, setFilter] = useState<Filter>(ANSWERED);
  const others = useAllQuotes(filter === ANSWERED ? undefined : filter);
  const [answering, setAnswering] = useState<Answering | null>(null);
  const done = (message: string) => {
    setAnswering(null);
    notify(message, 'success');
  };

  return (
    <>
      <AdminPageHeading title="Quotes" />
      <QuoteSection
        id="requested-heading"
        title="Waiting for an answer"
        list={requested}
        quotes={requested.data}
        empty="No quote is waiting for an answer."
        onAnswer={setAnswering}
      />
      <QuoteSection
        id="answered-heading"
        title="Answered quotes"
        list={others}
        quotes={others.data?.filter((quote) => quote.status !== 'requested')}
        empty="No quotes here yet."
        toolbar={
          <TextField
            select
            size="small"
            label="Status"
            value={filter}
            onChange={(event) => setFilter(event.target.value as Filter)}
            sx={{ minWidth: 200, mb: 2 }}
          >
            <MenuItem value={ANSWERED}>All answered</MenuItem>
            {ANSWERED_STATUSES.map((status) => (
              <MenuItem key={status} value={status}>
                {quoteStatusLabel(status)}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {answering?.as === 'quote' && <AnswerQuoteDialog quote={answering.quote} onClose={() => setAnswering(null)} onDone={done} />}
      {answering?.as === 'decline' && <DeclineQuoteDialog quote={answering.quote} onClose={() => setAnswering(null)} onDone={done} />}
    </>
  );
}
