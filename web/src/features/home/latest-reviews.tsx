import { CardGrid } from '../../components/card-grid';
import { ErrorState, EmptyState } from '../../components/load-state';
import { errorMessage } from '../../lib/api-client';
import { HOME_REVIEW_COUNT, useLatestReviews } from './api/latest-reviews';
import { ReviewCard, ReviewCardSkeleton } from '../../components/review-card';
import { HomeSection } from './home-section';


export function LatestReviews() {
  const { data, error, refetch } = useLatestReviews(HOME_REVIEW_COUNT);

  let content;
  if (data?.reviews.length === 0)
    content = <EmptyState message="No reviews yet. Customers who buy a tool can review it from their dashboard." />;
  else if (data)
    content = (
      <CardGrid>
        {data.reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </CardGrid>
    );
  else if (error) content = <ErrorState message={`Could not load the reviews. ${errorMessage(error)}`} onRetry={() => void refetch()} />;
  else
    content = (
      <CardGrid aria-busy="true" aria-label="Loading reviews">
        {Array.from({ length: 3 }, (_, i) => (
          <ReviewCardSkeleton key={i} />
        ))}
      </CardGrid>
    );

  return (
    <HomeSection id="reviews-heading" overline="What customers say" title="Reviews">
      {content}
    </HomeSection>
  );
}
