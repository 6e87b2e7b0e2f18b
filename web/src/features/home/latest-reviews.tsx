import { CardGrid } from '../../components/card-grid';
import { ErrorState, EmptyState } from '../../components/load-state';
import { useErrorText } from '../../lib/api-client';
import { HOME_REVIEW_COUNT, useLatestReviews } from './api/latest-reviews';
import { ReviewCard, ReviewCardSkeleton } from '../../domains/reviews/review-card';
import { HomeSection } from './home-section';
import { useIntl } from '../../lib/i18n/intl';


export function LatestReviews() {
  const { data, error, refetch } = useLatestReviews(HOME_REVIEW_COUNT);
  const { formatMessage } = useIntl();
  const errorText = useErrorText();

  let content;
  if (data?.reviews.length === 0)
    content = <EmptyState message={formatMessage({ id: 'home.noReviews' })} />;
  else if (data)
    content = (
      <CardGrid>
        {data.reviews.map((review) => (
          <ReviewCard key={review.id} review={review} />
        ))}
      </CardGrid>
    );
  else if (error) content = <ErrorState message={formatMessage({ id: 'home.reviewsFailed' }, { reason: errorText(error) })} onRetry={() => void refetch()} />;
  else
    content = (
      <CardGrid aria-busy="true" aria-label={formatMessage({ id: 'home.loadingReviews' })}>
        {Array.from({ length: 3 }, (_, i) => (
          <ReviewCardSkeleton key={i} />
        ))}
      </CardGrid>
    );

  return (
    <HomeSection id="reviews-heading" overline={formatMessage({ id: 'home.customersSay' })} title={formatMessage({ id: 'home.reviews' })}>
      {content}
    </HomeSection>
  );
}
