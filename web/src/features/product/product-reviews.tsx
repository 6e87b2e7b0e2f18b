import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../components/load-state';
import { ReviewCard, ReviewCardSkeleton } from '../../components/review-card';
import { errorMessage } from '../../lib/api-client';
import { useToolReviews } from './api/tool-reviews';

/** The tool's reviews, newest first, with "More reviews" while there are more. */
export function ProductReviews({ toolId }: { toolId: string }) {
  const { data, error, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } = useToolReviews(toolId);

  if (!data && error) {
    return <ErrorState message={`Could not load the reviews. ${errorMessage(error)}`} onRetry={() => void refetch()} />;
  }
  if (!data) {
    return (
      <Box aria-busy="true" aria-label="Loading reviews" sx={{ display: 'grid', gap: 2 }}>
        <ReviewCardSkeleton />
        <ReviewCardSkeleton />
      </Box>
    );
  }
  const reviews = data.pages.flatMap((page) => page.reviews);
  if (reviews.length === 0) return null;
  return (
    <>
      <Box component="ul" aria-label="Reviews" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </Box>
      {error && <Typography color="error" sx={{ mt: 2 }}>{`Could not load more reviews. ${errorMessage(error)}`}</Typography>}
      {hasNextPage && (
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button variant="outlined" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading reviews…' : 'More reviews'}
          </Button>
        </Box>
      )}
    </>
  );
}
