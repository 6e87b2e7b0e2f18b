import { CardGrid, CardGridSkeleton } from '../../components/card-grid';
import { EmptyState, QueryState } from '../../components/load-state';
import { HOME_REVIEW_COUNT, useLatestReviews } from './api/latest-reviews';
import { ReviewCard, ReviewCardSkeleton } from '../../components/review-card';
import { HomeSection } from './home-section';


export function LatestReviews() {
  return (
    <HomeSection id="reviews-heading" overline="What customers say" title="Reviews">
      <QueryState
        query={useLatestReviews(HOME_REVIEW_COUNT)}
        failure="Could not load the reviews."
        loading={<CardGridSkeleton label="Loading reviews" count={3} card={() => <ReviewCardSkeleton />} />}
        isEmpty={(data) => data.reviews.length === 0}
        empty={<EmptyState message="No reviews yet. Customers who buy a tool can review it from their dashboard." />}
      >
        {(data) => (
          <CardGrid>
            {data.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </CardGrid>
        )}
      </QueryState>
    </HomeSection>
  );
}
