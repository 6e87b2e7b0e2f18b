import VerifiedIcon from '@mui/icons-material/Verified';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Review } from '@store/contract/review';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

export function ReviewCard({ review }: { review: Review }) {
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Avatar sx={{ bgcolor: 'primary.main', color: 'secondary.main', fontWeight: 700 }} aria-hidden>
            {initials(review.name) || '?'}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 700 }}>
              {review.name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {review.toolname}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
          <Rating value={review.rating} readOnly size="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {review.rating} star
          </Typography>
          {review.verifiedPurchase && (
            <Chip icon={<VerifiedIcon />} label="Verified purchase" color="success" size="small" variant="outlined" />
          )}
        </Box>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.review}</Typography>
      </CardContent>
    </Card>
  );
}

export function ReviewCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }} data-testid="review-card-skeleton">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" sx={{ width: '50%' }} />
            <Skeleton variant="text" sx={{ width: '70%' }} />
          </Box>
        </Box>
        <Skeleton variant="text" sx={{ width: 140, mb: 1.5 }} />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" sx={{ width: '40%' }} />
      </CardContent>
    </Card>
  );
}
