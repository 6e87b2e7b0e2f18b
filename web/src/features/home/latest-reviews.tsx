import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ErrorState, EmptyState } from '../../components/load-state';
import { errorMessage } from '../../lib/api-client';
import { HOME_REVIEW_COUNT, useLatestReviews } from './api/latest-reviews';
import { ReviewCard, ReviewCardSkeleton } from './review-card';

const gridSize = { xs: 12, sm: 6, lg: 4 };

export function LatestReviews() {
  const { data, error, refetch } = useLatestReviews(HOME_REVIEW_COUNT);

  let content;
  if (data?.reviews.length === 0)
    content = <EmptyState message="No reviews yet. Customers who buy a tool can review it from their dashboard." />;
  else if (data)
    content = (
      <Grid container spacing={3}>
        {data.reviews.map((review) => (
          <Grid key={review.id} size={gridSize}>
            <ReviewCard review={review} />
          </Grid>
        ))}
      </Grid>
    );
  else if (error) content = <ErrorState message={`Could not load the reviews. ${errorMessage(error)}`} onRetry={() => void refetch()} />;
  else
    content = (
      <Grid container spacing={3}>
        {Array.from({ length: 3 }, (_, i) => (
          <Grid key={i} size={gridSize}>
            <ReviewCardSkeleton />
          </Grid>
        ))}
      </Grid>
    );

  return (
    <Box component="section" aria-labelledby="reviews-heading" sx={{ py: { xs: 5, md: 7 } }}>
      <Container maxWidth="lg">
        <Typography variant="overline" component="p" color="text.accent" sx={{ textAlign: 'center', fontWeight: 700 }}>
          What customers say
        </Typography>
        <Typography id="reviews-heading" variant="h3" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
          Reviews
        </Typography>
        {content}
      </Container>
    </Box>
  );
}
