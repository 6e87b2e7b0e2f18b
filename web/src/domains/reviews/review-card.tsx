import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Review } from '@store/contract/review';
import { FormattedMessage } from '../../lib/i18n/intl';
import { cardContentSx, cardSurfaceSx } from '../../components/card-surface';
import { Placeholder } from '../../components/placeholder';
import { RatingStars } from '../../components/rating-stars';
import { Tag } from '../../components/tag';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

/** The reviewer's initials in a disc, where a picture would be. */
const initialsSx = {
  width: 40,
  height: 40,
  flexShrink: 0,
  borderRadius: '50%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: 700,
  fontSize: '1.25rem',
} as const;

export function ReviewCard({ review }: { review: Review }) {
  return (
    <Box component="article" sx={[cardSurfaceSx, { height: '100%' }]}>
      <Box sx={cardContentSx}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Box
            aria-hidden
            sx={{ ...initialsSx, bgcolor: 'primary.main', color: 'secondary.main' }}
          >
            {initials(review.name) || '?'}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {review.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {review.toolname}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <RatingStars value={review.rating} />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            <FormattedMessage id="reviewCard.stars" values={{ rating: review.rating }} />
          </Typography>
          {review.verifiedPurchase && (
            <Tag tone="success" icon={<VerifiedIcon />}>
              <FormattedMessage id="reviewCard.verified" />
            </Tag>
          )}
        </Box>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.review}</Typography>
      </Box>
    </Box>
  );
}

export function ReviewCardSkeleton() {
  return (
    <Box aria-hidden sx={[cardSurfaceSx, { height: '100%' }]} data-testid="review-card-skeleton">
      <Box sx={cardContentSx}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Placeholder variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Placeholder sx={{ width: '50%' }} />
            <Placeholder sx={{ width: '70%' }} />
          </Box>
        </Box>
        <Placeholder sx={{ width: 140, mb: 1.5 }} />
        <Placeholder />
        <Placeholder />
        <Placeholder sx={{ width: '40%' }} />
      </Box>
    </Box>
  );
}
