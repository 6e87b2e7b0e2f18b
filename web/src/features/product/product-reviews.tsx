import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Review } from '@store/contract/review';
import { lazy, Suspense } from 'react';
import { QueryState } from '../../components/query-state';
import { ReviewCard, ReviewCardSkeleton } from '../../domains/reviews/review-card';
import { useErrorText } from '../../lib/api-client';
import { withMessages } from '../../lib/i18n/catalog';
import { FormattedMessage, useIntl } from '../../lib/i18n/intl';
import { useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { useToolReviews } from './api/tool-reviews';

// An administrator's Hide and Delete: a chunk of its own, fetched only once an administrator is known, so the
// storefront's first download never carries it.
// Administrators only.
const ReviewModerationActions = lazy(withMessages('on-demand', () => import('../../domains/reviews/on-demand/review-moderation-actions')));

/**
 * Whether to offer moderation: only in the browser after hydration (the server's HTML, and the render that
 * takes it over, never hold the buttons), and only when the session says administrator (the server checks again).
 */
function useModerating(): boolean {
  const hydrated = useHydrated();
  const { isAdmin } = useSession();
  return hydrated && isAdmin;
}

/** The tool's reviews, newest first, with "More reviews" while there are more. */
export default function ProductReviews({ toolId }: { toolId: string }) {
  const reviews = useToolReviews(toolId);
  const { formatMessage } = useIntl();
  return (
    <QueryState
      query={reviews}
      failure={formatMessage({ id: 'product.reviewsFailed' })}
      loading={
        <Box aria-busy="true" aria-label={formatMessage({ id: 'product.loadingReviews' })} sx={{ display: 'grid', gap: 2 }}>
          <ReviewCardSkeleton />
          <ReviewCardSkeleton />
        </Box>
      }
      isEmpty={(data) => data.pages.every((page) => page.reviews.length === 0)}
      empty={null}
    >
      {(data) => <ReviewList reviews={data.pages.flatMap((page) => page.reviews)} list={reviews} />}
    </QueryState>
  );
}

interface ReviewListProps {
  reviews: Review[];
  /** The paged query, for "More reviews" and a page that failed to load. */
  list: Pick<ReturnType<typeof useToolReviews>, 'error' | 'fetchNextPage' | 'hasNextPage' | 'isFetchingNextPage'>;
}

/**
 * An administrator's Hide and Delete under a review. A component of its own: useModerating turns true in the render
 * after hydration, and only this (empty until then) re-renders for it, not the list of cards.
 */
function ModerationSlot({ review }: { review: Review }) {
  const moderating = useModerating();
  if (!moderating) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <Suspense fallback={null}>
        <ReviewModerationActions review={review} />
      </Suspense>
    </Box>
  );
}

function ReviewList({ reviews, list: { error, fetchNextPage, hasNextPage, isFetchingNextPage } }: ReviewListProps) {
  const { formatMessage } = useIntl();
  const errorText = useErrorText();
  return (
    <>
      {/* minmax(0, 1fr): a review's longest unbroken word wraps inside the column rather than widening it. */}
      <Box component="ul" aria-label={formatMessage({ id: 'product.reviews' })} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
            <ModerationSlot review={review} />
          </li>
        ))}
      </Box>
      {error && <Typography color="error" sx={{ mt: 2 }}>{formatMessage({ id: 'product.moreReviewsFailed' }, { reason: errorText(error) })}</Typography>}
      {hasNextPage && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button variant="outlined" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            <FormattedMessage id={isFetchingNextPage ? 'product.loadingMoreReviews' : 'product.moreReviews'} />
          </Button>
        </Box>
      )}
    </>
  );
}
