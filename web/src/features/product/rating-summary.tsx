import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RatingHistogram } from '@store/contract/tool';
import { RatingStars } from '../../components/rating-stars';
import { formatCount } from '@store/contract/format';

const STARS_DOWN = ['5', '4', '3', '2', '1'] as const;

/** Average to one decimal, the number of reviews, and how many gave each star from 5 down to 1. */
export function RatingSummary({ average, count, histogram }: { average: number | null; count: number; histogram: RatingHistogram }) {
  if (count === 0 || average === null) {
    return <Typography color="text.secondary">No reviews yet.</Typography>;
  }
  return (
    <Box data-testid="rating-summary" sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 2, sm: 4 } }}>
      <Box sx={{ minWidth: 140 }}>
        <Typography component="p" sx={{ fontSize: '2.5rem', fontWeight: 800, lineHeight: 1.1 }}>
          {average.toFixed(1)}
          <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
            {' '}
            out of 5
          </Typography>
        </Typography>
        <RatingStars value={average} />
        <Typography color="text.secondary">
          {formatCount(count)} {count === 1 ? 'review' : 'reviews'}
        </Typography>
      </Box>
      <Box component="ul" aria-label="Reviews per star" sx={{ listStyle: 'none', p: 0, m: 0, flex: 1, maxWidth: 420 }}>
        {STARS_DOWN.map((star) => {
          const stars = histogram[star];
          const share = count ? Math.round((stars / count) * 100) : 0;
          return (
            <Box component="li" key={star} sx={{ display: 'grid', gridTemplateColumns: '4.5em 1fr 3em', alignItems: 'center', gap: 1.5, py: 0.25 }}>
              <Typography component="span" variant="body2">
                {star} star
              </Typography>
              <Box aria-hidden sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}>
                <Box sx={{ height: '100%', width: `${share}%`, bgcolor: 'warning.main' }} />
              </Box>
              <Typography component="span" variant="body2" sx={{ textAlign: 'right', fontWeight: 600 }}>
                {formatCount(stars)}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
